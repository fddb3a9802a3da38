// A corporate network: the service is reachable only through a proxy (http.proxy), under a
// certificate from a CA that only the OS trust store knows (NODE_EXTRA_CA_CERTS unset). The
// extension's engine takes the proxy VS Code resolves and the OS certificates VS Code loads (and a
// proxy asking for a sign-in goes to VS Code's fetch), so both must just work; a proxy that
// wants a sign-in gets a clear message. The CA-removed case runs in a session of its own
// (phases/untrustedCa), because the extension host reads the OS store once.
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Commands, Settings } from '../../src/constants';
import type { ExtensionApi } from '../../src/extension';
import { sourceFromPath } from '../../src/service/convert';
import { until } from '../support/poll';
import { setSetting } from './support/auth';
import {
  corporateInfo,
  startForwardProxy,
  startTlsFront,
  userRequestError,
  type CorporateInfo,
  type ForwardProxy,
  type TlsFront,
} from './support/corporateNetwork';
import { emulator, emulatorCall, resetEmulator } from './support/emulatorConnection';
import { extensionServices } from './support/auth';

/** Sets http.proxy (user settings), or removes it with undefined. */
async function setProxy(url: string | undefined): Promise<void> {
  await vscode.workspace.getConfiguration('http').update('proxy', url, vscode.ConfigurationTarget.Global);
}

describe('corporate network: proxy and a CA from the OS trust store', function () {
  this.timeout(90_000);
  let info: CorporateInfo;
  let api: ExtensionApi;
  let front: TlsFront;
  let proxy: ForwardProxy;
  let dir: string;

  before(async function () {
    const found = corporateInfo();
    if (!found || found.skipReason) {
      console.log(`SKIPPED corporate network tests: ${found?.skipReason ?? 'the launcher set up no corporate network'}`);
      this.skip();
    }
    info = found;
    api = await extensionServices();
    front = await startTlsFront(info, emulator().baseUrl);
    proxy = await startForwardProxy(info.host);
    dir = mkdtempSync(join(tmpdir(), 'convert-files-corp-'));
  });

  after(async () => {
    await setProxy(undefined);
    await setSetting(Settings.baseUrl, undefined);
    await api?.store.removeMasterToken();
    await front?.close();
    await proxy?.close();
    if (dir) {
      rmSync(dir, { recursive: true, force: true });
    }
    await resetEmulator();
  });

  async function useProxy(url: string): Promise<void> {
    await setProxy(url);
    await setSetting(Settings.baseUrl, front.baseUrl);
    await until('the settings to name the TLS endpoint', () => api.config().baseUrl === front.baseUrl);
  }

  it('the extension host sees no NODE_EXTRA_CA_CERTS: the CA can only come from the OS store', () => {
    assert.equal(process.env.NODE_EXTRA_CA_CERTS, undefined);
  });

  it('a conversion and the usage refresh succeed, through the proxy (counted there)', async () => {
    await resetEmulator();
    await emulatorCall('PATCH', `/_emulator/accounts/${emulator().accountId}`, { ConversionsTotal: 500, ConversionsConsumed: 20 });
    await useProxy(proxy.url);
    front.requests.length = 0;
    proxy.connects.length = 0;

    await api.store.setMasterToken(emulator().masterToken);
    await vscode.commands.executeCommand(Commands.refreshUsage);
    const bar = api.usage.statusBar.item;
    await until(`the status bar to show 480 left (shows "${bar.text}")`, () => bar.text === '$(cloud) 480 left', 30_000);

    const tokenId = (await api.store.addApiToken({ name: 'corp', environment: 'Production', token: emulator().apiTokens[0].token })).id;
    try {
      const source = join(dir, 'memo.txt');
      writeFileSync(source, 'Through the proxy.\n');
      const { client } = await api.clients.conversionClient();
      const result = await client.convert({
        source: await sourceFromPath(source),
        sourceFormat: 'txt',
        targetFormat: 'pdf',
        resolveOutput: async (r) => ({ path: join(dir, r.name), overwrite: true }),
      });
      assert.equal(result.files.length, 1);
      assert.equal(result.files[0]!.name, 'memo.pdf');
    } finally {
      await api.store.removeApiToken(tokenId);
    }

    const paths = front.requests.map((r) => r.path);
    assert.ok(paths.includes('/user'), `requests at the endpoint: ${paths.join(', ')}`);
    assert.ok(paths.includes('/convert/txt/to/pdf'), `requests at the endpoint: ${paths.join(', ')}`);
    const direct = front.requests.filter((r) => !proxy.tunnelPorts.has(r.remotePort));
    assert.deepEqual(direct, [], 'every request came through one of the proxy tunnels');
    assert.ok(proxy.connects.length > 0);
    assert.deepEqual([...new Set(proxy.connects)], [`${info.host}:${front.port}`]);
  });

  it('a proxy that wants a sign-in (407) gets a message that says so', async () => {
    const guarded = await startForwardProxy(info.host, 'corp-user:corp-password');
    try {
      await useProxy(guarded.url);
      await api.store.setMasterToken(emulator().masterToken);
      const err = await userRequestError(api);
      assert.equal(err.name, 'NetworkError', `${err.name}: ${err.message}`);
      assert.equal(err.reason, 'proxy');
      assert.match(err.message, /407 Proxy Authentication Required/);
      assert.match(err.message, /http\.proxy/);
      assert.ok(guarded.refusedForAuth >= 1);
    } finally {
      await guarded.close();
      await setProxy(proxy.url);
    }
  });
});
