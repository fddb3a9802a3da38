// What the catalogue says about a file type and a conversion, as an agent reads it: the MCP
// server's `formats` and `options` tools and the chat's convertFiles_formats and
// convertFiles_options answer the same plain data from here. No vscode, nothing sent.
import { convertersFor, findConverter, knownSourceFormats, normalizeFormat, validateFormat, type Catalogue } from '../service/catalogue';
import { optionFields, type OptionField } from '../service/catalogue/options';

/** A question the catalogue cannot answer as asked (a malformed format, a conversion it lacks): its message says why. */
export class CatalogueQuestionError extends Error {
  override readonly name = 'CatalogueQuestionError';
}

/** Where the answer's catalogue came from: the service's, or the built-in table when the service could not be read. */
function origin(catalogue: Catalogue): string {
  return catalogue.origin === 'service' ? 'service' : 'built-in (the service could not be read; options unknown)';
}

/** A format as asked for ("  .PDF" → "pdf"); `field` names the input in the message. */
export function askedFormat(value: string, field: string): string {
  const format = normalizeFormat(value);
  const why = validateFormat(format);
  if (why) {
    throw new CatalogueQuestionError(`"${field}": ${why}`);
  }
  return format;
}

/** What `from` converts to (each target with how many options it has); without `from`, every source format. */
export function formatsAnswer(catalogue: Catalogue, from: string | undefined): object {
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
function optionOf(field: OptionField, refused: (field: OptionField) => string | undefined): object {
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

/**
 * The options of the `from` → `to` conversion, from the service's catalogue; `refused` says which
 * the caller's convert does not take (file options, passwords) and why.
 */
export function optionsAnswer(catalogue: Catalogue, from: string, to: string, refused: (field: OptionField) => string | undefined): object {
  const converter = findConverter(catalogue, from, to);
  if (!converter) {
    const targets = convertersFor(catalogue, from).map((c) => c.target);
    throw new CatalogueQuestionError(
      `There is no ${from} → ${to} conversion. ${targets.length > 0 ? `${from} converts to: ${targets.join(', ')}.` : `The service converts no ${from} files.`}`,
    );
  }
  if (catalogue.origin !== 'service') {
    throw new CatalogueQuestionError('The service’s catalogue could not be read, so its options are unknown; try again later.');
  }
  return {
    from,
    to,
    options: optionFields(converter).map((f) => optionOf(f, refused)),
    usage: 'Pass options to the convert tool as "parameters": {"Name": value}. Values equal to the default may be left out.',
  };
}
