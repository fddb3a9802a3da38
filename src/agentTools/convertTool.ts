// The convert tool: files and folders of the workspace converted through the same batch runner
// as the Explorer's commands, after a confirmation that says what is sent and what it costs.
import * as vscode from 'vscode';
import { Settings } from '../constants';
import { findConverter, looksLikeSecretName, sourceFormatOf, targetsFor, type ParameterMap } from '../service/catalogue';
import { buildParameters, optionFields, parsePresets, type Preset } from '../service/catalogue/options';
import { parametersProblem } from '../checks/convertArguments';
import type { ExtensionServices } from '../extensionServices';
import { runConversionBatch, type UriJob } from '../convertFlow/batchRunner';
import { collectSources } from '../convertFlow/sources';
import { withAbortSignal } from '../ui/progress';
import { workspaceFiles } from '../workspace/files';
import { chainCostText, toolChainJobs } from '../convertFlow/chainsCommand';
import type { ConversionLog } from '../conversion/ports';
import { plural } from '../util/intlWords';
import { argumentsOf, leftOutWhy, presetNamed, refuse, ToolInputError } from '../conversion/tools/toolInput';
import { answering, shownPath, text, workspaceEntry } from './toolInput';
import { optionsFormatFor } from '../markdownPdf/settings';

interface ConvertPlan {
  readonly jobs: UriJob[];
  /** Files left out, with why. */
  readonly left: string[];
  readonly policy: string;
  /** The output directory settings that apply ("" = next to the source), as typed. */
  readonly outputDirectories: readonly string[];
}

function targetOf(value: unknown): string {
  if (typeof value !== 'string' || !/^[a-z0-9-]{1,20}$/i.test(value.replace(/^\./, ''))) {
    throw new ToolInputError('"targetFormat" must be a file extension such as "pdf", "docx", "txt" or "png".');
  }
  return value.replace(/^\./, '').toLowerCase();
}

/** The preset named, of the files' workspace folder as the Convert To commands read them. */
function presetOf(value: unknown, target: string, scope: vscode.Uri | undefined): Preset | undefined {
  const { presets } = parsePresets(vscode.workspace.getConfiguration(Settings.section, scope).get(Settings.presets));
  return value === undefined ? undefined : presetNamed(presets, value, 'the setting convertFiles.presets', target);
}

/**
 * The options the model asked for, checked as the options form checks them (the converter of each
 * source format, from the service's catalogue) over the preset's: what each job sends.
 */
async function checkedParameters(
  services: ExtensionServices,
  jobs: readonly UriJob[],
  given: ParameterMap,
): Promise<Map<string, ParameterMap>> {
  const catalogue = (await services.catalogue.refresh(services.config().baseUrl)).catalogue;
  if (catalogue.origin !== 'service') {
    throw new ToolInputError(
      'The service’s catalogue could not be read, so "parameters" cannot be checked; leave them out or try again later.',
    );
  }
  // One preset per call: every job of a source format sends the same.
  const bySource = new Map<string, ParameterMap>();
  for (const job of jobs) {
    const key = job.sourceFormat;
    if (bySource.has(key)) {
      continue;
    }
    const converter = findConverter(catalogue, optionsFormatFor(job.source, job.sourceFormat, job.targetFormat), job.targetFormat);
    const built = converter ? buildParameters(optionFields(converter), { ...job.parameters, ...given }) : undefined;
    const problems = built?.problems.map((p) => p.message) ?? [`The service has no ${job.sourceFormat} → ${job.targetFormat} conversion.`];
    if (built && Object.keys(built.files).length > 0) {
      problems.push(`${Object.keys(built.files).join(', ')}: file options are not taken by this tool.`);
    }
    if (problems.length > 0) {
      throw new ToolInputError(
        `"parameters" (${job.sourceFormat} → ${job.targetFormat}): ${problems.join(' ')} The tool convertFiles_options lists the options.`,
      );
    }
    bySource.set(key, built!.parameters);
  }
  return bySource;
}

