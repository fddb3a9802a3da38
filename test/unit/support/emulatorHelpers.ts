/** Shared helpers for the emulator's unit tests: requests, accounts, JWTs, a stand-in converter. */
import { strict as assert } from 'node:assert';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import * as realConverters from '../../emulator/converters/index';
import { OfficeBinaryError } from '../../emulator/converters/cfb';
import { ConversionFailedError, type Converter, type InputFile, type OutputFile } from '../../emulator/converters/types';
import type { ConverterRegistry } from '../../emulator/deps';
import type { Emulator } from '../../emulator/server';
import { poll } from '../../support/poll';
import { ZipFile } from 'yazl';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body, or undefined when it is not JSON. */
  json: unknown;
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  body?: RequestInit['body'];
  json?: unknown;
}

/** One request against the emulator, body read and parsed. */
export async function call(emu: Emulator, method: string, path: string, opts: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token !== undefined) {
    headers.Authorization = `Bearer ${opts.token}`;
  }
  let body = opts.body;
  if (opts.json !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = JSON.stringify(opts.json);
  }
  const res = await fetch(`${emu.baseUrl}${path}`, { method, headers, body: body ?? null });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** The `{Code}` of an error answer. */
export function codeOf(answer: Answer): number | undefined {
  return (answer.json as { Code?: number } | undefined)?.Code;
}

/** A multipart body with a part File holding `content` under `fileName`, plus plain fields. */
export function fileForm(fileName: string, content: string | Buffer, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    form.append(k, v);
  }
  form.append('File', new Blob([content]), fileName);
  return form;
}

/**
 * Uploads for converters called directly: `data` written to a fresh file in a temporary folder
 * (made before the first test where this is called, removed after the last) and described as the
 * HTTP layer would, under the client's `name`.
 */
export function useUploads(prefix: string): (name: string, data: Buffer | string) => Promise<InputFile> {
  let dir: string;
  let count = 0;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), prefix));
  });
  after(() => rm(dir, { recursive: true, force: true }));
  return async (name, data) => {
    const path = join(dir, `upload-${++count}`);
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    await writeFile(path, bytes);
    return { name, path, size: bytes.length };
  };
}

/** The emulator's converter from `src` to `dst` called directly, as its HTTP layer calls it (no files beside `input`). */
export async function convert(
  src: string,
  dst: string,
  input: InputFile | undefined,
  params: Record<string, string> = {},
  signal = new AbortController().signal,
): Promise<OutputFile[]> {
  const converter = realConverters.findConverter(src, dst);
  assert.ok(converter, `no converter ${src}→${dst}`);
  return converter(input, { params, signal, files: [], fileParams: {} });
}

/** convert(), for a conversion that makes exactly one file: that file. */
export async function convertOne(
  src: string,
  dst: string,
  input: InputFile | undefined,
  params: Record<string, string> = {},
): Promise<OutputFile> {
  const outputs = await convert(src, dst, input, params);
  assert.equal(outputs.length, 1);
  const [output] = outputs;
  assert.ok(output);
  return output;
}

/** Checks that a conversion fails the way the HTTP layer expects: ConversionFailedError, code and message. */
export async function assertFails(promise: Promise<unknown>, code: number, message: RegExp): Promise<void> {
  await assert.rejects(promise, (err: unknown) => {
    assert.ok(err instanceof ConversionFailedError, `expected ConversionFailedError, got ${String(err)}`);
    assert.equal(err.code, code);
    assert.match(err.message, message);
    return true;
  });
}

/**
 * The emulator's converters called directly, for the enclosing block: `data` uploaded as `name`
 * (useUploads) and converted from `source` to `target` without parameters.
 */
export function useDirectConversions(
  prefix: string,
): (source: string, target: string, name: string, data: Buffer | string) => Promise<OutputFile[]> {
  const upload = useUploads(prefix);
  return async (source, target, name, data) => convert(source, target, await upload(name, data));
}

/** Asserts that `read` throws an `errorClass` (an Office 97–2003 reader's error) for `reason`. */
export function assertUnreadable(read: () => unknown, errorClass: typeof OfficeBinaryError, reason: OfficeBinaryError['reason']): void {
  assert.throws(read, (err: unknown) => err instanceof errorClass && err.reason === reason);
}

/** An async job's answer once it is no longer running (202), polled for up to 10 s. */
export function jobSettled(emu: Emulator, jobId: string): Promise<Answer> {
  return poll(() => call(emu, 'GET', `/async/job/${jobId}`), {
    what: `async job ${jobId}`,
    timeoutMs: 10_000,
    intervalMs: 20,
    done: (a) => a.status !== 202,
  });
}

