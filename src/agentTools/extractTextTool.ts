// The extractText tool: one document's text for the chat, fenced as data; no file is written. The
// text comes from the one content cache (Compare as Text's, Search in Documents', the MCP
// server's): the same content again sends nothing and costs nothing.
import * as vscode from 'vscode';
import { textDeps } from '../compare/textExtraction';
import { storedText } from '../conversion/storedText';
import { ContentCache } from '../conversion/contentCache';
import { contentCache } from '../workspace/contentCache';
import { sourceFormatOf, targetsFor } from '../service/catalogue';
import type { ExtensionServices } from '../extensionServices';
import { withAbortSignal } from '../ui/progress';
import { baseName } from '../workspace/files';
import { fencedDocumentText, MAX_MAX_CHARS, refuseTextSource } from '../conversion/tools/documentText';
import { argumentsOf, ToolInputError } from '../conversion/tools/toolInput';
import { answering, shownPath, text, workspaceFile } from './toolInput';

const DEFAULT_MAX_CHARS = 20_000;

/** The file the input names, checked as the MCP server's extract_text checks it: its format, its size. */
async function documentOf(input: unknown): Promise<{ uri: vscode.Uri; format: string; fields: Record<string, unknown> }> {
  const fields = argumentsOf(input, ['path', 'maxChars']);
  const { uri, stat } = await workspaceFile(fields.path, 'path');
  const format = sourceFormatOf(uri.path);
  refuseTextSource(
    String(fields.path),
    format,
    targetsFor(format ?? '').some((t) => t.ext === 'txt'),
    stat.size,
    'extractText',
  );
  return { uri, format, fields };
}

/** The stored text of the file the input names, or undefined (not stored, or not a file one can read). */
async function cachedText(services: ExtensionServices, input: unknown): Promise<string | undefined> {
  try {
    const { uri, format } = await documentOf(input);
    return await contentCache(services.context).get(ContentCache.key(format, await vscode.workspace.fs.readFile(uri)));
  } catch {
    return undefined;
  }
}

export function extractTextTool(services: ExtensionServices): vscode.LanguageModelTool<unknown> {
  return {
    async prepareInvocation(options) {
      const value = (options.input as { path?: unknown } | undefined)?.path;
      const shown = typeof value === 'string' ? value : '…';
      const invocationMessage = vscode.l10n.t('Reading {0} as text', shown);
      // A text already stored leaves nothing to confirm: nothing is uploaded or charged.
      if ((await cachedText(services, options.input)) !== undefined) {
        return { invocationMessage };
      }
      return {
        invocationMessage,
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
        const { uri, format: sourceFormat, fields } = await documentOf(options.input);
        const max = fields.maxChars === undefined ? DEFAULT_MAX_CHARS : Number(fields.maxChars);
        if (!Number.isInteger(max) || max < 1 || max > MAX_MAX_CHARS) {
          throw new ToolInputError(`"maxChars" must be a whole number from 1 to ${MAX_MAX_CHARS}.`);
        }
        const bytes = await vscode.workspace.fs.readFile(uri);
        const cache = contentCache(services.context);
        const key = ContentCache.key(sourceFormat, bytes);
        const doc = { name: baseName(uri), label: shownPath(uri), format: sourceFormat, bytes };
        // Counted in the Usage view and status bar when converted (extractOne), as any conversion.
        const stored = await withAbortSignal(token, (signal) => storedText(textDeps(services), cache, key, doc, signal));
        if (stored.converted) {
          // The text is read: nothing is kept past the limit for it (conversion/contentCache.ts, prune).
          await cache.prune(services.config().cacheBytes).catch(() => undefined);
        }
        return text(fencedDocumentText(shownPath(uri), stored.text, true, max));
      });
    },
  };
}
