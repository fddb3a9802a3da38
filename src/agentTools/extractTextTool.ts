// The extractText tool: one document converted to text in memory for the chat, fenced as data; no file is written.
import * as vscode from 'vscode';
import { singleConversionSummary } from '../conversion/batchSummary';
import { sourceFormatOf, targetsFor } from '../service/catalogue';
import type { ExtensionServices } from '../extensionServices';
import { withAbortSignal } from '../ui/progress';
import { sourceFile } from '../workspace/files';
import { fencedDocumentText, MAX_MAX_CHARS, memoryOutput } from './lmText';
import { answering, record, shownPath, text, ToolInputError, workspaceEntry } from './toolInput';

const DEFAULT_MAX_CHARS = 20_000;

export function extractTextTool(services: ExtensionServices): vscode.LanguageModelTool<unknown> {
  return {
    prepareInvocation(options) {
      const value = (options.input as { path?: unknown } | undefined)?.path;
      const shown = typeof value === 'string' ? value : '…';
      return {
        invocationMessage: vscode.l10n.t('Reading {0} as text', shown),
        // The file leaves the machine and costs a conversion: say so, not just "run the tool?".
        confirmationMessages: {
          title: vscode.l10n.t('Read a document with ConvertAPI?'),
          message: vscode.l10n.t(
            '{0} is uploaded to ConvertAPI and converted to text for the chat. This uses 1 conversion of your ConvertAPI account; no file is written.',
            shown,
          ),
        },
      };
    },
    async invoke(options, token) {
      return answering(services, 'extractText tool', async () => {
        const fields = record(options.input);
        const { uri, stat } = await workspaceEntry(fields.path, 'path');
        if (stat.type & vscode.FileType.Directory) {
          throw new ToolInputError(`"${String(fields.path)}" is a folder; give one file.`);
        }
        const max = fields.maxChars === undefined ? DEFAULT_MAX_CHARS : Number(fields.maxChars);
        if (!Number.isInteger(max) || max < 1 || max > MAX_MAX_CHARS) {
          throw new ToolInputError(`"maxChars" must be a whole number from 1 to ${MAX_MAX_CHARS}.`);
        }
        const sourceFormat = sourceFormatOf(uri.path);
        if (!sourceFormat || !targetsFor(sourceFormat).some((t) => t.ext === 'txt')) {
          throw new ToolInputError(`${sourceFormat ? `.${sourceFormat}` : 'This'} files cannot be converted to text by ConvertAPI.`);
        }
        const memory = memoryOutput();
        const { client } = await services.clients.conversionClient();
        let cost: number | undefined;
        try {
          const result = await withAbortSignal(token, async (signal) =>
            client.convert({
              source: await sourceFile(uri),
              sourceFormat,
              targetFormat: 'txt',
              output: memory.output,
              signal,
              // A placeholder: memoryOutput never writes to it.
              resolveOutput: async (result) => ({ path: `/${result.name}`, overwrite: false }),
            }),
          );
          cost = result.conversionCost;
        } catch (err) {
          // The Usage view and status bar count what the agent used, as for any conversion.
          services.fireBatchFinished(singleConversionSummary({ error: err }));
          throw err;
        }
        services.fireBatchFinished(singleConversionSummary({ cost }));
        const { kept, complete } = memory.text();
        return text(fencedDocumentText(shownPath(uri), kept, complete, max));
      });
    },
  };
}
