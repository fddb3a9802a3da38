import { strict as assert } from 'node:assert';
import {
  expectedResultName,
  numberedName,
  OutputPlanner,
  resolveOutputDirectory,
  resultPath,
  splitName,
  type ConflictAnswer,
  type ConflictQuestion,
} from '../../../src/conversion/outputPlanner';

describe('output names', () => {
  it('splits names at the last dot, keeping dot files whole', () => {
    assert.deepEqual(splitName('report.pdf'), { stem: 'report', ext: '.pdf' });
    assert.deepEqual(splitName('archive.tar.gz'), { stem: 'archive.tar', ext: '.gz' });
    assert.deepEqual(splitName('.env'), { stem: '.env', ext: '' });
    assert.deepEqual(splitName('Makefile'), { stem: 'Makefile', ext: '' });
  });

  it('numbers names for "keep both"', () => {
    assert.equal(numberedName('report.pdf', 1), 'report (1).pdf');
    assert.equal(numberedName('report', 2), 'report (2)');
  });

  it('expects the source stem with the target extension', () => {
    assert.equal(expectedResultName('notes.md', 'pdf'), 'notes.pdf');
    assert.equal(expectedResultName('a.b.png', 'jpg'), 'a.b.jpg');
  });

  it('puts multi-file results into a folder named after the source', () => {
    assert.equal(resultPath('/w/docs', 'report.pdf', 'report-1.pdf', true), '/w/docs/report/report-1.pdf');
    assert.equal(resultPath('/w/docs', 'report.pdf', 'report.txt', false), '/w/docs/report.txt');
  });

  it('keeps multi-file results inside the output folder whatever the source is called', () => {
    for (const source of ['...pdf', '..pdf', '.. .pdf', 'a..pdf', 'con.pdf', '.pdf']) {
      const path = resultPath('/w/docs', source, 'page-1.pdf', true);
      assert.ok(path.startsWith('/w/docs/'), `${source} → ${path}`);
      const folder = path.slice('/w/docs/'.length, path.lastIndexOf('/'));
      assert.ok(folder !== '' && !folder.includes('/') && !/^\.+$/.test(folder), `${source} → ${path}`);
    }
    assert.equal(resultPath('/w/docs', '...pdf', 'page-1.pdf', true), '/w/docs/result/page-1.pdf');
  });
});

describe('resolveOutputDirectory', () => {
  const source = '/work/project/docs/report.md';
  const folder = '/work/project';

  it('is the source folder when the setting is empty', () => {
    assert.equal(resolveOutputDirectory({ sourcePath: source, setting: '', workspaceFolderPath: folder }), '/work/project/docs');
    assert.equal(resolveOutputDirectory({ sourcePath: source, setting: '   ' }), '/work/project/docs');
  });

  it('takes relative paths from the source folder', () => {
    assert.equal(resolveOutputDirectory({ sourcePath: source, setting: 'converted' }), '/work/project/docs/converted');
    assert.equal(resolveOutputDirectory({ sourcePath: source, setting: '../out/' }), '/work/project/out');
  });

  it('expands the variables', () => {
    assert.equal(
      resolveOutputDirectory({ sourcePath: source, setting: '${workspaceFolder}/out', workspaceFolderPath: folder }),
      '/work/project/out',
    );
    assert.equal(resolveOutputDirectory({ sourcePath: source, setting: '${fileDirname}/pdf' }), '/work/project/docs/pdf');
    assert.equal(
      resolveOutputDirectory({ sourcePath: source, setting: 'out/${fileBasenameNoExtension}' }),
      '/work/project/docs/out/report',
    );
    assert.equal(
      resolveOutputDirectory({ sourcePath: source, setting: '${workspaceFolder}/out' }),
      '/work/project/docs/out',
      'no workspace folder: the source folder',
    );
  });

  it('never lets the source name climb out of the folder through ${fileBasenameNoExtension}', () => {
    for (const name of ['...md', '..md', '.. .md']) {
      const dir = resolveOutputDirectory({ sourcePath: `/work/project/docs/${name}`, setting: 'out/${fileBasenameNoExtension}' });
      assert.ok(dir.startsWith('/work/project/docs/out/'), `${name} → ${dir}`);
    }
    assert.equal(
      resolveOutputDirectory({ sourcePath: '/work/project/docs/...md', setting: '${fileBasenameNoExtension}' }),
      '/work/project/docs/result',
    );
  });

  it('keeps absolute paths, Windows ones too', () => {
    assert.equal(resolveOutputDirectory({ sourcePath: source, setting: '/tmp/converted' }), '/tmp/converted');
    assert.equal(resolveOutputDirectory({ sourcePath: '/c:/p/a.md', setting: 'C:\\Users\\me\\out' }), '/C:/Users/me/out');
  });

  it('expands ~ and ${userHome} only when a home is given (local files)', () => {
    assert.equal(resolveOutputDirectory({ sourcePath: source, setting: '~/Converted', homePath: '/home/me' }), '/home/me/Converted');
    assert.equal(resolveOutputDirectory({ sourcePath: source, setting: '${userHome}/c', homePath: '/home/me' }), '/home/me/c');
    assert.equal(resolveOutputDirectory({ sourcePath: source, setting: '~/Converted' }), '/work/project/docs/~/Converted');
  });

  it('leaves unknown variables alone', () => {
    assert.equal(resolveOutputDirectory({ sourcePath: source, setting: '${nope}' }), '/work/project/docs/${nope}');
  });
});

