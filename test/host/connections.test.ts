// How many connections a batch of small files opens inside VS Code's extension host: the
// extension's conversion client sends through the host's patched fetch, behind the corporate
// network's CONNECT proxy (http.proxy) and TLS endpoint (CA from the OS trust store). Each
// connection the batch used is one tunnel, seen at the endpoint as one client port.
// `npm run bench` runs this test with CONVERT_FILES_BENCH_BATCH set (files, latency, where to write
// the figures) and prints them beside a keep-alive pool and curl.
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { EXTENSION_ID, Settings } from '../../src/constants';
import type { ExtensionApi } from '../../src/extension';
import { sourceFromPath } from '../../src/service/convert';
import { until } from '../support/poll';
import { setSetting } from './support/auth';
import { corporateInfo, startForwardProxy, startTlsFront, type ForwardProxy, type TlsFront } from './support/corporateNetwork';
import { BATCH_ENV, type BatchFigures, type BatchPlan } from './support/batchBench';
import { emulator, resetEmulator } from './support/emulatorConnection';

function plan(): BatchPlan {
  const raw = process.env[BATCH_ENV];
  return raw ? (JSON.parse(raw) as BatchPlan) : { files: 24, parallel: 8, latencyMs: 0 };
}

describe('connections: a batch of small files through the host fetch', function () {
  const { files, parallel, latencyMs, out } = plan();
  this.timeout(120_000 + files * 2_000);
  let api: ExtensionApi;
  let front: TlsFront;
  let proxy: ForwardProxy;
  let dir: string;
  let tokenId: string | undefined;

  before(async function () {
    const info = corporateInfo();
    if (!info || info.skipReason) {
      console.log(`SKIPPED connection count: ${info?.skipReason ?? 'the launcher set up no corporate network'}`);
      this.skip();
    }
    const extension = vscode.extensions.getExtension<ExtensionApi>(EXTENSION_ID);
    assert.ok(extension);
    api = await extension.activate();
    await resetEmulator();
    front = await startTlsFront(info, emulator().baseUrl);
    proxy = await startForwardProxy(info.host, undefined, latencyMs);
    dir = mkdtempSync(join(tmpdir(), 'convert-files-conn-'));
    await vscode.workspace.getConfiguration('http').update('proxy', proxy.url, vscode.ConfigurationTarget.Global);
    await setSetting(Settings.baseUrl, front.baseUrl);
    await until('the settings to name the TLS endpoint', () => api.config().baseUrl === front.baseUrl);
    tokenId = (await api.store.addApiToken({ name: 'conn', environment: 'Production', token: emulator().apiTokens[0].token })).id;
  });

  after(async () => {
    await vscode.workspace.getConfiguration('http').update('proxy', undefined, vscode.ConfigurationTarget.Global);
    await setSetting(Settings.baseUrl, undefined);
    if (tokenId) {
      await api.store.removeApiToken(tokenId);
    }
    await front?.close();
    await proxy?.close();
    if (dir) {
      rmSync(dir, { recursive: true, force: true });
    }
    await resetEmulator();
  });

  it(`${files} files at parallelism ${parallel}: every request through the proxy, one new connection per request`, async () => {
    const sources = Array.from({ length: files }, (_, i) => {
      const path = join(dir, `note-${i}.md`);
      // About 20 KB of Markdown each.
      writeFileSync(path, `# Note ${i}\n\n${'Some *text* in a paragraph, with a [link](https://example.com).\n\n'.repeat(300)}`);
      return path;
    });
    const { client } = await api.clients.conversionClient();
    const convertOne = async (path: string): Promise<void> => {
      const result = await client.convert({
        source: await sourceFromPath(path),
        sourceFormat: 'md',
        targetFormat: 'html',
        resolveOutput: async (r) => ({ path: join(dir, 'out', r.name), overwrite: true }),
      });
      assert.equal(result.files.length, 1);
    };
    front.requests.length = 0;
    const cpu = process.cpuUsage();
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (next < sources.length) {
          await convertOne(sources[next++]!);
        }
      }),
    );
    const wallMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const batch = front.requests.filter((r) => r.path === '/convert/md/to/html');
    const figures: BatchFigures = {
      files,
      parallel,
      latencyMs,
      wallMs,
      cpuMs: (used.user + used.system) / 1000,
      requests: batch.length,
      connections: new Set(batch.map((r) => r.remotePort)).size,
    };
    console.log(`      batch in the host: ${JSON.stringify(figures)}`);
    if (out) {
      writeFileSync(out, JSON.stringify(figures));
    }

    assert.equal(batch.length, files);
    assert.deepEqual(
      batch.filter((r) => !proxy.tunnelPorts.has(r.remotePort)),
      [],
      'every request came through one of the proxy tunnels',
    );
    // VS Code 1.100's fetch builds a new dispatcher for every call (README, networking): no request
    // reuses a connection. Fewer connections than requests means that changed: update the README.
    assert.equal(figures.connections, figures.requests, `${figures.connections} connections for ${figures.requests} requests`);
  });
});
