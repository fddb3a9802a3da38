// `convert-files convert FILE|GLOB|- … --to TARGET [options]`: a conversion asked for by name,
// without a rules file. The request is checked (conversion/adhoc: files, formats, presets,
// pipelines, options against the catalogue) and planned through the rules engine, then run on the
// same road as `run` with a record that is never written. `-` reads the source from stdin into a
// temporary file; `--out -` writes the one result to stdout (every line then goes to stderr).
import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { posix } from 'node:path';
import { expandSources, requestProblems, type ConversionRequest, type NamedSource } from '../conversion/adhoc';
import { ConversionRecord, DEFAULT_FILES_EXCLUDE, RulesFileError, slashed, type PlanItem, type RulesFile } from '../conversion/rules';
import { normalizeFormat, resultCount, sourceFormatOf, type Catalogue } from '../service/catalogue';
import type { ConvertArguments } from './args';
import { CannotStart, checksCatalogue, cwdOf, EXIT_OK, openRules, type CliIo, type Session } from './context';
import { serviceFromEnvironment } from './environment';
import { Reporter } from './report';
import { checkedPlan } from './requestPlan';
import { runItems } from './runItems';

/** The rules file whose presets and pipelines `--preset`/`--pipeline` name: `--rules F` (must be there), else the default when found. */
async function presetsFile(args: ConvertArguments, io: CliIo): Promise<RulesFile | undefined> {
  if (args.rules === undefined && args.pipeline === undefined && !args.steps.some((s) => s.preset !== undefined)) {
    return undefined;
  }
  try {
    return (await openRules(args.rules, io)).file;
  } catch (err) {
    // Without --rules, a missing default file only matters when a preset or pipeline is named: the check says which.
    if (args.rules === undefined && err instanceof RulesFileError && err.missing) {
      return undefined;
    }
    throw err;
  }
}

/** stdin's bytes, into a temporary file named for `--from` (the service needs a file name). */
async function readStdin(args: ConvertArguments, io: CliIo, folder: string): Promise<NamedSource> {
  const path = posix.join(folder, `stdin.${normalizeFormat(args.from ?? '')}`);
  const chunks: Uint8Array[] = [];
  for await (const chunk of io.stdin ? io.stdin() : process.stdin) {
    chunks.push(chunk as Uint8Array);
  }
  await writeFile(path, Buffer.concat(chunks), { flag: 'wx' });
  return { path, base: folder };
}

async function temporaryFolder(): Promise<string> {
  return slashed(await mkdtemp(posix.join(slashed(await realpath(tmpdir())), 'convert-files-')));
}

