// What the catalogue says about a file type and a conversion, as an agent reads it: the MCP
// server's `formats` and `options` tools and the chat's convertFiles_formats and
// convertFiles_options are these questions, their arguments read here too; each front-end only
// names the field of a file and reads that file's format. No vscode, nothing sent.
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
import { argumentsOf, optionalText, ToolInputError } from './toolInput';

/** Where the answer's catalogue came from: the service's, or the built-in table when the service could not be read. */
function origin(catalogue: Catalogue): string {
  return catalogue.origin === 'service' ? 'service' : 'built-in (the service could not be read; options unknown)';
}

/** A format argument as asked for ("  .PDF" → "pdf"), or undefined when left out. */
function formatArgument(fields: Record<string, unknown>, field: string): string | undefined {
  const value = optionalText(fields, field, 40);
  const format = value === undefined ? undefined : normalizeFormat(value);
  const why = format === undefined ? undefined : validateFormat(format);
  if (why) {
    throw new ToolInputError(`"${field}": ${why}`);
  }
  return format;
}

/** What `from` converts to (each target with how many options it has); without `from`, every source format. */
function formatsAnswer(catalogue: Catalogue, from: string | undefined): object {
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

/** What both convert tools refuse: file options (a path an agent names could lie anywhere). */
function refused(field: OptionField): string | undefined {
  return field.kind === 'file' || field.kind === 'files' ? 'a file option; the convert tool does not send file options' : undefined;
}

/** One option as an agent passes it in `parameters`: what it takes, and what it is when left out. */
function optionOf(field: OptionField): object {
  const why = refused(field);
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
    // What the caller's convert refuses, said here so that an agent does not try.
    ...(why ? { notAccepted: why } : {}),
  };
}

/** The options of the `from` → `to` conversion, from the service's catalogue. */
function optionsAnswer(catalogue: Catalogue, from: string, to: string): object {
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

/** The format of a file as a tool names it (`shown`, a path the front-end checked is a file it may read). */
function fileFormat(shown: string): string {
  const format = sourceFormatOf(shown);
  if (!format) {
    throw new ToolInputError(`"${shown}" has no extension, so its format is unknown; name the format with "format".`);
  }
  return format;
}

/**
 * `formats`: the targets of a file's format (the file named by `fileField`, found by the
 * front-end's `fileOf`: its path as the tool shows it) or of `format`; neither: every source format.
 */
export async function formatsQuestion(
  input: unknown,
  fileField: string,
  fileOf: (value: unknown) => Promise<string>,
  catalogue: () => Promise<Catalogue>,
): Promise<object> {
  const fields = argumentsOf(input, [fileField, 'format']);
  if (fields[fileField] !== undefined && fields.format !== undefined) {
    throw new ToolInputError(`Give "${fileField}" or "format", not both.`);
  }
  const from = fields[fileField] !== undefined ? fileFormat(await fileOf(fields[fileField])) : formatArgument(fields, 'format');
  return formatsAnswer(await catalogue(), from);
}

/** `options { from, to }`: the converter's options, from the service's catalogue. */
export async function optionsQuestion(input: unknown, catalogue: () => Promise<Catalogue>): Promise<object> {
  const fields = argumentsOf(input, ['from', 'to']);
  const from = formatArgument(fields, 'from');
  const to = formatArgument(fields, 'to');
  if (from === undefined || to === undefined) {
    throw new ToolInputError('"from" and "to" are both required: the source format and the target format, such as "docx" and "pdf".');
  }
  return optionsAnswer(await catalogue(), from, to);
}
