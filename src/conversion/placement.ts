// Where one source file's results go: the output folder, the plan for each result (settled
// before anything is sent when the name can be known), staging through the output target, and
// what is given back when the conversion fails. Paths are URI paths throughout.
import { isMultiFile } from '../service/catalogue';
import { splitName, type OutputPlan, type ResultDescriptor } from '../service/convert';
import { chainResultFormat, inputFormatOf, stepsOf } from './chains/steps';
import { expectedResultName, resolveOutputDirectory, resultFolder, resultPath, type OutputPlanner } from './outputPlanner';
import type { ConversionFiles, ConversionJob, ConversionLog, OutputSettings, OutputTarget } from './ports';

/** What placing the expected result decided before converting. */
export type EarlyDecision = { readonly go: true } | { readonly go: false; readonly name: string; readonly byPolicy: boolean };

/** The results of one source file, from plan to rename; one instance per conversion. */
export class ResultPlacement<R> {
  readonly directory: string;
  readonly settings: OutputSettings;
  readonly output: OutputTarget;
  private readonly sourceName: string;
  private readonly multiFile: boolean;
  private readonly resultFormat: string;
  private readonly planned: string[] = [];
  /** The plan for the usual single result, made before converting so that Skip costs nothing. */
  private early: { readonly path: string; readonly plan: OutputPlan } | undefined;
  /** The folder several results go in, planned before converting (`overwrite`: the person agreed that files in it be replaced). */
  private folder: OutputPlan | undefined;

  constructor(
    private readonly job: ConversionJob<R>,
    private readonly files: ConversionFiles<R>,
    private readonly planner: OutputPlanner,
    private readonly log: ConversionLog,
    readonly label: string,
    /** One result or several, as the catalogue says (the built-in table when not given). */
    results?: (sourceFormat: string, targetFormat: string) => 'one' | 'several',
  ) {
    const sourcePath = files.path(job.source);
    this.sourceName = sourcePath.slice(sourcePath.lastIndexOf('/') + 1);
    this.settings = job.outputSettings ?? files.outputSettings(job.source);
    this.directory = resolveOutputDirectory({
      sourcePath,
      setting: this.settings.outputDirectory,
      workspaceFolderPath: files.workspaceFolderPath(job.source),
      homePath: files.homePath(job.source),
    });
    const steps = stepsOf(job);
    const lastInput = inputFormatOf(job.sourceFormat, steps, steps.length - 1);
    this.multiFile = results ? results(lastInput, job.targetFormat) === 'several' : isMultiFile(lastInput, job.targetFormat);
    // A chain's result has the format its steps end with (docx → pdf → compress: a PDF).
    this.resultFormat = job.steps && job.steps.length > 1 ? chainResultFormat(job.sourceFormat, steps) : job.targetFormat;
    this.output = job.destination?.output ?? files.output(job.source);
  }

  private get sourcePath(): string {
    return this.files.path(this.job.source);
  }

  /** The conversion's other inputs, never replaced by its results (the planner keeps both instead). */
  private get inputPaths(): string[] {
    const { firstInput, moreSources, fileParameters } = this.job;
    const inputs = [firstInput, ...(moreSources ?? []), ...Object.values(fileParameters ?? {}).flat()] as Array<R | undefined>;
    return inputs.filter((r): r is R => r !== undefined).map((r) => this.files.path(r));
  }

  /**
   * Settles every conflict before anything is sent, so that Skip costs nothing: a single result's
   * name is planned now; for a converter that gives several results (whose names come only with
   * them) the folder they go in is, and a custom name too (one result of such a converter takes
   * it, beside the source, not in the folder).
   */
  async planExpected(): Promise<EarlyDecision> {
    if (this.job.destination) {
      return { go: true };
    }
    const options = { policy: this.settings.conflictPolicy, source: this.sourcePath, inputs: this.inputPaths };
    const skipped = (name: string): EarlyDecision => ({ go: false, name, byPolicy: this.settings.conflictPolicy === 'skip' });
    if (!this.multiFile || this.job.resultName !== undefined) {
      const name = this.job.resultName ?? expectedResultName(this.sourceName, this.resultFormat);
      const path = resultPath(this.directory, this.sourceName, name, false);
      const plan = await this.planner.plan(path, options);
      if (!plan) {
        return skipped(name);
      }
      this.planned.push(plan.path);
      this.early = { path, plan };
    }
    if (this.multiFile) {
      const path = resultFolder(this.directory, this.sourceName);
      const plan = await this.planner.plan(path, { ...options, folder: true, clashes: this.mayBeResult });
      if (!plan) {
        this.settle();
        return skipped(`${path.slice(path.lastIndexOf('/') + 1)}/`);
      }
      this.planned.push(plan.path);
      this.folder = plan;
    }
    return { go: true };
  }

