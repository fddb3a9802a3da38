/**
 * Local file-system failures while saving a result keep their own kind and say what happened,
 * never a network error. Real failures where this machine can make them (a full or read-only
 * tmpfs when mount works, a file where a folder should be, an over-long name, a folder where
 * the file should go); permission denied is injected through the output interface, because the
 * tests run as root and root ignores permission bits.
 */
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmdirSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { conversionsCharged, NetworkError, LocalFileError, localFileError, type LocalFileCause } from '../../../../src/service/errors';
import {
  ConversionClient,
  nodeOutputFileSystem,
  sourceFromPath,
  type OutputFileSystem,
  type OutputPlan,
} from '../../../../src/service/convert';
import { ApiTokenCredential } from '../../../../src/service/auth/tokens';
import { HttpTransport } from '../../../../src/service/http';
import { tempDir } from '../support/inProcessEmulator';
import { instantRetries } from '../support/settings';
import { httpServer, type TinyServer } from '../support/tinyServers';

const RESULT = Buffer.alloc(256 * 1024, 0x25);

/** Mounts a small tmpfs (root only); undefined where mount is not allowed. */
function mountTmpfs(options: string): { path: string; unmount(): void } | undefined {
  const path = join('/tmp', `convert-files-tmpfs-${process.pid}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(path);
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', path], { stdio: 'ignore', timeout: 5_000 });
  } catch {
    rmdirSync(path);
    return undefined;
  }
  return {
    path,
    unmount: () => {
      execFileSync('umount', [path], { stdio: 'ignore', timeout: 5_000 });
      rmdirSync(path);
    },
  };
}

describe('service/localErrors: local failures are local', () => {
  let server: TinyServer;
  let transport: HttpTransport;
  let dir: Awaited<ReturnType<typeof tempDir>>;

  before(async () => {
    server = await httpServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res
          .writeHead(200, {
            'content-type': 'application/octet-stream',
            'content-disposition': "attachment; filename*=UTF-8''report.pdf",
            'content-length': String(RESULT.length),
          })
          .end(RESULT);
      });
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

  async function failSaving(plan: (name: string) => OutputPlan, output?: OutputFileSystem): Promise<LocalFileError> {
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

  it('a full disk (a 64 KiB tmpfs) is "disk full", and leaves no partial file', async function () {
    const fs = mountTmpfs('size=64k');
    if (!fs) {
      this.skip();
    }
    try {
      const target = join(fs.path, 'report.pdf');
      const err = await failSaving(() => ({ path: target, overwrite: false }));
      expect(err, 'diskFull', /^Could not write .*report\.pdf: disk full\.$/);
      assert.equal(err.path, target);
      assert.deepEqual(await readdir(fs.path), []);
    } finally {
      fs.unmount();
    }
  });

  it('a read-only file system (a tmpfs mounted ro) is "read-only"', async function () {
    const fs = mountTmpfs('ro,size=64k');
    if (!fs) {
      this.skip();
    }
    try {
      const err = await failSaving(() => ({ path: join(fs.path, 'report.pdf'), overwrite: false }));
      expect(err, 'readOnly', /read-only/);
    } finally {
      fs.unmount();
    }
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
    const denying: OutputFileSystem = {
      stage: async (plan, data, signal) =>
        nodeOutputFileSystem.stage(
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
