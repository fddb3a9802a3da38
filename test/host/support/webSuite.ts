// The set-up the host suites of web pages share (web*.test.ts): the extension against the emulator,
// a page served from a loopback HTTP server, the demo account's API Token stored before each test,
// and a fresh folder in the workspace for each test.
import { strict as assert } from 'node:assert';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Settings } from '../../../src/constants';
import type { ExtensionServices as Services } from '../../../src/extensionServices';
import { clearCredentials, demoTokens, extensionServices, setSetting } from './auth';
import { emulator, emulatorCall } from './emulatorConnection';
import { stubPrompts, type PromptStubs } from './prompts';

/** The input box that asks for the page's address. */
export const PAGE_URL_BOX = /Address of the web page/;

/** The emulator's record of one request: where its credential came from, and its query (credentials masked). */
export interface LoggedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly authKind?: string;
  readonly authFrom?: string;
  readonly status: number;
}

/** The emulator's request log from entry `since` on. */
export async function requestsSince(since: number): Promise<LoggedRequest[]> {
  return (await emulatorCall('GET', `/_emulator/requests?since=${since}`)) as LoggedRequest[];
}

export interface WebSuite {
  readonly prompts: PromptStubs;
  readonly services: Services;
  /** The loopback page's address. */
  readonly pageUrl: string;
  /** This test's folder. */
  readonly dir: string;
  /** Runs a command with its arguments, failing at once on an unexpected prompt. */
  run(command: string, ...args: unknown[]): Promise<unknown>;
  /** The text of the last information message shown in this test. */
  lastInformation(): string;
}

/** Registers the hooks (call it inside `describe`). */
export function useWebSuite(): WebSuite {
  const prompts = stubPrompts();
  let services: Services | undefined;
  let server: Server;
  let pageUrl = '';
  let dir = '';
  const api = (): Services => {
    assert.ok(services, 'the web pages suite has not started (before)');
    return services;
  };

  before(async () => {
    services = await extensionServices();
    await setSetting(Settings.baseUrl, emulator().baseUrl);
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        '<!doctype html><html><head><title>Quarterly report</title></head><body><h1>Quarterly report</h1><p>Sales went up.</p></body></html>',
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/report.html`;
  });

  beforeEach(async () => {
    await clearCredentials(api());
    await api().store.addApiToken({ name: 'Work', environment: 'Production', token: demoTokens().production.token });
    const root = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
    assert.ok(root, 'the launcher opened no workspace folder');
    dir = join(root, `web-${Date.now()}`);
    mkdirSync(dir, { recursive: true });
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  after(async () => {
    await clearCredentials(api());
    await setSetting(Settings.baseUrl, undefined);
    await new Promise((resolve) => server.close(resolve));
  });

  return {
    prompts,
    get services() {
      return api();
    },
    get pageUrl() {
      return pageUrl;
    },
    get dir() {
      return dir;
    },
    run: (command, ...args) => prompts.run(() => vscode.commands.executeCommand(command, ...args)),
    lastInformation: () => prompts.seen.filter((p) => p.kind === 'information').at(-1)?.text ?? '',
  };
}