/** The files a convert input stands for, checked as the model gave them. */
async function planConversion(input: unknown, token: vscode.CancellationToken, services: ExtensionServices): Promise<ConvertPlan> {
  const log: ConversionLog = services.log;
  const fields = argumentsOf(input, ['paths', 'targetFormat', 'preset', 'pipeline', 'steps', 'parameters']);
  refuse(parametersProblem(fields.parameters));
  if (fields.parameters !== undefined && (fields.pipeline !== undefined || fields.steps !== undefined)) {
    throw new ToolInputError('"parameters" go with "targetFormat"; for "steps" give each step its own {"to", "parameters"}.');
  }
  if (!Array.isArray(fields.paths) || fields.paths.length === 0) {
    throw new ToolInputError('"paths" must be a non-empty array of file or folder paths.');
  }
  const uris: vscode.Uri[] = [];
  for (const value of fields.paths as unknown[]) {
    uris.push((await workspaceEntry(value, 'paths[]')).uri);
  }
  const chained = fields.pipeline !== undefined || fields.steps !== undefined;
  const target = chained ? '' : targetOf(fields.targetFormat);
  const preset = chained ? undefined : presetOf(fields.preset, target, uris[0]);
  const sources = await withAbortSignal(token, (signal) => collectSources(uris, signal));
  const files = [...sources.files, ...sources.folders.flatMap((f) => f.files)];
  const jobs: UriJob[] = [];
  const left: string[] = [];
  if (chained) {
    // A saved pipeline or steps, run on the service one step after another (loaded on first use).
    try {
      jobs.push(...toolChainJobs(fields, files, left, shownPath, log));
    } catch (err) {
      throw new ToolInputError((err as Error).message);
    }
  }
  for (const file of chained ? [] : files) {
    const sourceFormat = sourceFormatOf(file.path);
    const converts = sourceFormat !== undefined && targetsFor(sourceFormat).some((t) => t.ext === target);
    const why =
      leftOutWhy(sourceFormat, target, preset?.source) ?? (converts ? undefined : `no ${sourceFormat ?? 'unknown'} → ${target} conversion`);
    if (why !== undefined || sourceFormat === undefined) {
      left.push(`${shownPath(file)} (${why})`);
    } else {
      jobs.push({ source: file, sourceFormat, targetFormat: target, parameters: preset?.parameters });
    }
  }
  if (fields.parameters !== undefined && jobs.length > 0) {
    const sent = await checkedParameters(services, jobs, fields.parameters as ParameterMap);
    jobs.forEach((job, i) => {
      jobs[i] = { ...job, parameters: sent.get(job.sourceFormat) };
    });
  }
  const outputDirectories = [...new Set(jobs.map((job) => workspaceFiles.outputSettings(job.source).outputDirectory))];
  return { jobs, left, policy: conflictPolicyOf(jobs), outputDirectories };
}

/**
 * What happens to existing results, read per source as the batch reads it (a folder of a
 * multi-root workspace may say "overwrite" where the workspace says "ask"); the riskiest wins.
 * Without a person, "ask" is "rename".
 */
function conflictPolicyOf(jobs: readonly UriJob[]): 'overwrite' | 'skip' | 'rename' {
  const policies = new Set(jobs.map((job) => workspaceFiles.outputSettings(job.source).conflictPolicy));
  return policies.has('overwrite') ? 'overwrite' : policies.has('skip') ? 'skip' : 'rename';
}

