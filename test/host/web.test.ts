// Convert Web Page to PDF and Copy Web-to-PDF Link, against the emulator, with a page served
// from a loopback HTTP server in the test: the one-time warning, the validated address, the save
// dialog, the PDF in the workspace, and links that carry a JWT instead of the API Token.
import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { decodeJwt } from 'jose';
import { Commands, Settings, StateKeys } from '../../src/constants';
import type { ExtensionServices as Services } from '../../src/extensionServices';
import {
  clearCredentials,
  demoTokens,
  extensionServices,
  inputBox,
  logFileText,
  reasonFor,
  recordOptions,
  setSetting,
} from './support/auth';
import { emulator, emulatorCall } from './support/emulatorConnection';
import { MemFs } from './support/memFs';
import { stubPrompts } from './support/prompts';

const PAGE_URL_BOX = /Address of the web page/;
const LIFETIME = /How long the JWT is valid/;
const CLIENT_IP = /IP addresses or host names the JWT may be used from/;
const KID = /Kid \(key identifier\)/;
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const THEIRS = new TextEncoder().encode('written by someone else');

/**
 * An in-memory file system that records which paths are written, and where another writer
 * creates `contested` just before anything lands there: the moment between a "does it exist?"
 * check and the write.
 */
class RacingFs extends MemFs {
  readonly writes: string[] = [];

  constructor(
    scheme: string,
    private readonly contested?: string,
  ) {
    super(scheme);
  }

  private arrive(path: string): void {
    if (path === this.contested && this.read(path) === undefined) {
      super.writeFile(this.uri(path), THEIRS, { create: true, overwrite: false });
    }
  }

  override writeFile(uri: vscode.Uri, content: Uint8Array, options: { create: boolean; overwrite: boolean }): void {
    this.writes.push(uri.path);
    this.arrive(uri.path);
    super.writeFile(uri, content, options);
  }

  override rename(from: vscode.Uri, to: vscode.Uri, options: { overwrite: boolean }): void {
    this.arrive(to.path);
    super.rename(from, to, options);
  }
}

