/**
 * Local file-system failures while saving a result keep their own kind and say what happened,
 * never a network error. Real failures where this machine can make them (a full or read-only
 * tmpfs in a private mount namespace when one can be made, a file where a folder should be, an over-long name, a folder where
 * the file should go); permission denied is injected through the output interface, because the
 * tests run as root and root ignores permission bits.
 */
import { strict as assert } from 'node:assert';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { conversionsCharged, NetworkError, LocalFileError, localFileError, type LocalFileCause } from '../../../../src/service/errors';
import { ConversionClient, LocalOutputTarget, sourceFromPath, type OutputTarget, type OutputPlan } from '../../../../src/service/convert';
import { ApiTokenCredential } from '../../../../src/service/auth/tokens';
import { HttpTransport } from '../../../../src/service/http';
import { tempDir } from '../../support/inProcessEmulator';
import { instantRetries } from '../../support/settings';
import { answeringServer, type TinyServer } from '../../support/tinyServers';
import { runOnPrivateTmpfs } from '../../../support/privateTmpfs';

const RESULT = Buffer.alloc(256 * 1024, 0x25);

/** What saveOnTmpfs.ts saw inside its namespace. */
interface TmpfsSave {
  saved: boolean;
  localFile: boolean;
  reason?: string;
  kind?: string;
  message: string;
  path?: string;
  charged: number;
  target: string;
  left: string[];
}

