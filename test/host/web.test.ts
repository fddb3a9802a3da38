// Convert Web Page to PDF against the emulator: the validated address (the last one, else the
// suggested page), the save dialog, the PDF in the workspace, each kind of credential in the
// Authorization header (never in the address), and what it says when the page cannot be had or
// the service stays busy. The rest of the suite: webOtherFileSystem and webLink.test.ts.
// The page is served from a loopback HTTP server in the test (support/webSuite.ts).
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Commands, Settings, StateKeys } from '../../src/constants';
import { demoTokens, inputBox, logFileText, reasonFor, recordOptions, setSetting } from './support/auth';
import { emulator, emulatorCall } from './support/emulatorConnection';
import { PAGE_URL_BOX, requestsSince, useWebSuite } from './support/webSuite';
import { until } from '../support/poll';

describe('web pages', function () {
  this.timeout(60_000);
  const suite = useWebSuite();
  const { prompts, run } = suite;

  describe('Convert Web Page to PDF…', () => {
    it('asks for the page and where to save it, and writes the PDF, the API Token in the header', async () => {
      const target = vscode.Uri.file(join(suite.dir, 'report.pdf'));
      const options = recordOptions();
      const since = (await requestsSince(0)).length;
      prompts
        .expect('inputBox', suite.pageUrl, PAGE_URL_BOX)
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
      const state = suite.services.context.globalState;
      const last = state.get<unknown>(StateKeys.lastPageUrl);
      try {
        await state.update(StateKeys.lastPageUrl, undefined);
        await setSetting(Settings.webPageSuggestedAddress, suite.pageUrl);
        assert.equal(await offered(), suite.pageUrl, 'before any page: the suggested one');
        await setSetting(Settings.webPageSuggestedAddress, 'ftp://example.com/not-a-page');
        assert.ok(!(await offered()), 'an address the box would refuse is not offered');
        await setSetting(Settings.webPageSuggestedAddress, suite.pageUrl);
        await state.update(StateKeys.lastPageUrl, 'https://example.org/last');
        assert.equal(await offered(), 'https://example.org/last', 'the last address comes first');
      } finally {
        await setSetting(Settings.webPageSuggestedAddress, undefined);
        await state.update(StateKeys.lastPageUrl, last);
      }
    });

    it('sends a self-signed JWT and a JWT from the service in the header too', async () => {
      const { production } = demoTokens();
      await suite.services.store.setJwtSigningKey({ kid: production.kid, secret: production.secret });
      try {
        for (const method of ['selfSignedJwt', 'jwt']) {
          await setSetting(Settings.authMethod, method);
          const since = (await requestsSince(0)).length;
          prompts.expect('information', undefined, /Saved the PDF/);
          await run(Commands.convertWebPage, { url: suite.pageUrl, target: join(suite.dir, `${method}.pdf`) });
          assert.equal(
            readFileSync(join(suite.dir, `${method}.pdf`))
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
      const target = join(suite.dir, 'from-args.pdf');
      prompts.expect('information', undefined, /Saved the PDF/);
      await run(Commands.convertWebPage, { url: suite.pageUrl, target });
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
        await run(Commands.convertWebPage, { url: suite.pageUrl, target: join(suite.dir, 'busy.pdf') });
        assert.ok(!existsSync(join(suite.dir, 'busy.pdf')));
      } finally {
        await emulatorCall('POST', '/_emulator/faults', { Status503RetryAfter: 0 });
      }
    });

    it('says where the PDF was saved, with Open in Editor and Reveal in Explorer, and Reveal shows it in the Explorer', async () => {
      const target = join(suite.dir, 'revealed.pdf');
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
        await run(Commands.convertWebPage, { url: suite.pageUrl, target });
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
      const target = join(suite.dir, 'example.pdf');
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
        await run(Commands.convertWebPage, { url: suite.pageUrl, target: join(suite.dir, 'open-fails.pdf') });
        assert.match(await logFileText(suite.services, marker), new RegExp(marker));
      } finally {
        commands.executeCommand = execute;
      }
    });
  });
});
