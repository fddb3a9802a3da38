/**
 * What can be said about a conversion request before it runs (routes/convert.ts): its parameters
 * against the catalogue entry (400/4000 with InvalidParameters), the inputs it needs, and, once
 * they are resolved, their types (415).
 */
import type { ConversionRequest } from '../conversionRequest';
import type { ConverterEntry } from '../converters/index';
import { COMMON_PARAMS, checkValue } from '../converters/parameters';
import type { InputFile } from '../converters/types';
import { invalidParameters, unsupportedType, validationError } from '../errors';
import { fileExt } from '../files';
import { validateParameters } from '../openapi';

/**
 * Request parameters that are not converter parameters: `download`, and those the real service
 * ignores on a synchronous conversion (`Async`, `JobId`, `WebHook`: convertapi-library-node #56,
 * CONTRACT.md revision 3); every other unknown name is still 400/4000.
 */
const NOT_CONVERTER_PARAMS = ['download', 'Async', 'JobId', 'WebHook'] as const;

export function paramValue(params: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(params).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : params[key];
}

/** Everything that can be said about a request before it runs: parameters, inputs present, input types. */
export function checkRequest(request: ConversionRequest, entry: ConverterEntry | undefined, isWeb: boolean): void {
  const download = paramValue(request.params, 'download');
  if (download !== undefined && !/^(attachment|inline)$/i.test(download)) {
    throw validationError('download', 'Must be attachment or inline.');
  }
  if (entry) {
    validateAgainst(entry, request);
  } else {
    // A stand-in converter without a catalogue entry: the common parameters are still the service's.
    const problems: Record<string, string[]> = {};
    for (const spec of COMMON_PARAMS) {
      const value = paramValue(request.params, spec.name);
      const why = value === undefined ? undefined : checkValue(spec, value);
      if (why !== undefined) {
        problems[spec.name] = [why];
      }
    }
    if (Object.keys(problems).length > 0) {
      throw invalidParameters(problems);
    }
    if (isWeb && !paramValue(request.params, 'Url')?.trim()) {
      throw validationError('Url', 'Required.');
    }
    if (!isWeb && !request.file && request.files.length === 0) {
      throw validationError('File', 'Required: a file part File, or File=<FileId or URL>.');
    }
  }
}

function validateAgainst(entry: ConverterEntry, request: ConversionRequest): void {
  validateParameters(entry, request.params, NOT_CONVERTER_PARAMS);
  const problems: Record<string, string[]> = {};
  if (entry.inputs === 'url' && (request.file || request.files.length > 0)) {
    problems.File = ['This converter takes a Url, not a file.'];
  }
  if (entry.inputs === 'file' && request.files.length > 0) {
    problems.Files = ['This converter takes one File.'];
  }
  if (entry.inputs === 'files' && request.file) {
    problems.File = ['This converter takes Files[0], Files[1], ….'];
  }
  if (entry.inputs === 'file' && !request.file) {
    problems.File = ['Required: a file part File, or File=<FileId or URL>.'];
  }
  if (entry.inputs === 'files' && request.files.length === 0) {
    problems.Files = ['Required: Files[0], Files[1], ….'];
  }
  if (entry.inputs === 'fileOrFiles' && !request.file && request.files.length === 0) {
    problems.Files = ['Required: File, or Files[0], Files[1], ….'];
  }
  for (const spec of entry.params) {
    const secondary = spec.file === 'single' && spec.required === true && spec.name.toLowerCase() !== 'file';
    if (secondary && !Object.keys(request.fileParams).some((k) => k.toLowerCase() === spec.name.toLowerCase())) {
      problems[spec.name] = [`Required: a file part ${spec.name}, or ${spec.name}=<FileId or URL>.`];
    }
  }
  for (const name of Object.keys(request.fileParams)) {
    if (!entry.params.some((s) => s.file && s.name.toLowerCase() === name.toLowerCase())) {
      problems[name] = [`Unknown parameter for ${entry.src} to ${entry.dst}.`];
    }
  }
  if (Object.keys(problems).length > 0) {
    throw invalidParameters(problems);
  }
}

/** 415 when an input's extension is not one the converter takes (by name: the service trusts extensions). */
export function checkTypes(entry: ConverterEntry | undefined, inputs: readonly InputFile[], secondary: Record<string, InputFile>): void {
  if (entry && entry.sourceFormats.length > 0) {
    const wrong = inputs.find((f) => !entry.sourceFormats.includes(fileExt(f.name)));
    if (wrong) {
      throw unsupportedType(
        `${wrong.name}: the ${entry.src} to ${entry.dst} converter takes ${entry.sourceFormats.map((f) => `.${f}`).join(', ')} files.`,
      );
    }
  }
  for (const [name, file] of Object.entries(secondary)) {
    const spec = entry?.params.find((s) => s.name.toLowerCase() === name.toLowerCase());
    if (spec?.allowedExtensions && !spec.allowedExtensions.includes(fileExt(file.name))) {
      throw unsupportedType(`${name}: takes ${spec.allowedExtensions.map((f) => `.${f}`).join(', ')} files.`);
    }
  }
}