/** Converts a small text file to PDF with the given bearer token. */
export function convertTxt(emu: Emulator, token: string, extraPath = ''): Promise<Answer> {
  return call(emu, 'POST', `/convert/txt/to/pdf${extraPath}`, { token, body: fileForm('note.txt', 'hello') });
}

export interface TestAccount {
  accountId: string;
  masterToken: string;
  token: { Token: string; Kid: string; Secret: string; Name: string; Environment: string; ConsumptionLimit: number | null };
}

/** A fresh account with `total` conversions and one API Token. */
export async function newAccount(
  emu: Emulator,
  total: number,
  tokenLimit: number | null = null,
  environment = 'Production',
): Promise<TestAccount> {
  const account = (
    await call(emu, 'POST', '/_emulator/accounts', { json: { FullName: 'T', Email: 't@example.com', ConversionsTotal: total } })
  ).json as { AccountId: string; MasterToken: string };
  const token = (
    await call(emu, 'POST', `/_emulator/accounts/${account.AccountId}/tokens`, {
      json: { Name: 'test token', Environment: environment, ConsumptionLimit: tokenLimit },
    })
  ).json as TestAccount['token'];
  return { accountId: account.AccountId, masterToken: account.MasterToken, token };
}

/** A self-signed HS256 JWT, built with jose. */
export async function selfSignedJwt(
  secret: string,
  claims: Record<string, unknown>,
  header: Record<string, unknown> = {},
): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...header }).sign(new TextEncoder().encode(secret));
}

/** Seconds since the epoch of a millisecond clock value. */
export function unixSec(ms: number): number {
  return Math.floor(ms / 1000);
}

/**
 * The real converters plus stand-ins: fail→pdf throws ConversionFailedError 5002; txt→slow answers
 * when releaseSlow() is called; txt→two answers two files at cost 2; any→echo answers echo.json
 * holding the input's name and size and the parameters the converter got.
 */
export function testRegistry(): ConverterRegistry & { releaseSlow: () => void } {
  let releases: Array<() => void> = [];
  const failing: Converter = () => Promise.reject(new ConversionFailedError('The file is corrupt.', 5002));
  const slow: Converter = (input) =>
    new Promise((resolve) => {
      releases.push(() => resolve([{ name: `${input?.name ?? 'x'}.out`, data: Buffer.from('slow') }]));
    });
  const echo: Converter = (input, ctx) =>
    Promise.resolve([
      { name: 'echo.json', data: Buffer.from(JSON.stringify({ name: input?.name, size: input?.size, params: ctx.params })) },
    ]);
  const twoFiles: Converter = () =>
    Promise.resolve([
      { name: 'a-1.txt', data: Buffer.from('one') },
      { name: 'a-2.txt', data: Buffer.from('two') },
    ]);
  const own: Record<string, { convert: Converter; cost: number }> = {
    'fail/pdf': { convert: failing, cost: 1 },
    'txt/slow': { convert: slow, cost: 1 },
    'txt/two': { convert: twoFiles, cost: 2 },
    'any/echo': { convert: echo, cost: 1 },
  };
  return {
    findConverter: (src, dst) => (own[`${src}/${dst}`] ?? own[`any/${dst}`])?.convert ?? realConverters.findConverter(src, dst),
    // Real converters keep their catalogue entries (and validation); the stand-ins have none.
    describeConverter: (src, dst) => ((own[`${src}/${dst}`] ?? own[`any/${dst}`]) ? undefined : realConverters.describeConverter(src, dst)),
    CONVERTERS: realConverters.CONVERTERS,
    listConverters: () => [
      ...Object.entries(own).map(([k, v]) => ({ src: k.split('/')[0]!, dst: k.split('/')[1]!, cost: v.cost })),
      ...realConverters.listConverters(),
    ],
    releaseSlow: () => {
      const pending = releases;
      releases = [];
      pending.forEach((r) => r());
    },
  };
}

/** A ZIP of `parts` (path → text), as Office and OpenDocument write their packages. */
export function zip(parts: Record<string, string>): Promise<Buffer> {
  const file = new ZipFile();
  for (const [path, text] of Object.entries(parts)) {
    file.addBuffer(Buffer.from(text, 'utf8'), path);
  }
  file.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    file.outputStream.on('data', (c: Buffer) => chunks.push(c));
    file.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    file.outputStream.on('error', reject);
  });
}

/** The non-blank lines of a PDF's text as pdf.js reads it (through the emulator's pdf→txt), runs of white space as one space. */
export async function pdfLines(pdf: Buffer): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'cf-pdf-lines-'));
  try {
    const path = join(dir, 'in.pdf');
    await writeFile(path, pdf);
    const [text] = await convert('pdf', 'txt', { name: 'in.pdf', path, size: pdf.length });
    return text!.data
      .toString('utf8')
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter((line) => line !== '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
