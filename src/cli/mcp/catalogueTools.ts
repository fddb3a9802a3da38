// The tools that read the catalogue and send nothing else: `formats` (what a file or a format
// converts to) and `options` (a converter's options with their types, defaults and allowed values).
import {
  convertersFor,
  findConverter,
  knownSourceFormats,
  normalizeFormat,
  sourceFormatOf,
  validateFormat,
  type Catalogue,
} from '../../service/catalogue';
import { optionFields, type OptionField } from '../../service/catalogue/options';
import type { McpContext } from './mcpContext';
import { rootFile } from './rootFiles';
import { argumentsOf, optionalText, ToolInputError } from './toolInput';

/** Where the answer's catalogue came from: the service's, or the built-in table when the service could not be read. */
function origin(catalogue: Catalogue): string {
  return catalogue.origin === 'service' ? 'service' : 'built-in (the service could not be read; options unknown)';
}

function formatOf(value: string, field: string): string {
  const format = normalizeFormat(value);
  const why = validateFormat(format);
  if (why) {
    throw new ToolInputError(`"${field}": ${why}`);
  }
  return format;
}

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
    from = format === undefined ? undefined : formatOf(format, 'format');
  }
  const catalogue = await context.currentCatalogue(signal);
  if (from === undefined) {
    return { sourceFormats: [...knownSourceFormats(catalogue)].sort(), catalogue: origin(catalogue) };
  }
  const targets = convertersFor(catalogue, from)
    .map((c) => ({
      to: c.target,
      ...(c.summary ? { summary: c.summary } : {}),
      ...(c.results === 'several' ? { severalFiles: true } : {}),
      options: optionFields(c).length,
    }))
    .sort((a, b) => (a.to < b.to ? -1 : a.to > b.to ? 1 : 0));
  return {
    from,
    targets,
    catalogue: origin(catalogue),
    ...(targets.length === 0 ? { note: `The service converts no ${from} files.` } : {}),
  };
}

/** One option as an agent passes it in `parameters`: what it takes, and what it is when left out. */
function optionOf(field: OptionField): object {
  const takesFile = field.kind === 'file' || field.kind === 'files';
  return {
    name: field.name,
    ...(field.label !== field.name ? { label: field.label } : {}),
    ...(field.description ? { description: field.description } : {}),
    type: field.kind === 'pick' ? 'choice' : field.kind === 'toggle' ? 'boolean' : field.kind,
    ...(field.itemKind ? { itemType: field.itemKind } : {}),
    ...(field.required ? { required: true } : {}),
    // A secret's default is not shown either (a catalogue may carry an example password).
    ...(field.default !== undefined && !field.secret ? { default: field.default } : {}),
    ...(field.choices ? { allowed: field.choices } : {}),
    ...(field.minimum !== undefined ? { minimum: field.minimum } : {}),
    ...(field.maximum !== undefined ? { maximum: field.maximum } : {}),
    ...(field.pattern ? { pattern: field.pattern.source } : {}),
    ...(field.allowedExtensions ? { fileTypes: field.allowedExtensions } : {}),
    group: field.group,
    // What the convert tool refuses, said here so that an agent does not try.
    ...(takesFile ? { notAccepted: 'a file option; this server does not send file options' } : {}),
    ...(field.secret ? { notAccepted: 'a password; this server never takes passwords as tool arguments' } : {}),
  };
}

/** `options { from, to }`: the converter's options, from the service's catalogue. */
export async function optionsTool(context: McpContext, input: unknown, signal: AbortSignal): Promise<object> {
  const fields = argumentsOf(input, ['from', 'to']);
  const fromText = optionalText(fields, 'from', 40);
  const toText = optionalText(fields, 'to', 40);
  if (fromText === undefined || toText === undefined) {
    throw new ToolInputError('"from" and "to" are both required: the source format and the target format, such as "docx" and "pdf".');
  }
  const from = formatOf(fromText, 'from');
  const to = formatOf(toText, 'to');
  const catalogue = await context.currentCatalogue(signal);
  const converter = findConverter(catalogue, from, to);
  if (!converter) {
    const targets = convertersFor(catalogue, from).map((c) => c.target);
    throw new ToolInputError(
      `There is no ${from} → ${to} conversion. ${targets.length > 0 ? `${from} converts to: ${targets.join(', ')}.` : `The service converts no ${from} files.`}`,
    );
  }
  if (catalogue.origin !== 'service') {
    throw new ToolInputError('The service’s catalogue could not be read, so its options are unknown; try again later.');
  }
  return {
    from,
    to,
    options: optionFields(converter).map(optionOf),
    usage: 'Pass options to the convert tool as "parameters": {"Name": value}. Values equal to the default may be left out.',
  };
}
