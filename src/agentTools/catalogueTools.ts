// The tools that let the agent find its way before converting: convertFiles_formats (what a file
// or a format converts to) and convertFiles_options (a converter's options), from the service's
// catalogue. Nothing is uploaded and nothing costs a conversion, so no confirmation is asked.
import * as vscode from 'vscode';
import { askedFormat, CatalogueQuestionError, formatsAnswer, optionsAnswer } from '../conversion/catalogueAnswers';
import type { ExtensionServices } from '../extensionServices';
import { sourceFormatOf, type Catalogue } from '../service/catalogue';
import type { OptionField } from '../service/catalogue/options';
import { answering, record, text, ToolInputError, workspaceEntry } from './toolInput';

/** The catalogue of the configured service, read now when the stored one is missing or old. */
async function catalogueOf(services: ExtensionServices): Promise<Catalogue> {
  return (await services.catalogue.refresh(services.config().baseUrl)).catalogue;
}

/** A format the model typed, or its mistake as the model's answer. */
function format(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ToolInputError(`"${field}" must be a format such as "docx" or "pdf".`);
  }
  return asked(() => askedFormat(value, field));
}

/** The catalogue's answer, its refusals turned into text the model reads. */
function asked<T>(question: () => T): T {
  try {
    return question();
  } catch (err) {
    throw err instanceof CatalogueQuestionError ? new ToolInputError(err.message) : err;
  }
}

function json(value: object): vscode.LanguageModelToolResult {
  return text(JSON.stringify(value, null, 2));
}

export function formatsTool(services: ExtensionServices): vscode.LanguageModelTool<unknown> {
  return {
    async invoke(options) {
      return answering(services, 'formats tool', async () => {
        const fields = record(options.input);
        if (fields.path !== undefined && fields.format !== undefined) {
          throw new ToolInputError('Give "path" or "format", not both.');
        }
        let from: string | undefined;
        if (fields.path !== undefined) {
          const { uri, stat } = await workspaceEntry(fields.path, 'path');
          from = stat.type & vscode.FileType.Directory ? undefined : sourceFormatOf(uri.path);
          if (!from) {
            throw new ToolInputError(
              `"${String(fields.path)}" is a folder or has no extension; give a file, or name its format with "format".`,
            );
          }
        } else if (fields.format !== undefined) {
          from = format(fields.format, 'format');
        }
        return json(formatsAnswer(await catalogueOf(services), from));
      });
    },
  };
}

/** The convert tool sends no file options (a path from the chat is not a file the person picked). */
function refused(field: OptionField): string | undefined {
  return field.kind === 'file' || field.kind === 'files' ? 'a file option; the convert tool does not send file options' : undefined;
}

export function optionsTool(services: ExtensionServices): vscode.LanguageModelTool<unknown> {
  return {
    async invoke(options) {
      return answering(services, 'options tool', async () => {
        const fields = record(options.input);
        const from = format(fields.from, 'from');
        const to = format(fields.to, 'to');
        const catalogue = await catalogueOf(services);
        return json(asked(() => optionsAnswer(catalogue, from, to, refused)));
      });
    },
  };
}
