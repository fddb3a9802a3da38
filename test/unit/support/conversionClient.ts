/**
 * A conversion client on the in-process emulator, for the service's conversion tests
 * (test/unit/service/convert: conversion, storedResults, webToPdf), and the small things they share.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { ApiTokenCredential } from '../../../src/service/auth/tokens';
import { ConversionClient } from '../../../src/service/convert';
import type { ResolveOutput } from '../../../src/service/convert/conversionRequest';
import { HttpTransport } from '../../../src/service/http';
import { instantRetries, logInto } from './settings';
import { type ManualClock, tempDir, type Emulator, useTestEmulator } from './inProcessEmulator';

/** What each test of the block is handed: its own transport, client and temporary folder on one emulator. */
export interface ConversionBench {
  emu: Emulator;
  clock: ManualClock;
  transport: HttpTransport;
  /** A client with the emulator's first demo API Token. */
  client: ConversionClient;
  dir: Awaited<ReturnType<typeof tempDir>>;
  /** A folder in `dir` for results (made by the conversion that writes into it). */
  out: string;
  /** The transport's log lines of this test. */
  logLines: string[];
}

/**
 * An emulator with a manual clock for the enclosing describe block (useTestEmulator), and before each
 * test a fresh transport, client and temporary folder, handed to `use`; closed and removed after it.
 */
export function useConversionClient(use: (bench: ConversionBench) => void): void {
  let emu: Emulator;
  let clock: ManualClock;
  let transport: HttpTransport | undefined;
  let dir: ConversionBench['dir'] | undefined;
  const logLines: string[] = [];
  useTestEmulator((started) => ({ emu, clock } = started));
  beforeEach(async () => {
    logLines.length = 0;
    transport = new HttpTransport({ baseUrl: emu.baseUrl, ...instantRetries().settings, logger: logInto(logLines) });
    const client = new ConversionClient(transport, new ApiTokenCredential(emu.demo.apiTokens[0]!.token));
    dir = await tempDir();
    use({ emu, clock, transport, client, dir, out: join(dir.path, 'out'), logLines });
  });
  afterEach(async () => {
    await transport?.close();
    await dir?.remove();
  });
}

/** Places each result in `folder` under the name the service gave it, overwriting only if told. */
export const into =
  (folder: string, overwrite = false): ResolveOutput =>
  async (r) => ({ path: join(folder, r.name), overwrite });

/** A PDF of `pages` pages, each saying its number. */
export async function pdfWithPages(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) {
    doc.addPage([200, 200]).drawText(`Page ${i + 1}`, { x: 20, y: 100, size: 18 });
  }
  return Buffer.from(await doc.save());
}

/** The names in a folder, sorted; none when it does not exist. */
export async function readdirSafe(path: string): Promise<string[]> {
  try {
    return (await readdir(path)).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      return [];
    }
    throw err;
  }
}
