// The tools that read the catalogue and send nothing else: `formats` (what a file or a format
// converts to) and `options` (a converter's options with their types, defaults and allowed values).
// The answers are the chat tools' too (conversion/catalogueAnswers.ts).
import { askedFormat, formatsAnswer, optionsAnswer } from '../../conversion/catalogueAnswers';
import { sourceFormatOf } from '../../service/catalogue';
import type { OptionField } from '../../service/catalogue/options';
import type { McpContext } from './mcpContext';
import { rootFile } from './rootFiles';
import { argumentsOf, optionalText, ToolInputError } from './toolInput';

/** `formats { file?, format? }`: the targets of a file's format (or of a format); neither: every source format. */
export async function formatsTool(context: McpContext, input: unknown, signal: AbortSignal): Promise<object> {
  const fields = argumentsOf(input, ['file', 'format']);
  if (fields.file !== undefined && fields.format !== undefined) {
    throw new ToolInputError('Give "file" or "format", not both.');
  }
  let from: string | undefined;
  if (fields.file !== undefined) {
    const file = await rootFile(context.root, fields.file, 'file');
    from = sourceFormatOf(file.relative);
    if (!from) {
      throw new ToolInputError(`"${file.relative}" has no extension, so its format is unknown; name the format with "format".`);
    }
  } else {
    const format = optionalText(fields, 'format', 40);
    from = format === undefined ? undefined : askedFormat(format, 'format');
  }
  return formatsAnswer(await context.currentCatalogue(signal), from);
}

/** What convert refuses: file options (a path an agent names could lie anywhere). */
function refused(field: OptionField): string | undefined {
  return field.kind === 'file' || field.kind === 'files' ? 'a file option; this server does not send file options' : undefined;
}

/** `options { from, to }`: the converter's options, from the service's catalogue. */
export async function optionsTool(context: McpContext, input: unknown, signal: AbortSignal): Promise<object> {
  const fields = argumentsOf(input, ['from', 'to']);
  const from = optionalText(fields, 'from', 40);
  const to = optionalText(fields, 'to', 40);
  if (from === undefined || to === undefined) {
    throw new ToolInputError('"from" and "to" are both required: the source format and the target format, such as "docx" and "pdf".');
  }
  return optionsAnswer(await context.currentCatalogue(signal), askedFormat(from, 'from'), askedFormat(to, 'to'), refused);
}