export async function convertCommand(args: ConvertArguments, io: CliIo, session: Session): Promise<number> {
  const cwd = cwdOf(io);
  const temporary: string[] = [];
  try {
    const stdin = args.sources[0] === '-';
    const file = await presetsFile(args, io);
    const stdinFolder = stdin ? await temporaryFolder() : undefined;
    const stdoutFolder = args.out === '-' ? await temporaryFolder() : undefined;
    temporary.push(...[stdinFolder, stdoutFolder].filter((f): f is string => f !== undefined));
    const expanded = stdinFolder
      ? { sources: [await readStdin(args, io, stdinFolder)], problems: [] }
      : await expandSources(args.sources, cwd, DEFAULT_FILES_EXCLUDE);
    const request: ConversionRequest = {
      sources: expanded.sources,
      steps: args.steps,
      ...(args.pipeline !== undefined ? { pipeline: args.pipeline } : {}),
      // stdin's result goes to the working folder unless told otherwise.
      outputFolder: stdoutFolder ?? (args.out !== undefined ? posix.resolve(cwd, slashed(args.out)) : stdin ? cwd : undefined),
      ...(args.name !== undefined ? { fileName: args.name } : {}),
      ...(file ? { file } : {}),
      cwd,
      now: (io.now ?? (() => new Date()))(),
    };
    // A problem names stdin's temporary file (in any form: absolute, relative) as `-`.
    const stdinName = stdinFolder ? new RegExp(`\\S*${posix.basename(stdinFolder)}/stdin\\.[^\\s)]*`, 'g') : undefined;
    const refuse = (found: readonly string[]): void => {
      if (found.length > 0) {
        throw new CannotStart(found.map((p) => (stdinName ? p.replace(stdinName, '-') : p)).join('\n'));
      }
    };
    refuse([...expanded.problems, ...requestProblems(request)]);
    if (!args.dryRun) {
      session.service = serviceFromEnvironment(io.env, args.parallel, { async: args.async, warn: io.err });
    }
    const catalogue = await checksCatalogue(io, session.service);
    const plan = await checkedPlan(request, catalogue, {
      refuse,
      // The rules engine's words for a rules file, said in this command's flags.
      reword: (p) => p.replace(/\boutputDirectory\b/g, '--out DIR').replace(/\bfileName\b/g, '--name'),
    });
    if (stdoutFolder) {
      refuseSeveral(plan.items, catalogue);
    }
    // A path as the lines show it: relative to the working folder; stdin and stdout as `-`.
    const shownAs = (path: string): string => {
      const absolute = posix.join(plan.workspaceFolder, path);
      const temp = [stdinFolder, stdoutFolder].find((f) => f !== undefined && (absolute === f || absolute.startsWith(`${f}/`)));
      if (temp) {
        return '-';
      }
      const relative = posix.relative(cwd, absolute);
      return relative.startsWith('../') ? absolute : relative;
    };
    const reporter = new Reporter(io, {
      json: args.json,
      session,
      workspaceFolder: plan.workspaceFolder,
      // With --out -, stdout carries the result only.
      ...(stdoutFolder ? { out: io.err } : {}),
      shownAs,
    });
    for (const source of plan.alreadyTarget) {
      const path = shownAs(posix.relative(plan.workspaceFolder, source.path));
      reporter.unplanned(path, path, `already a ${sourceFormatOf(source.path) ?? ''} file`);
    }
    const code = await runItems(
      {
        items: plan.items,
        workspaceFolder: plan.workspaceFolder,
        record: ConversionRecord.unsaved(),
        policy: args.onConflict,
        force: false,
        dryRun: args.dryRun,
        keptWhy: (item) =>
          `${shownAs(item.result)} exists; --on-conflict skip keeps it (overwrite replaces it, rename writes a numbered copy)`,
        // A Markdown page embeds images from the working folder when its source is in it, else from the
        // source's own folder: never from where the sources and --out happen to meet (`/`, the home folder).
        pageRoot: (source) => (source.startsWith(cwd.endsWith('/') ? cwd : `${cwd}/`) ? cwd : posix.dirname(source)),
      },
      session,
      io,
      reporter,
    );
    if (stdoutFolder && code === EXIT_OK && !args.dryRun) {
      await writeResult(stdoutFolder, io);
    }
    return code;
  } finally {
    for (const folder of temporary) {
      await rm(folder, { recursive: true, force: true });
    }
  }
}

/** `--out -` takes one result: several (sources, targets, pages) is exit 2 before anything is sent. */
function refuseSeveral(items: readonly PlanItem[], catalogue: Catalogue | undefined): void {
  const several =
    items.length !== 1 || items.some((i) => i.multiFile || resultCount(catalogue, i.sourceFormat, i.target.format) === 'several');
  if (several) {
    throw new CannotStart(
      `--out - writes one result to stdout; this conversion makes ${items.length === 1 ? 'several files' : `${items.length} results`} (use --out DIR)`,
    );
  }
}

/** The one file in the stdout folder, to stdout. */
async function writeResult(folder: string, io: CliIo): Promise<void> {
  const names = (await readdir(folder)).filter((n) => !n.startsWith('.'));
  if (names.length !== 1) {
    throw new CannotStart(`--out - writes one result to stdout; the service made ${names.length}`);
  }
  const data = createReadStream(posix.join(folder, names[0]!));
  if (io.stdout) {
    await io.stdout(data);
    return;
  }
  for await (const chunk of data) {
    if (!process.stdout.write(chunk as Buffer)) {
      await new Promise((done) => process.stdout.once('drain', done));
    }
  }
}
