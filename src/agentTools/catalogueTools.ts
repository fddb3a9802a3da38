// The tools that let the agent find its way before converting: convertFiles_formats (what a file
// or a format converts to) and convertFiles_options (a converter's options), from the service's
// catalogue, asked of the agents' tools' core (conversion/tools/catalogueAnswers.ts) as the MCP
// server's formats and options are. Nothing is uploaded and nothing costs a conversion, so no
// confirmation is asked.
import type * as vscode from 'vscode';
import { formatsQuestion, optionsQuestion } from '../conversion/tools/catalogueAnswers';
import type { ExtensionServices } from '../extensionServices';
import type { Catalogue } from '../service/catalogue';
import { answering, shownPath, text, workspaceFile } from './toolInput';

type Question = (input: unknown, catalogue: () => Promise<Catalogue>) => Promise<object>;

/** A tool answering `question` as JSON text, from the catalogue of the configured service (read now when missing or old). */
function catalogueTool(services: ExtensionServices, what: string, question: Question): vscode.LanguageModelTool<unknown> {
  const catalogue = async () => (await services.catalogue.refresh(services.config().baseUrl)).catalogue;
  return {
    invoke: (options) => answering(services, what, async () => text(JSON.stringify(await question(options.input, catalogue), null, 2))),
  };
}

export function formatsTool(services: ExtensionServices): vscode.LanguageModelTool<unknown> {
  const fileOf = async (value: unknown) => shownPath((await workspaceFile(value, 'path')).uri);
  return catalogueTool(services, 'formats tool', (input, catalogue) => formatsQuestion(input, 'path', fileOf, catalogue));
}

export function optionsTool(services: ExtensionServices): vscode.LanguageModelTool<unknown> {
  return catalogueTool(services, 'options tool', optionsQuestion);
}
