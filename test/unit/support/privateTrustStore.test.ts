// The host tier's private trust store (test/support/privateTrustStore.ts): a process started
// through it sees the test CA in the system bundle's place, nothing outside does, two stores at
// once do not meet, and the CA's key is gone once the certificates are made. Where user
// namespaces are unavailable, the namespace tests say why and count as skipped.
import { strict as assert } from 'node:assert';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { preparePrivateTrustStore, type PrivateTrustStore } from '../../support/privateTrustStore';
import { makeCertificates } from '../../support/testCa';
import { repoRoot } from '../../support/paths';

/** What a process started through `store` reads at the system bundle's path. */
function seenInside(store: PrivateTrustStore): string {
  const { command, args } = store.wrap('cat', [store.target]);
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  assert.equal(result.status, 0, result.stderr);
  return result.stdout;
}

const pem = (path: string): string => readFileSync(path, 'utf8').trim();

describe('the private trust store of the host tier', function () {
  this.timeout(60_000);
  const dirs: string[] = [];
  const freshDir = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'private-trust-'));
    dirs.push(dir);
    return dir;
  };
  after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** A store for a new CA, or a skip that says why there can be none here. */
  function storeOrSkip(context: Mocha.Context): { store: PrivateTrustStore; caPath: string } {
    const dir = freshDir();
    const { caPath } = makeCertificates(dir);
    const store = preparePrivateTrustStore(dir, caPath);
    if ('problem' in store) {
      console.log(`SKIPPED: ${store.problem}`);
      context.skip();
    }
    return { store, caPath };
  }

  it('makeCertificates keeps no CA key: only the CA certificate and the server pair, readable by the owner only', () => {
    const dir = freshDir();
    makeCertificates(dir);
    assert.deepEqual(readdirSync(dir).sort(), ['ca.crt', 'server.crt', 'server.key']);
    assert.equal(statSync(dir).mode & 0o777, 0o700);
  });

  it('a process started in it reads the test CA where the system bundle is; the machine’s bundle never holds it', function () {
    const { store, caPath } = storeOrSkip(this);
    const inside = seenInside(store);
    assert.equal(inside, readFileSync(store.bundle, 'utf8'), 'the namespace does not see the private bundle');
    assert.ok(inside.includes(pem(caPath)), 'the namespace does not see the test CA');
    const firstSystemCertificate = readFileSync(store.target, 'utf8').split('-----END CERTIFICATE-----')[0]!;
    assert.ok(inside.includes(firstSystemCertificate), 'the system certificates are not kept in the namespace');
    // (Byte for byte, the machine's bundles are checked by the host launcher, under the lock: a
    // unit test can run next to anything that changes them legitimately.)
    assert.ok(!readFileSync(store.target, 'utf8').includes(pem(caPath)), 'the machine’s bundle holds the test CA');

    store.removeCa();
    assert.ok(!seenInside(store).includes(pem(caPath)), 'the CA is still there after removeCa()');
    assert.ok(!readFileSync(store.target, 'utf8').includes(pem(caPath)), 'the machine’s bundle holds the test CA');
  });

  it('two stores at once do not meet: each process sees its own CA only, while both are mounted', async function () {
    const first = storeOrSkip(this);
    const second = storeOrSkip(this);
    // The first process mounts its bundle, then waits for a line before it reads.
    const { command, args } = first.store.wrap('sh', ['-c', 'read go; cat "$0"', first.store.target]);
    const waiting = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    waiting.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const ended = once(waiting, 'close');
    try {
      const secondSees = seenInside(second.store);
      assert.ok(secondSees.includes(pem(second.caPath)));
      assert.ok(!secondSees.includes(pem(first.caPath)), 'the second namespace sees the first CA');
      waiting.stdin.end('go\n');
      const [code] = (await ended) as [number];
      assert.equal(code, 0);
      assert.ok(output.includes(pem(first.caPath)));
      assert.ok(!output.includes(pem(second.caPath)), 'the first namespace sees the second CA');
    } finally {
      waiting.kill();
    }
  });

  it('no test or launcher changes the machine’s trust store (only the private one does)', () => {
    const forbidden = ['update-ca-' + 'certificates', '/usr/local/share/' + 'ca-certificates'];
    const files = spawnSync('git', ['ls-files', '-co', '--exclude-standard', 'test', '.ci', 'bench', 'package.json'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).stdout.split('\n');
    const offending = files.filter((file) => file && forbidden.some((word) => readTextOrEmpty(join(repoRoot, file)).includes(word)));
    assert.deepEqual(offending, []);
  });

  it('no test mounts anything on the machine: mount runs only inside `unshare` or where the launcher says the namespace is private', () => {
    // A child process started as `mount …`/`umount …` (exec*, spawn*) would change the machine's mount
    // table, unless the test runs in code-server's private namespace and checks PRIVATE_MOUNTS_ENV first.
    const direct = /\b(exec|execFile|spawn|execSync|execFileSync|spawnSync)\(\s*['"`]u?mount\b/;
    const files = spawnSync('git', ['ls-files', '-co', '--exclude-standard', 'test', '.ci', 'bench'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).stdout.split('\n');
    const offending = files.filter((file) => {
      const text = file ? readTextOrEmpty(join(repoRoot, file)) : '';
      return direct.test(text) && !/process\.env\[PRIVATE_MOUNTS_ENV\] !== '1'/.test(text);
    });
    assert.deepEqual(offending, []);
  });
});

function readTextOrEmpty(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