  /**
   * Whether a file already in the results' folder may have a result's name: the names come only
   * with the results, but their type is known (PDF → JPG gives `.jpg` files; a split, `.pdf`), so
   * a folder holding only other files is no clash. Should a result still meet a file of its name,
   * it is planned by the conflict policy as it comes.
   */
  private readonly mayBeResult = (name: string): boolean => {
    const { ext } = splitName(expectedResultName(this.sourceName, this.resultFormat));
    return ext === '' || name.toLowerCase().endsWith(ext.toLowerCase());
  };

  /** The plan for a result the service described; undefined skips it. For ConversionClient's resolveOutput. */
  readonly resolve = async (result: ResultDescriptor): Promise<OutputPlan | undefined> => {
    if (this.job.destination) {
      return this.job.destination.resolve(result);
    }
    // One result of a multi-result converter with a custom name takes that name beside the source.
    const named = this.job.resultName !== undefined && result.count === 1;
    const inFolder = (this.multiFile && !named) || result.count > 1;
    const name = named ? this.job.resultName! : result.name;
    const folder = this.folder?.path ?? resultFolder(this.directory, this.sourceName);
    const path = inFolder ? `${folder}/${name}` : resultPath(this.directory, this.sourceName, name, false);
    const early = this.early;
    this.early = undefined;
    if (early && !inFolder && path === early.path) {
      return early.plan;
    }
    if (early) {
      // The service named the result differently: the name planned early is free again.
      this.planner.release(early.plan.path);
    }
    // Into a folder the person agreed to overwrite (asked before sending): no second question.
    const policy = inFolder && this.folder?.overwrite ? 'overwrite' : this.settings.conflictPolicy;
    const plan = await this.planner.plan(path, { policy, source: this.sourcePath, inputs: this.inputPaths });
    if (!plan) {
      this.log.info(`${this.label}: ${result.name} skipped, it exists.`);
      return undefined;
    }
    this.planned.push(plan.path);
    return plan;
  };

  /** The plan for a chain's intermediate result kept beside the result (its own name); undefined skips it. */
  readonly resolveBeside = async (name: string): Promise<OutputPlan | undefined> => {
    let path = resultPath(this.directory, this.sourceName, name, false);
    const own = this.job.intermediates;
    // The rule's own earlier file (or its numbered copy beside a file it did not write) is replaced in place.
    const ownPath = own?.replaceable.find((p) => p === path) ?? own?.replaceable.find((p) => isNumberedCopy(p, path));
    path = ownPath ?? path;
    const policy = own ? (ownPath ? 'overwrite' : own.conflictPolicy) : this.settings.conflictPolicy;
    const plan = await this.planner.plan(path, { policy, source: this.sourcePath, inputs: this.inputPaths });
    if (plan) {
      this.planned.push(plan.path);
    } else {
      this.log.info(`${this.label}: ${name} skipped, it exists.`);
    }
    return plan;
  };

  /** The conversion is done: a plan made early but never used is given back. */
  settle(): void {
    if (this.early) {
      this.planner.release(this.early.plan.path);
      this.early = undefined;
    }
  }

  /** The conversion failed or was cancelled: every planned name is given back, and the folders made for it go. */
  async abandon(): Promise<void> {
    for (const path of this.planned.splice(0)) {
      this.planner.release(path);
    }
    this.early = undefined;
    await this.output.removeEmptyFolders();
  }
}

/** `out/a.step1 (2).pdf` for `out/a.step1.pdf`: a numbered copy the conflict policy `rename` made. */
function isNumberedCopy(candidate: string, path: string): boolean {
  const { stem, ext } = splitName(path);
  if (!candidate.startsWith(`${stem} (`) || !candidate.endsWith(`)${ext}`)) {
    return false;
  }
  return /^\d+$/.test(candidate.slice(stem.length + 2, candidate.length - ext.length - 1));
}
