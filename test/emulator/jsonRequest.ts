/**
 * The JSON form of a conversion request (real: the service's content-types page, ConvertAPI/docs
 * content-types.md; CONTRACT.md revision 3): `{"Parameters": [{"Name", "Value"}, {"Name",
 * "FileValue": {"Name", "Data"} | {"Url"} | {"Id"}}, {"Name": "Files", "FileValues": [...]}]}`.
 * Member names compare without case, as part names do. A body that is not JSON, or not of this
 * shape, is 400/4002; base64 file data goes straight to a temporary file.
 */
import { writeFile } from 'node:fs/promises';
import { ApiError, ErrorCode, badJson, validationError } from './errors';
import type { FileStore } from './files';
import { readSmallBody, type RequestContext } from './http';
import { removeUploads, type Field, type FileInput, type Part, type UploadedFile } from './conversionRequest';

/** The member `name` of a JSON object, compared without case. */
function member(value: unknown, name: string): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return undefined;
  }
  const key = Object.keys(value).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : (value as Record<string, unknown>)[key];
}

/** Reads the JSON body into the same fields and parts a form body gives. */
export async function readJsonRequest(ctx: RequestContext, store: FileStore, limit: number): Promise<{ fields: Field[]; parts: Part[] }> {
  // Base64 is 4/3 of the file, plus the rest of the body.
  const text = (await readSmallBody(ctx.req, Math.ceil((limit * 4) / 3) + 1024 * 1024)).toString('utf8');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (err) {
    throw badJson(`The request body is not valid JSON: ${(err as Error).message}`);
  }
  const parameters = member(body, 'Parameters');
  if (!Array.isArray(parameters)) {
    throw badJson('The JSON body needs "Parameters": [{"Name": …, "Value": …}, …].');
  }
  const fields: Field[] = [];
  const parts: Part[] = [];
  try {
    for (const entry of parameters) {
      const name = member(entry, 'Name');
      if (typeof name !== 'string' || name.trim() === '') {
        throw badJson('Every entry of "Parameters" needs a "Name".');
      }
      const value = member(entry, 'Value');
      const fileValue = member(entry, 'FileValue');
      const fileValues = member(entry, 'FileValues');
      if (fileValue !== undefined) {
        parts.push([name, await fileInput(name, fileValue, store, limit)]);
      } else if (Array.isArray(fileValues)) {
        for (const [i, one] of fileValues.entries()) {
          parts.push([`${name}[${i}]`, await fileInput(name, one, store, limit)]);
        }
      } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        fields.push([name, String(value)]);
      } else if (Array.isArray(value) && value.every((v) => ['string', 'number', 'boolean'].includes(typeof v))) {
        value.forEach((v: unknown, i) => fields.push([`${name}[${i}]`, String(v)]));
      } else {
        throw badJson(`"${name}" needs a Value, a FileValue or FileValues.`);
      }
    }
  } catch (err) {
    await removeUploads(parts);
    throw err;
  }
  return { fields, parts };
}

/** One file of the JSON form: `{Name, Data}` (base64) written to disk, or `{Url}` / `{Id}` as a reference. */
async function fileInput(name: string, value: unknown, store: FileStore, limit: number): Promise<FileInput> {
  const url = member(value, 'Url');
  const id = member(value, 'Id');
  const fileName = member(value, 'Name');
  const data = member(value, 'Data');
  if (typeof url === 'string' && url.trim() !== '') {
    return { ref: url.trim() };
  }
  if (typeof id === 'string' && id.trim() !== '') {
    return { ref: id.trim() };
  }
  if (typeof fileName !== 'string' || fileName.trim() === '' || typeof data !== 'string') {
    throw badJson(`"${name}": a file value is {"Name", "Data"} (base64), {"Url"} or {"Id"}.`);
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data.replace(/\s+/g, ''))) {
    throw validationError(name, 'Data is not base64.');
  }
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > limit) {
    throw new ApiError(413, ErrorCode.fileTooLarge, `${fileName} is larger than ${limit} bytes.`);
  }
  const upload: UploadedFile = { name: fileName, path: store.tempPath(), size: bytes.length };
  await writeFile(upload.path, bytes);
  return { upload };
}