/** Text the model chose, shown literally in the Markdown of the confirmation (no link, no emphasis). */
function markdownText(value: string): string {
  return value.replace(/[\\`*_{}[\]()#+\-.!|<>~]/g, '\\$&');
}

export function convertTool(services: ExtensionServices): vscode.LanguageModelTool<unknown> {
  return {
    async prepareInvocation(options, token) {
      const plan = await planConversion(options.input, token, services).catch(() => undefined);
      if (!plan || plan.jobs.length === 0) {
        // Nothing will be sent: the invocation explains the mistake (or what was left out) to the model.
        return { invocationMessage: vscode.l10n.t('Checking the conversion request') };
      }
      const n = plan.jobs.length;
      const chainSteps = plan.jobs[0].steps;
      const target = chainSteps ? chainSteps.map((step) => step.to.toUpperCase()).join(' → ') : plan.jobs[0].targetFormat.toUpperCase();
      const names =
        plan.jobs
          .slice(0, 10)
          .map((j) => shownPath(j.source))
          .join(', ') + (n > 10 ? ', …' : '');
      const existingFiles =
        plan.policy === 'overwrite'
          ? vscode.l10n.t('Existing results are overwritten (conflict policy: overwrite).')
          : plan.policy === 'skip'
            ? vscode.l10n.t('Existing results are kept and those files skipped.')
            : vscode.l10n.t('Existing files are kept; new results get numbered names.');
      // Results may go elsewhere than next to the sources (even outside the workspace): say where.
      const elsewhere = plan.outputDirectories.filter((d) => d !== '');
      const whereTo =
        elsewhere.length > 0
          ? `${vscode.l10n.t('Results are saved in: {0} (setting convertFiles.outputDirectory).', elsewhere.join(', '))} `
          : '';
      // What is sent, step by step, with the options (a password's value never shown).
      const sources = [...new Set(plan.jobs.map((j) => j.sourceFormat.toUpperCase()))].join(', ');
      const sent = Object.entries(plan.jobs[0].parameters ?? {}).map(
        ([k, v]) => `${markdownText(k)}=${looksLikeSecretName(k) ? '••••' : markdownText(String(v))}`,
      );
      const steps =
        vscode.l10n.t('Steps: {0}', `${sources} → ${target}`) +
        (sent.length > 0 ? ` ${vscode.l10n.t('(options: {0})', sent.join(', '))}` : '');
      const language = vscode.env.language;
      // A chain costs one conversion per step and file: said as steps × files.
      const uses = chainSteps
        ? chainCostText(plan.jobs)
        : plural(n, language, {
            one: () => vscode.l10n.t('This uses {0} conversion of your ConvertAPI account.', n),
            other: () => vscode.l10n.t('This uses {0} conversions of your ConvertAPI account.', n),
          })();
      return {
        invocationMessage: plural(n, language, {
          one: () => vscode.l10n.t('Converting 1 file to {0}', target),
          other: () => vscode.l10n.t('Converting {0} files to {1}', n, target),
        })(),
        confirmationMessages: {
          title: vscode.l10n.t('Convert files with ConvertAPI?'),
          message: new vscode.MarkdownString(`${uses}\n\n${steps}\n\n${names}\n\n${whereTo}${existingFiles}`),
        },
      };
    },
    async invoke(options, token) {
      return answering(services, 'convert tool', async () => {
        const plan = await planConversion(options.input, token, services);
        const skipped = plan.left.length > 0 ? `\nNot converted: ${plan.left.join('; ')}.` : '';
        if (plan.jobs.length === 0) {
          return text(`Nothing to convert.${skipped}`);
        }
        const report = await withAbortSignal(token, (signal) => runConversionBatch(services, plan.jobs, { nonInteractive: true, signal }));
        if (report.refusal) {
          return text(`Error: ${report.refusal}`);
        }
        const lines = [
          `Converted ${report.converted} of ${plan.jobs.length} files; ${report.conversionsUsed} conversions used.`,
          ...(report.results.length > 0 ? ['Results:', ...report.results.map((uri) => `- ${shownPath(uri)}`)] : []),
          ...(report.skipped > 0 ? [`${report.skipped} skipped (a result already existed).`] : []),
          ...(report.failures.length > 0 ? ['Failed:', ...report.failures.map((f) => `- ${f}`)] : []),
          ...(report.cancelled ? ['Cancelled by the user.'] : []),
        ];
        return text(lines.join('\n') + skipped);
      });
    },
  };
}