describe('service/localErrors: local failures are local', () => {
  let server: TinyServer;
  let transport: HttpTransport;
  let dir: Awaited<ReturnType<typeof tempDir>>;

  before(async () => {
    server = await answeringServer((res) => {
      res
        .writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-disposition': "attachment; filename*=UTF-8''report.pdf",
          'content-length': String(RESULT.length),
        })
        .end(RESULT);
    });
  });
  after(async () => {
    await server.close();
  });
  beforeEach(async () => {
    transport = new HttpTransport({ baseUrl: server.url, ...instantRetries({ retry: { maxAttempts: 1 } }).settings });
    dir = await tempDir();
    await writeFile(join(dir.path, 'report.md'), '# Report');
  });
  afterEach(async () => {
    await transport.close();
    await dir.remove();
  });

  async function failSaving(plan: (name: string) => OutputPlan, output?: OutputTarget): Promise<LocalFileError> {
    const client = new ConversionClient(transport, new ApiTokenCredential('tok_local_errors'));
    const err = await client
      .convert({
        source: await sourceFromPath(join(dir.path, 'report.md')),
        sourceFormat: 'md',
        targetFormat: 'pdf',
        output,
        resolveOutput: async (r) => plan(r.name),
      })
      .then(
        () => assert.fail('saved'),
        (e: unknown) => e,
      );
    assert.ok(!(err instanceof NetworkError), `a local failure became a network error: ${String(err)}`);
    assert.ok(err instanceof LocalFileError, String(err));
    assert.equal(conversionsCharged(err), 1, 'the service charged the conversion; the error must say so');
    return err;
  }
  const expect = (err: LocalFileError, reason: LocalFileCause, said: RegExp): void => {
    assert.equal(err.reason, reason, err.message);
    assert.equal(err.kind, 'localFile');
    assert.match(err.message, said);
  };

  /**
   * Saves a result on a tmpfs mounted with `options` in a private mount namespace around a child
   * process (nothing outside it sees the mount); skips, saying why, where no namespace can mount.
   */
  async function saveOnTmpfs(ctx: Mocha.Context, options: string): Promise<TmpfsSave> {
    const folder = join(dir.path, 'mnt');
    await mkdir(folder);
    const child = join(__dirname, '..', '..', 'support', 'fixtures', 'saveOnTmpfs.ts');
    const result = await runOnPrivateTmpfs(options, folder, process.execPath, [
      '--import',
      'tsx',
      child,
      server.url,
      join(dir.path, 'report.md'),
      folder,
    ]);
    if ('problem' in result) {
      console.warn(`      skipped: ${result.problem}`);
      ctx.skip();
    }
    assert.equal(result.status, 0, `the child failed: ${result.stderr}`);
    const seen = JSON.parse(result.stdout) as TmpfsSave;
    assert.ok(!seen.saved, 'the result was saved on a tmpfs that cannot hold it');
    assert.ok(seen.localFile, `a local failure became another error: ${seen.message}`);
    assert.equal(seen.kind, 'localFile');
    assert.equal(seen.charged, 1, 'the service charged the conversion; the error must say so');
    assert.deepEqual(await readdir(folder), [], 'the tmpfs was seen outside its namespace');
    return seen;
  }

  it('a full disk (a 64 KiB tmpfs in a private mount namespace) is "disk full", and leaves no partial file', async function () {
    const seen = await saveOnTmpfs(this, 'size=64k');
    assert.equal(seen.reason, 'diskFull', seen.message);
    assert.match(seen.message, /^Could not write .*report\.pdf: disk full\.$/);
    assert.equal(seen.path, seen.target);
    assert.deepEqual(seen.left, [], 'a partial file was left on the full disk');
  });

  it('a read-only file system (a tmpfs mounted ro in a private mount namespace) is "read-only"', async function () {
    const seen = await saveOnTmpfs(this, 'ro,size=64k');
    assert.equal(seen.reason, 'readOnly', seen.message);
    assert.match(seen.message, /read-only/);
  });

  it('an output folder whose parent is a file is "not a folder"', async () => {
    await writeFile(join(dir.path, 'blocker'), 'a file');
    const err = await failSaving((name) => ({ path: join(dir.path, 'blocker', 'out', name), overwrite: false }));
    expect(err, 'notDirectory', /part of the path is a file/);
    assert.deepEqual((await readdir(dir.path)).sort(), ['blocker', 'report.md']);
  });

  it('a folder name over 255 bytes is "path too long"', async () => {
    const err = await failSaving((name) => ({ path: join(dir.path, 'x'.repeat(300), name), overwrite: false }));
    expect(err, 'pathTooLong', /path too long/);
  });

  it('a folder where the file should go (overwrite agreed) is "a folder has that name", and the folder stays', async () => {
    await mkdir(join(dir.path, 'report.pdf'));
    await writeFile(join(dir.path, 'report.pdf', 'keep.txt'), 'keep');
    const err = await failSaving((name) => ({ path: join(dir.path, name), overwrite: true }));
    assert.equal(err.reason, 'isDirectory', err.message);
    assert.match(err.message, /^Could not write .*report\.pdf: /);
    assert.deepEqual(await readdir(join(dir.path, 'report.pdf')), ['keep.txt']);
    assert.deepEqual((await readdir(dir.path)).sort(), ['report.md', 'report.pdf'], 'a temporary file was left');
  });

  it('permission denied (simulated: EACCES injected while the bytes are written) is "permission denied"', async () => {
    const disk = new LocalOutputTarget();
    const denying: OutputTarget = {
      removeEmptyFolders: () => disk.removeEmptyFolders(),
      stage: async (plan, data, signal) =>
        disk.stage(
          plan,
          (async function* () {
            for await (const chunk of data instanceof Uint8Array ? [data] : data) {
              yield chunk;
              throw Object.assign(new Error(`EACCES: permission denied, write`), { code: 'EACCES', syscall: 'write' });
            }
          })(),
          signal,
        ),
    };
    const err = await failSaving((name) => ({ path: join(dir.path, 'out', name), overwrite: false }), denying);
    expect(err, 'permission', /out[/\\]report\.pdf: permission denied\.$/);
    assert.deepEqual(await readdir(dir.path), ['report.md']);
  });

  it('classifies VS Code file-system errors too, and leaves network failures alone', () => {
    assert.equal(localFileError(Object.assign(new Error('x'), { code: 'NoPermissions' }), '/w/a.pdf')?.reason, 'permission');
    assert.equal(localFileError(Object.assign(new Error('x'), { code: 'FileExists' }), '/w/a.pdf')?.reason, 'exists');
    assert.equal(localFileError(Object.assign(new Error('x'), { code: 'ECONNRESET', syscall: 'read' }), '/w/a.pdf'), undefined);
    assert.equal(localFileError(Object.assign(new Error('x'), { code: 'UND_ERR_SOCKET' }), '/w/a.pdf'), undefined);
    const renamed = localFileError(Object.assign(new Error('x'), { code: 'EXDEV', dest: '/w/b.pdf' }), undefined);
    assert.equal(renamed, undefined, 'unknown codes are not claimed');
  });
});
