// Helpers for the credential, JWT and web host tests: the extension's services, a clean credential
// slate, conversions straight at the emulator with a given bearer, the emulator's conversion
// log, the options input boxes were shown with, and the places a secret must never appear.
import { strict as assert } from 'node:assert';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as vscode from 'vscode';
import { until } from '../../support/poll';
import { EXTENSION_ID } from '../../../src/constants';
import type { ExtensionApi } from '../../../src/extension';
import type { ExtensionServices as Services } from '../../../src/extensionServices';
import { emulator, emulatorCall } from './emulatorConnection';
export { conversionLog, type LogRow } from './accounts';
export { setSetting } from './settings';

/** The running extension's services and the rest of its API (what activate() returned). */
export async function extensionServices(): Promise<ExtensionApi> {
  const extension = vscode.extensions.getExtension<ExtensionApi>(EXTENSION_ID);
  assert.ok(extension, `${EXTENSION_ID} is not loaded`);
  return extension.activate();
}

/** Removes every API Token, the Master Token, the signing key and the "warned once" flag. */
export async function clearCredentials(services: Services): Promise<void> {
  for (const token of await services.store.listApiTokens()) {
    await services.store.removeApiToken(token.id);
  }
  await services.store.removeMasterToken();
  await services.store.removeJwtSigningKey();
}

/** The emulator's demo tokens: [0] Production without a limit, [1] Development. */
export function demoTokens(): {
  production: ReturnType<typeof emulator>['apiTokens'][number];
  development: ReturnType<typeof emulator>['apiTokens'][number];
} {
  const tokens = emulator().apiTokens;
  const production = tokens.find((t) => t.environment === 'Production');
  const development = tokens.find((t) => t.environment === 'Development');
  assert.ok(production && development, 'the emulator has no Production and Development demo tokens');
  return { production, development };
}

/** POST /convert/txt/to/pdf at the emulator with `bearer`, as any client would. */
export async function convertAtEmulator(bearer: string): Promise<Response> {
  const form = new FormData();
  form.append('File', new Blob(['Hello from a host test.\n'], { type: 'text/plain' }), 'hello.txt');
  return fetch(new URL('/convert/txt/to/pdf', emulator().baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}` },
    body: form,
    signal: AbortSignal.timeout(15_000),
  });
}

/**
 * How many conversions the emulator counted against one API Token (its dashboard's usage). The
 * real statistic rows do not say which token converted (CONTRACT.md revision 2), so tests that
 * must know ask the emulator's own management surface.
 */
export async function tokenUsage(kid: string): Promise<number> {
  const record = (await emulatorCall('PATCH', `/_emulator/accounts/${emulator().accountId}/tokens/${kid}`, {})) as { Usage?: unknown };
  assert.equal(typeof record.Usage, 'number', 'the token record has its usage');
  return record.Usage as number;
}

/**
 * Records the options of every input box and save dialog shown until the prompt stubs are
 * restored (the stubs answer them; this only looks), so a test can check password/ignoreFocusOut
 * and call validateInput with values a person might type.
 */
export function recordOptions(): { inputBoxes: vscode.InputBoxOptions[]; saveDialogs: vscode.SaveDialogOptions[] } {
  const win = vscode.window as unknown as Record<string, (options: unknown) => unknown>;
  const seen = { inputBoxes: [] as vscode.InputBoxOptions[], saveDialogs: [] as vscode.SaveDialogOptions[] };
  const inputBox = win.showInputBox;
  const saveDialog = win.showSaveDialog;
  win.showInputBox = (options) => {
    seen.inputBoxes.push(options as vscode.InputBoxOptions);
    return inputBox(options);
  };
  // A box of a multi-step flow (window.createInputBox) is recorded as the box itself, whose
  // prompt, password, ignoreFocusOut and validateInput read like the options of showInputBox.
  const createInputBox = win.createInputBox as unknown as () => vscode.InputBox;
  (win as unknown as { createInputBox: () => vscode.InputBox }).createInputBox = () => {
    const box = createInputBox();
    seen.inputBoxes.push(box as unknown as vscode.InputBoxOptions);
    return box;
  };
  win.showSaveDialog = (options) => {
    seen.saveDialogs.push(options as vscode.SaveDialogOptions);
    return saveDialog(options);
  };
  return seen;
}

/** The input box whose prompt matches, or a clear failure. */
export function inputBox(boxes: readonly vscode.InputBoxOptions[], prompt: RegExp): vscode.InputBoxOptions {
  const found = boxes.find((box) => prompt.test(box.prompt ?? ''));
  assert.ok(found, `no input box with a prompt matching ${String(prompt)} among: ${boxes.map((b) => JSON.stringify(b.prompt)).join(', ')}`);
  return found;
}

/** What an input box's validateInput says about `value`, as text (undefined when accepted). */
export async function reasonFor(box: vscode.InputBoxOptions, value: string): Promise<string | undefined> {
  assert.ok(box.validateInput, `the input box "${box.prompt ?? ''}" does not validate as typed`);
  const verdict = await box.validateInput(value);
  if (verdict === undefined || verdict === null) {
    return undefined;
  }
  return typeof verdict === 'string' ? verdict || undefined : verdict.message;
}

/**
 * Every regular file under `dir` (skipping node_modules and files over 5 MB), with its text. By
 * default each byte is one character, so binary stores can be searched too; `leaks` matches
 * non-ASCII secrets in that view by their UTF-8 bytes.
 */
export function filesUnder(dir: string, encoding: 'latin1' | 'utf8' = 'latin1'): { path: string; text: string }[] {
  if (!existsSync(dir)) {
    return [];
  }
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' ? [] : filesUnder(path, encoding);
    }
    if (!entry.isFile() || statSync(path).size > 5 * 1024 * 1024) {
      return [];
    }
    return [{ path, text: readFileSync(path).toString(encoding) }];
  });
}

/**
 * The extension's log as written to disk (the LogOutputChannel's file under context.logUri),
 * once `marker` (a line the test just logged) has reached it.
 */
export async function logFileText(services: Services, marker: string): Promise<string> {
  const dir = services.context.logUri.fsPath;
  return until(
    `the log under ${dir} to contain "${marker}"`,
    () => {
      // The channel's file sits in the extension's log folder, or (in some hosts) beside it.
      // Logs are UTF-8: decoded as bytes, a non-ASCII secret in them would go unseen.
      const texts = [
        ...filesUnder(dir, 'utf8'),
        ...filesUnder(dirname(dir), 'utf8').filter((f) => f.path.endsWith('Convert Files.log')),
      ].map((f) => f.text);
      const all = texts.join('\n');
      return all.includes(marker) ? all : undefined;
    },
    20_000,
  );
}

/** Where each secret shows up among `places`, as "where: secret-label" lines (empty when nowhere). */
export function leaks(places: readonly { where: string; text: string }[], secrets: Readonly<Record<string, string>>): string[] {
  const found: string[] = [];
  for (const place of places) {
    for (const [label, value] of Object.entries(secrets)) {
      const forms = [value, encodeURIComponent(value), Buffer.from(value, 'utf8').toString('latin1')];
      if (value && forms.some((form) => place.text.includes(form))) {
        found.push(`${place.where}: ${label}`);
      }
    }
  }
  return found;
}
