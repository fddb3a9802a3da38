// Convert Web Page to PDF and Copy Web-to-PDF Link, against the emulator, with a page served
// from a loopback HTTP server in the test: the validated address, the save dialog, the PDF in the
// workspace, each kind of credential in the Authorization header (never in the address), and
// links that carry an API Token (never a JWT: the service takes JWTs as Bearer only).
import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import * as vscode from 'vscode';
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
import { until } from '../support/poll';

const PAGE_URL_BOX = /Address of the web page/;

/** The emulator's record of one request: where its credential came from, and its query (credentials masked). */
interface LoggedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly authKind?: string;
  readonly authFrom?: string;
  readonly status: number;
}

/** The emulator's request log from entry `since` on. */
async function requestsSince(since: number): Promise<LoggedRequest[]> {
  return (await emulatorCall('GET', `/_emulator/requests?since=${since}`)) as LoggedRequest[];
}
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
    it('asks for the page and where to save it, and writes the PDF, the API Token in the header', async () => {
      const target = vscode.Uri.file(join(dir, 'report.pdf'));
      const options = recordOptions();
      const since = (await requestsSince(0)).length;
      prompts
        .expect('inputBox', pageUrl, PAGE_URL_BOX)
        .expect('saveDialog', target)
        .expect('information', undefined, /Saved the PDF of 127\.0\.0\.1/);
      const written = await run(Commands.convertWebPage);

      assert.equal((written as vscode.Uri | undefined)?.fsPath, target.fsPath);
      assert.equal(readFileSync(target.fsPath).subarray(0, 5).toString('latin1'), '%PDF-');
      assert.equal(prompts.seen.filter((p) => p.kind === 'warning').length, 0, 'nothing travels in an address: no warning');
      const sent = (await requestsSince(since)).filter((r) => r.path === '/convert/web/to/pdf');
      assert.deepEqual(
        sent.map((r) => [r.method, r.authKind, r.authFrom, r.status]),
        [['POST', 'apiToken', 'header', 200]],
      );
      assert.ok(!Object.keys(sent[0]!.query).some((k) => /^(token|secret|auth)$/i.test(k)), 'a credential travelled in the address');
      const urlBox = inputBox(options.inputBoxes, PAGE_URL_BOX);
      // A bare host name is completed to https:// (issue 27); what is no address at all is refused.
      assert.equal(await reasonFor(urlBox, 'example.com'), undefined);
      assert.match((await reasonFor(urlBox, 'not a page')) ?? '', /full address/);
      assert.match((await reasonFor(urlBox, 'ftp://example.com/')) ?? '', /Only http/);
      assert.equal(await reasonFor(urlBox, 'https://example.com/page'), undefined);
      const root = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? '';
      assert.equal(
        options.saveDialogs[0]?.defaultUri?.fsPath,
        join(root, '127.0.0.1.pdf'),
        'the dialog offers <host>.pdf in the workspace folder',
      );
    });

    it("offers the last address, else the suggested page of convertFiles.webPage.suggestedAddress (the sandbox's sample page)", async () => {
      const offered = async (): Promise<string | undefined> => {
        const options = recordOptions();
        let value: string | undefined;
        prompts.expect(
          'inputBox',
          () => {
            value = (options.inputBoxes.at(-1) as { value?: string } | undefined)?.value;
            return undefined;
          },
          PAGE_URL_BOX,
        );
        const since = (await requestsSince(0)).length;
        await run(Commands.convertWebPage);
        assert.deepEqual(
          (await requestsSince(since)).filter((r) => r.path.startsWith('/convert/')).map((r) => r.path),
          [],
          'a dismissed box converts nothing',
        );
        return value;
      };
      const state = services.context.globalState;
      const last = state.get<unknown>(StateKeys.lastPageUrl);
      try {
        await state.update(StateKeys.lastPageUrl, undefined);
        await setSetting(Settings.webPageSuggestedAddress, pageUrl);
        assert.equal(await offered(), pageUrl, 'before any page: the suggested one');
        await setSetting(Settings.webPageSuggestedAddress, 'ftp://example.com/not-a-page');
        assert.ok(!(await offered()), 'an address the box would refuse is not offered');
        await setSetting(Settings.webPageSuggestedAddress, pageUrl);
        await state.update(StateKeys.lastPageUrl, 'https://example.org/last');
        assert.equal(await offered(), 'https://example.org/last', 'the last address comes first');
      } finally {
        await setSetting(Settings.webPageSuggestedAddress, undefined);
        await state.update(StateKeys.lastPageUrl, last);
      }
    });

    it('sends a self-signed JWT and a JWT from the service in the header too', async () => {
      const { production } = demoTokens();
      await services.store.setJwtSigningKey({ kid: production.kid, secret: production.secret });
      try {
        for (const method of ['selfSignedJwt', 'jwt']) {
          await setSetting(Settings.authMethod, method);
          const since = (await requestsSince(0)).length;
          prompts.expect('information', undefined, /Saved the PDF/);
          await run(Commands.convertWebPage, { url: pageUrl, target: join(dir, `${method}.pdf`) });
          assert.equal(
            readFileSync(join(dir, `${method}.pdf`))
              .subarray(0, 5)
              .toString('latin1'),
            '%PDF-',
            method,
          );
          const sent = (await requestsSince(since)).filter((r) => r.path === '/convert/web/to/pdf');
          assert.deepEqual(
            sent.map((r) => [r.authKind, r.authFrom, r.status]),
            [['jwt', 'header', 200]],
            method,
          );
        }
      } finally {
        await setSetting(Settings.authMethod, undefined);
      }
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

    it('says where the PDF was saved, with Open in Editor and Reveal in Explorer, and Reveal shows it in the Explorer', async () => {
      const target = join(dir, 'revealed.pdf');
      const revealed: string[] = [];
      const commands = vscode.commands as unknown as { executeCommand: (id: string, ...args: unknown[]) => Thenable<unknown> };
      const execute = commands.executeCommand;
      commands.executeCommand = (id, ...args) => {
        if (id === 'revealInExplorer') {
          revealed.push((args[0] as vscode.Uri).fsPath);
        }
        return execute(id, ...args);
      };
      try {
        prompts.expect('information', 'Reveal in Explorer', /Saved the PDF of 127\.0\.0\.1:\d+ as .*revealed\.pdf\./);
        await run(Commands.convertWebPage, { url: pageUrl, target });
        const saved = prompts.seen.find((p) => p.kind === 'information' && /Saved the PDF/.test(p.text));
        assert.deepEqual(saved?.items, ['Open in Editor', 'Reveal in Explorer']);
        // The message is not awaited by a run with an argument object: wait for the button's work.
        await until('Reveal in Explorer to run', () => revealed.length > 0);
        assert.deepEqual(revealed, [target]);
      } finally {
        commands.executeCommand = execute;
      }
    });

    it('a page the service cannot fetch: the message says so and names what the service said (the emulator’s sample page)', async () => {
      const target = join(dir, 'example.pdf');
      prompts.expect('error', undefined, /could not fetch the page or file from its address \(500, code 5008\)/);
      await run(Commands.convertWebPage, { url: 'https://example.com/page', target });
      const shown = prompts.seen.filter((p) => p.kind === 'error').at(-1)?.text ?? '';
      assert.ok(shown.includes(`${emulator().baseUrl}/sample/web-page`), shown);
      assert.doesNotMatch(shown, /details are in the log/);
      assert.ok(!existsSync(target));
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
    it('puts the API Token in the link, says why and suggests a token of its own, and the link converts with a plain GET', async () => {
      const { production } = demoTokens();
      // A signing key changes nothing: a JWT in an address is refused by the service.
      await services.store.setJwtSigningKey({ kid: production.kid, secret: production.secret });
      prompts.expect('inputBox', pageUrl, PAGE_URL_BOX).expect('information', undefined, /link copied/);
      await run(Commands.copyWebToPdfLink);

      const link = await vscode.env.clipboard.readText();
      const url = new URL(link);
      assert.equal(`${url.origin}${url.pathname}`, `${emulator().baseUrl.replace(/\/$/, '')}/convert/web/to/pdf`);
      assert.equal(url.searchParams.get('Url'), pageUrl);
      assert.equal(url.searchParams.get('Token'), production.token);
      assert.equal(url.searchParams.get('download'), 'attachment');
      const said = lastInformation();
      assert.match(said, /link copied, with the API Token "Work" in it: a link can carry only an API Token/);
      assert.match(said, /an API Token of its own with a consumption limit/);
      assert.ok(!said.includes(production.token));
      assert.ok(
        prompts.seen.find((p) => p.kind === 'information')?.items.includes('Open Dashboard'),
        'the message offers Open Dashboard, where a token of its own is made',
      );

      const answer = await fetchLink(link);
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    });

    it('takes an argument object without prompts; its use refuses a JWT, saying why', async () => {
      const { production } = demoTokens();
      prompts.expect('information', undefined, /link copied/);
      await run(Commands.copyWebToPdfLink, { url: pageUrl, use: 'apiToken' });
      assert.deepEqual(
        prompts.seen.filter((p) => p.kind !== 'information'),
        [],
        'no prompt was shown',
      );
      assert.equal(new URL(await vscode.env.clipboard.readText()).searchParams.get('Token'), production.token);

      for (const use of ['selfSignedJwt', 'serviceJwt']) {
        await vscode.env.clipboard.writeText('nothing copied');
        prompts.expect('error', undefined, /carries an API Token: the service accepts a JWT only in the Authorization header/);
        await run(Commands.copyWebToPdfLink, { url: pageUrl, use });
        assert.equal(await vscode.env.clipboard.readText(), 'nothing copied', `${use}: a link was copied`);
      }
      prompts.expect('error', undefined, /"use" can only be apiToken/);
      await run(Commands.copyWebToPdfLink, { url: pageUrl, use: 'token' });
      // What once shaped a JWT link (short-lived, IP-bound) must not quietly give one that holds the API Token.
      for (const [name, value] of [
        ['lifetimeSeconds', 600],
        ['clientIp', '203.0.113.7'],
        ['kid', production.kid],
      ] as const) {
        await vscode.env.clipboard.writeText('nothing copied');
        prompts.expect(
          'error',
          undefined,
          new RegExp(`"${name}" applies to a JWT, and a Web-to-PDF link carries an API Token, which does not expire`),
        );
        await run(Commands.copyWebToPdfLink, { url: pageUrl, [name]: value });
        assert.equal(await vscode.env.clipboard.readText(), 'nothing copied', `${name}: a link was copied`);
      }
    });

    it('without an API Token, says a link needs one and suggests a token of its own', async () => {
      await clearCredentials(services);
      await vscode.env.clipboard.writeText('nothing copied');
      prompts.expect('error', undefined, /A Web-to-PDF link carries an API Token: set one first/);
      await run(Commands.copyWebToPdfLink, { url: pageUrl });
      assert.equal(await vscode.env.clipboard.readText(), 'nothing copied');
      assert.ok(prompts.seen.find((p) => p.kind === 'error')?.items.includes('Set API Token'), 'the error offers Set API Token');
    });
  });
});