describe('web pages', function () {
  this.timeout(60_000);
  const prompts = stubPrompts();
  let services: Services;
  let server: Server;
  let pageUrl: string;
  let dir: string;

  const run = (command: string, ...args: unknown[]) => prompts.run(() => vscode.commands.executeCommand(command, ...args));
  const lastInformation = () => prompts.seen.filter((p) => p.kind === 'information').at(-1)?.text ?? '';

  /**
   * GETs a copied link as a browser or curl would (no headers, the credential in the query) and
   * returns the PDF it answers with: the raw bytes, or the file in the service's JSON answer.
   */
  async function fetchLink(link: string): Promise<{ status: number; pdf: Buffer; text: string }> {
    const response = await fetch(link, { signal: AbortSignal.timeout(15_000) });
    const bytes = Buffer.from(await response.arrayBuffer());
    if (!(response.headers.get('content-type') ?? '').includes('json') || response.status !== 200) {
      return { status: response.status, pdf: bytes, text: bytes.toString('utf8').slice(0, 300) };
    }
    const body = JSON.parse(bytes.toString('utf8')) as { Files?: { FileData?: string; Url?: string }[] };
    const file = body.Files?.[0];
    const pdf = file?.FileData
      ? Buffer.from(file.FileData, 'base64')
      : Buffer.from(await (await fetch(file?.Url ?? 'about:blank', { signal: AbortSignal.timeout(15_000) })).arrayBuffer());
    return { status: response.status, pdf, text: bytes.toString('utf8').slice(0, 300) };
  }

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
    await clearCredentials(services);
    await services.store.addApiToken({ name: 'Work', environment: 'Production', token: demoTokens().production.token });
    const root = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
    assert.ok(root, 'the launcher opened no workspace folder');
    dir = join(root, `web-${Date.now()}`);
    mkdirSync(dir, { recursive: true });
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  after(async () => {
    await clearCredentials(services);
    await setSetting(Settings.baseUrl, undefined);
    await new Promise((resolve) => server.close(resolve));
  });

  describe('Convert Web Page to PDF…', () => {
    it('warns once that the token travels in the address, asks for the page and where to save it, and writes the PDF', async () => {
      const target = vscode.Uri.file(join(dir, 'report.pdf'));
      const options = recordOptions();
      prompts
        .expect('warning', 'Convert', /API Token travels in its address/)
        .expect('inputBox', pageUrl, PAGE_URL_BOX)
        .expect('saveDialog', target)
        .expect('information', undefined, /Saved the PDF of 127\.0\.0\.1/);
      const written = await run(Commands.convertWebPage);

      assert.equal((written as vscode.Uri | undefined)?.fsPath, target.fsPath);
      assert.equal(readFileSync(target.fsPath).subarray(0, 5).toString('latin1'), '%PDF-');
      assert.equal(prompts.seen.find((p) => p.kind === 'warning')?.modal, true);
      assert.equal(services.context.globalState.get(StateKeys.webToPdfWarned), true);
      const urlBox = inputBox(options.inputBoxes, PAGE_URL_BOX);
      assert.match((await reasonFor(urlBox, 'example.com')) ?? '', /full address/);
      assert.match((await reasonFor(urlBox, 'ftp://example.com/')) ?? '', /Only http/);
      assert.equal(await reasonFor(urlBox, 'https://example.com/page'), undefined);
      const root = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? '';
      assert.equal(
        options.saveDialogs[0]?.defaultUri?.fsPath,
        join(root, '127.0.0.1.pdf'),
        'the dialog offers <host>.pdf in the workspace folder',
      );

      // The second time: no warning.
      const second = vscode.Uri.file(join(dir, 'again.pdf'));
      prompts.expect('inputBox', pageUrl, PAGE_URL_BOX).expect('saveDialog', second).expect('information', undefined, /Saved/);
      await run(Commands.convertWebPage);
      assert.ok(existsSync(second.fsPath));
      assert.equal(prompts.seen.filter((p) => p.kind === 'warning').length, 1);
    });

    it('does nothing, and warns again next time, when the warning is dismissed', async () => {
      prompts.expect('warning', undefined, /travels in its address/);
      await run(Commands.convertWebPage);
      assert.equal(services.context.globalState.get(StateKeys.webToPdfWarned), undefined);
    });

    it('takes an argument object instead of prompts', async () => {
      const target = join(dir, 'from-args.pdf');
      prompts.expect('information', undefined, /Saved the PDF/);
      await run(Commands.convertWebPage, { url: pageUrl, target });
      assert.deepEqual(
        prompts.seen.filter((p) => p.kind !== 'information'),
        [],
        'no prompt was shown',
      );
      assert.equal(readFileSync(target).subarray(0, 5).toString('latin1'), '%PDF-');
    });

    it('says how long to wait when the service stays busy', async () => {
      // The variant with Retry-After: 1, so the retries are quick and the wait it names is known.
      await emulatorCall('POST', '/_emulator/faults', { Status503RetryAfter: 10 });
      try {
        prompts.expect('error', undefined, /The service is busy \(503\); try again in 1 s\./);
        await run(Commands.convertWebPage, { url: pageUrl, target: join(dir, 'busy.pdf') });
        assert.ok(!existsSync(join(dir, 'busy.pdf')));
      } finally {
        await emulatorCall('POST', '/_emulator/faults', { Status503RetryAfter: 0 });
      }
    });

    it('logs a failure behind the Open button of a run with an argument object', async () => {
      const marker = `open-failed-${Date.now()}`;
      const commands = vscode.commands as unknown as { executeCommand: (id: string, ...args: unknown[]) => Thenable<unknown> };
      const execute = commands.executeCommand;
      commands.executeCommand = (id, ...args) =>
        id === 'vscode.open' || id === 'vscode.openWith' ? Promise.reject(new Error(marker)) : execute(id, ...args);
      try {
        prompts.expect('information', 'Open in Editor', /Saved the PDF/);
        await run(Commands.convertWebPage, { url: pageUrl, target: join(dir, 'open-fails.pdf') });
        assert.match(await logFileText(services, marker), new RegExp(marker));
      } finally {
        commands.executeCommand = execute;
      }
    });

    describe('on a file system that is not the local disk', () => {
      const registrations: vscode.Disposable[] = [];
      const racingFs = async (contested?: string): Promise<RacingFs> => {
        const fs = new RacingFs(`web-mem-${Date.now()}`, contested);
        registrations.push(fs.register());
        await vscode.workspace.fs.createDirectory(fs.uri('/web'));
        return fs;
      };

      afterEach(() => {
        for (const registration of registrations.splice(0)) {
          registration.dispose();
        }
      });

      it('writes the PDF under a temporary name and renames it into place, leaving nothing else behind', async () => {
        const fs = await racingFs();
        prompts.expect('information', undefined, /Saved the PDF/);
        const written = await run(Commands.convertWebPage, { url: pageUrl, target: fs.uri('/web/report.pdf') });
        assert.equal((written as vscode.Uri | undefined)?.toString(), fs.uri('/web/report.pdf').toString());
        assert.equal(
          Buffer.from(fs.read('/web/report.pdf') ?? [])
            .subarray(0, 5)
            .toString('latin1'),
          '%PDF-',
        );
        assert.deepEqual(fs.list('/web'), ['report.pdf']);
        assert.ok(!fs.writes.includes('/web/report.pdf'), `the target was written in place (writes: ${fs.writes.join(', ')})`);
      });

      it('never replaces a file that appears there while the PDF is being saved', async () => {
        const fs = await racingFs('/web/report.pdf');
        prompts.expect('error', undefined, /already exists/);
        await run(Commands.convertWebPage, { url: pageUrl, target: fs.uri('/web/report.pdf') });
        assert.equal(new TextDecoder().decode(fs.read('/web/report.pdf')), 'written by someone else');
        assert.deepEqual(fs.list('/web'), ['report.pdf'], 'no temporary file is left behind');
      });
    });
  });

  describe('Copy Web-to-PDF Link…', () => {
    it('puts a short-lived self-signed JWT in the link, not the API Token, and the link converts with a plain GET', async () => {
      const { production } = demoTokens();
      await services.store.setJwtSigningKey({ kid: production.kid, secret: production.secret });
      const options = recordOptions();
      prompts.expect('inputBox', pageUrl, PAGE_URL_BOX).expect('inputBox', '3600', LIFETIME).expect('inputBox', '', CLIENT_IP);
      await run(Commands.copyWebToPdfLink);

      assert.equal(inputBox(options.inputBoxes, LIFETIME).value, '3600');
      const link = await vscode.env.clipboard.readText();
      const url = new URL(link);
      assert.equal(`${url.origin}${url.pathname}`, `${emulator().baseUrl.replace(/\/$/, '')}/convert/web/to/pdf`);
      assert.equal(url.searchParams.get('Url'), pageUrl);
      const token = url.searchParams.get('Token') ?? '';
      assert.match(token, JWT_SHAPE);
      assert.ok(!link.includes(production.token), 'the link carries the API Token');
      const claims = decodeJwt(token);
      assert.equal(claims.kid, production.kid);
      assert.equal((claims.exp ?? 0) - (claims.iat ?? 0), 3600);
      assert.match(lastInformation(), /link copied, with a self-signed JWT in it: expires .* UTC \(in 1 hour\)/);
      assert.ok(!lastInformation().includes(token));

      const answer = await fetchLink(link);
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    });

    it('without a signing key, offers a JWT from the service (asking for the Kid) or the API Token', async () => {
      const { production } = demoTokens();
      prompts
        .expect('inputBox', pageUrl, PAGE_URL_BOX)
        .expect('quickPick', 'Short-lived JWT from the service', /What should the link carry/)
        .expect('inputBox', production.kid, KID)
        .expect('inputBox', '600', LIFETIME)
        .expect('inputBox', '127.0.0.1', CLIENT_IP);
      await run(Commands.copyWebToPdfLink);
      assert.match(lastInformation(), /link copied, with a JWT from the service in it/);
      const jwtLink = await vscode.env.clipboard.readText();
      const token = new URL(jwtLink).searchParams.get('Token') ?? '';
      assert.match(token, JWT_SHAPE);
      assert.equal(decodeJwt(token).clientIp, '127.0.0.1');
      assert.equal((await fetchLink(jwtLink)).status, 200);

      prompts.expect('inputBox', pageUrl, PAGE_URL_BOX).expect('quickPick', 'API Token "Work"', /What should the link carry/);
      await run(Commands.copyWebToPdfLink);
      assert.match(lastInformation(), /with the API Token "Work" in it/);
      const tokenLink = await vscode.env.clipboard.readText();
      assert.equal(new URL(tokenLink).searchParams.get('Token'), production.token);
      assert.ok(!lastInformation().includes(production.token));
      assert.equal((await fetchLink(tokenLink)).status, 200);
    });

    it('with a Kid saved without its secret, carries a JWT from the service; a self-signed one says the secret is missing', async () => {
      const { production } = demoTokens();
      await services.store.setJwtSigningKey({ kid: production.kid });
      await run(Commands.copyWebToPdfLink, { url: pageUrl, lifetimeSeconds: 120 });
      assert.deepEqual(
        prompts.seen.filter((p) => p.kind !== 'information'),
        [],
        'no prompt was shown',
      );
      assert.match(lastInformation(), /link copied, with a JWT from the service in it/);
      const link = await vscode.env.clipboard.readText();
      const claims = decodeJwt(new URL(link).searchParams.get('Token') ?? '');
      assert.equal(claims.kid, production.kid);
      assert.equal((await fetchLink(link)).status, 200);

      prompts.expect('error', undefined, /has none/);
      await run(Commands.copyWebToPdfLink, { url: pageUrl, use: 'selfSignedJwt' });
      assert.ok(
        prompts.seen.find((p) => p.kind === 'error')?.items.includes('Set JWT Signing Key'),
        'the error offers Set JWT Signing Key',
      );
    });

    it('takes an argument object; a JWT link from a signing key works without prompts', async () => {
      const { production } = demoTokens();
      await services.store.setJwtSigningKey({ kid: production.kid, secret: production.secret });
      await run(Commands.copyWebToPdfLink, { url: pageUrl, lifetimeSeconds: 120 });
      assert.deepEqual(
        prompts.seen.filter((p) => p.kind !== 'information'),
        [],
      );
      const link = await vscode.env.clipboard.readText();
      const claims = decodeJwt(new URL(link).searchParams.get('Token') ?? '');
      assert.equal((claims.exp ?? 0) - (claims.iat ?? 0), 120);
      assert.equal((await fetchLink(link)).status, 200);
    });
  });
});