describe('OutputPlanner', () => {
  function setup(existing: string[], answers: (ConflictAnswer | undefined)[] = []) {
    const files = new Set(existing);
    const asked: ConflictQuestion[] = [];
    const deps = {
      exists: async (path: string) => files.has(path),
      ask: async (question: ConflictQuestion) => {
        asked.push(question);
        if (answers.length === 0) {
          throw new Error(`unexpected question about ${question.path}`);
        }
        return answers.shift();
      },
    };
    return { files, asked, deps };
  }

  it('writes without overwrite when nothing is there, whatever the policy', async () => {
    for (const policy of ['ask', 'rename', 'overwrite', 'skip'] as const) {
      const { deps, asked } = setup([]);
      assert.deepEqual(await new OutputPlanner(deps).plan('/d/a.pdf', { policy }), { path: '/d/a.pdf', overwrite: false });
      assert.equal(asked.length, 0);
    }
  });

  it('never plans over an input of the batch, whatever the policy (a fileName naming another source)', async () => {
    for (const policy of ['ask', 'rename', 'overwrite', 'skip'] as const) {
      const { deps, asked } = setup(['/d/b.docx']);
      const planner = new OutputPlanner({ ...deps, inputs: ['/d/a.pdf', '/d/b.docx'] });
      assert.deepEqual(await planner.plan('/d/b.docx', { policy, source: '/d/a.pdf' }), { path: '/d/b (1).docx', overwrite: false });
      assert.equal(asked.length, 0);
    }
  });

  it('applies the rename, overwrite and skip policies without asking', async () => {
    const existing = ['/d/a.pdf', '/d/a (1).pdf'];
    assert.deepEqual(await new OutputPlanner(setup(existing).deps).plan('/d/a.pdf', { policy: 'rename' }), {
      path: '/d/a (2).pdf',
      overwrite: false,
    });
    assert.deepEqual(await new OutputPlanner(setup(existing).deps).plan('/d/a.pdf', { policy: 'overwrite' }), {
      path: '/d/a.pdf',
      overwrite: true,
    });
    assert.equal(await new OutputPlanner(setup(existing).deps).plan('/d/a.pdf', { policy: 'skip' }), undefined);
  });

  it('asks under "ask" and follows each answer; a dismissed question skips', async () => {
    const { deps, asked } = setup(
      ['/d/a.pdf', '/d/b.pdf', '/d/c.pdf', '/d/e.pdf'],
      [
        { action: 'overwrite', applyToAll: false },
        { action: 'keepBoth', applyToAll: false },
        { action: 'skip', applyToAll: false },
        undefined,
      ],
    );
    const planner = new OutputPlanner(deps);
    assert.deepEqual(await planner.plan('/d/a.pdf', { policy: 'ask' }), { path: '/d/a.pdf', overwrite: true });
    assert.deepEqual(await planner.plan('/d/b.pdf', { policy: 'ask' }), { path: '/d/b (1).pdf', overwrite: false });
    assert.equal(await planner.plan('/d/c.pdf', { policy: 'ask' }), undefined);
    assert.equal(await planner.plan('/d/e.pdf', { policy: 'ask' }), undefined);
    assert.deepEqual(
      asked.map((q) => q.name),
      ['a.pdf', 'b.pdf', 'c.pdf', 'e.pdf'],
    );
    assert.equal(asked[0].directory, '/d');
  });

  it('remembers "apply to all" for the rest of the batch', async () => {
    const { deps, asked } = setup(['/d/a.pdf', '/d/b.pdf', '/d/c.pdf'], [{ action: 'skip', applyToAll: true }]);
    const planner = new OutputPlanner(deps);
    assert.equal(await planner.plan('/d/a.pdf', { policy: 'ask' }), undefined);
    assert.equal(await planner.plan('/d/b.pdf', { policy: 'ask' }), undefined);
    assert.deepEqual(await planner.plan('/d/new.pdf', { policy: 'ask' }), { path: '/d/new.pdf', overwrite: false });
    assert.equal(await planner.plan('/d/c.pdf', { policy: 'ask' }), undefined);
    assert.equal(asked.length, 1);
  });

  it('asks one question at a time when files finish together', async () => {
    let open = 0;
    let overlapped = false;
    const deps = {
      exists: async () => true,
      ask: async (): Promise<ConflictAnswer> => {
        open += 1;
        overlapped ||= open > 1;
        await new Promise((r) => setTimeout(r, 5));
        open -= 1;
        return { action: 'skip', applyToAll: false };
      },
    };
    const planner = new OutputPlanner(deps);
    await Promise.all(['/a', '/b', '/c'].map((p) => planner.plan(p, { policy: 'ask' })));
    assert.equal(overlapped, false);
  });

  it('never aims two results of one batch at the same name, and never asks about its own results', async () => {
    for (const policy of ['ask', 'overwrite', 'skip', 'rename'] as const) {
      const { deps } = setup([]);
      const planner = new OutputPlanner(deps);
      const [first, second, third] = await Promise.all(['/d/a.jpg', '/d/a.jpg', '/d/a.jpg'].map((p) => planner.plan(p, { policy })));
      assert.deepEqual(
        [first, second, third],
        [
          { path: '/d/a.jpg', overwrite: false },
          { path: '/d/a (1).jpg', overwrite: false },
          { path: '/d/a (2).jpg', overwrite: false },
        ],
        policy,
      );
    }
  });

  it("follows each result's own policy (workspace folders differ), one set of reserved names for the whole batch", async () => {
    const { deps } = setup(['/one/a.pdf', '/two/b.pdf']);
    const planner = new OutputPlanner(deps);
    assert.equal(await planner.plan('/one/a.pdf', { policy: 'skip' }), undefined);
    assert.deepEqual(await planner.plan('/two/b.pdf', { policy: 'overwrite' }), { path: '/two/b.pdf', overwrite: true });
    // Two folders writing to one shared output folder: the second result must not take the first one's name.
    assert.deepEqual(await planner.plan('/out/c.pdf', { policy: 'overwrite' }), { path: '/out/c.pdf', overwrite: false });
    assert.deepEqual(await planner.plan('/out/c.pdf', { policy: 'skip' }), { path: '/out/c (1).pdf', overwrite: false });
  });

  it('never plans over the file being converted: keeps both, whatever the policy, without asking', async () => {
    for (const policy of ['ask', 'rename', 'overwrite', 'skip'] as const) {
      const { deps, asked } = setup(['/d/a.zip']);
      const plan = await new OutputPlanner(deps).plan('/d/a.zip', { policy, source: '/d/a.zip' });
      assert.deepEqual(plan, { path: '/d/a (1).zip', overwrite: false }, policy);
      assert.equal(asked.length, 0, policy);
    }
    const { deps } = setup(['/d/A.zip']);
    const planner = new OutputPlanner({ ...deps, caseInsensitive: true, exists: async (p) => p.toLowerCase() === '/d/a.zip' });
    assert.deepEqual(
      await planner.plan('/d/a.zip', { policy: 'overwrite', source: '/d/A.zip' }),
      { path: '/d/a (1).zip', overwrite: false },
      'case-insensitive file system',
    );
    assert.deepEqual(
      await new OutputPlanner(deps).plan('/d/A.zip', { policy: 'overwrite', source: '/d/a.zip' }),
      { path: '/d/A.zip', overwrite: true },
      'case-sensitive: another file',
    );
  });

  it('frees a released path for later files', async () => {
    const { deps } = setup([]);
    const planner = new OutputPlanner(deps);
    await planner.plan('/d/a.pdf', { policy: 'rename' });
    planner.release('/d/a.pdf');
    assert.deepEqual(await planner.plan('/d/a.pdf', { policy: 'rename' }), { path: '/d/a.pdf', overwrite: false });
  });

  it('treats names differing in case as one on case-insensitive file systems', async () => {
    const { deps } = setup([]);
    const planner = new OutputPlanner({ ...deps, caseInsensitive: true });
    await planner.plan('/d/A.pdf', { policy: 'rename' });
    assert.deepEqual(await planner.plan('/d/a.pdf', { policy: 'rename' }), { path: '/d/a (1).pdf', overwrite: false });
  });
});
