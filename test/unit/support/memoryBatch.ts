// An in-memory file system, a stand-in client and a batch's deps, for the batch core's unit tests.
import type { BatchDeps } from '../../../src/conversion/batch';
import type { BatchStep, ConversionFiles, OutputSettings, OutputTarget, PathState } from '../../../src/conversion/ports';
import type { ConvertRequest, ConversionResult, StagedFile } from '../../../src/service/convert';
import type { SourceFile } from '../../../src/service/http';

const settings: OutputSettings = { outputDirectory: '', conflictPolicy: 'rename', openAfterConvert: 'never', revealInExplorer: false };

/** Files as URI paths in a map; results are staged under a temporary key and committed by rename. */
export class MemoryFiles implements ConversionFiles<string> {
  readonly files = new Map<string, string>();
  policy: OutputSettings['conflictPolicy'] = 'rename';
  path = (r: string) => r;
  at = (_r: string, path: string) => path;
  fileSystem = () => 'memory';
  caseInsensitive = () => false;
  // A folder exists when a file is in it.
  exists = async (r: string) => this.files.has(r) || [...this.files.keys()].some((k) => k.startsWith(`${r}/`));
  lookAt = async (r: string): Promise<PathState> =>
    this.files.has(r)
      ? { kind: 'file' }
      : (await this.exists(r))
        ? {
            kind: 'folder',
            files: [...this.files.keys()]
              .filter((k) => k.startsWith(`${r}/`) && !k.slice(r.length + 1).includes('/'))
              .map((k) => k.slice(r.length + 1)),
          }
        : { kind: 'none' };
  open = async (r: string): Promise<SourceFile> => {
    const bytes = Buffer.from(this.files.get(r) ?? '');
    return {
      name: r.slice(r.lastIndexOf('/') + 1),
      size: bytes.length,
      open: async function* () {
        yield bytes;
      },
    };
  };
  outputSettings = () => ({ ...settings, conflictPolicy: this.policy });
  workspaceFolderPath = () => undefined;
  homePath = () => undefined;
  display = (r: string) => r;
  output = (): OutputTarget => ({
    removeEmptyFolders: async () => undefined,
    stage: async (plan, data): Promise<StagedFile> => {
      const text = data instanceof Uint8Array ? Buffer.from(data).toString() : '';
      return {
        finalPath: plan.path,
        size: text.length,
        commit: async () => {
          if (!plan.overwrite && this.files.has(plan.path)) {
            throw new Error(`${plan.path} exists`);
          }
          this.files.set(plan.path, text);
        },
        discard: async () => undefined,
        rollback: async () => undefined,
      };
    },
  });
}

/** A client that "converts" (the result reads "converted <name>"), or fails as told per source name. */
export class FakeClient {
  readonly sent: string[] = [];
  readonly requests: ConvertRequest[] = [];
  failures = new Map<string, unknown>();
  /** How many results a source name gives (`name-1.jpg`, `name-2.jpg`, …); one when not set. */
  results = new Map<string, number>();
  async convert(req: ConvertRequest): Promise<ConversionResult> {
    this.sent.push(req.source.name);
    this.requests.push(req);
    req.onProgress?.({ phase: 'upload' });
    const failure = this.failures.get(req.source.name);
    if (failure) {
      throw failure;
    }
    const stem = req.source.name.replace(/\.[^.]*$/, '');
    const count = this.results.get(req.source.name) ?? 1;
    const files: ConversionResult['files'][number][] = [];
    const skipped: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const name = count === 1 ? `${stem}.${req.targetFormat}` : `${stem}-${index + 1}.${req.targetFormat}`;
      const plan = await req.resolveOutput({ name, index, count });
      if (!plan) {
        skipped.push(name);
        continue;
      }
      const staged = await req.output!.stage(plan, Buffer.from(`converted ${req.source.name}`), req.signal);
      await staged.commit();
      files.push({ name, path: staged.finalPath, size: staged.size });
    }
    return { files, skipped, conversionCost: 1, durationMs: 1 };
  }
}

export function setup(options: { conversionsLeft?: number; maxParallel?: number } = {}) {
  const files = new MemoryFiles();
  const client = new FakeClient();
  const steps: BatchStep[] = [];
  let userRequests = 0;
  const controller = new AbortController();
  const deps: BatchDeps<string> = {
    files,
    client: async () => client,
    adminClient: async () =>
      options.conversionsLeft === undefined
        ? undefined
        : {
            getUser: async () => {
              userRequests += 1;
              return { active: true, conversionsTotal: 100, conversionsConsumed: 100 - options.conversionsLeft! } as never;
            },
          },
    progress: { run: (_target, task) => task({ step: (s) => steps.push(s), advance: () => undefined }, controller.signal) },
    conflicts: { ask: async () => undefined },
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    maxParallel: options.maxParallel ?? 2,
  };
  const job = (source: string, targetFormat = 'pdf') => ({ source, sourceFormat: source.slice(source.lastIndexOf('.') + 1), targetFormat });
  return { files, client, steps, deps, job, controller, userRequests: () => userRequests };
}
