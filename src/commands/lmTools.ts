/**
 * Language model tools for agent mode: convert files, read a document as text, report usage.
 * VS Code does not validate a tool's input against its schema, so each tool checks its own and
 * answers mistakes with text the model can act on (a thrown error reaches it only as "failed").
 */
import * as path from 'node:path';
import * as vscode from 'vscode';
import { Commands, Settings } from '../constants';
import { conversionsCharged, isCancellation } from '../service/errors';
import { converterName, isFailure, lastDays } from '../service/admin';
import { parsePresets, sourceFormatOf, targetsFor, type Preset } from '../service/catalogue';
import type { ExtensionServices } from '../extensionServices';
import { runConversionBatch, type UriJob } from './convert/batchRunner';
import { collectSources } from './convert/sources';
import { describeError } from '../messages/errors';
import { withAbortSignal } from '../ui/progress';
import { caseInsensitiveFs, sourceFile, workspaceFiles } from '../workspace/files';
import { plural } from '../util/intlWords';
import { linkStaysInside } from '../util/symlinks';
import { fencedDocumentText, MAX_MAX_CHARS, memoryOutput } from './lmText';

export const ToolNames = { convert: 'convertFiles_convert', extractText: 'convertFiles_extractText', usage: 'convertFiles_usage' } as const;

const DEFAULT_MAX_CHARS = 20_000;
const RECENT_FAILURES = 5;

/** A message the model reads instead of a result. */
class ToolInputError extends Error {}

function text(value: string): vscode.LanguageModelToolResult {
  return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(value)]);
}

function record(input: unknown): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ToolInputError('The input must be a JSON object.');
  }
  return input as Record<string, unknown>;
}

/**
 * Where a workspace-relative or absolute path may be, inside the workspace only. A relative path
 * may start with a workspace folder's name (as shownPath writes it in a multi-root workspace);
 * on Windows a backslash separates too, so that "..\\x" is collapsed before the check, not by the OS after it.
 */
function workspaceCandidates(value: unknown, field: string): vscode.Uri[] {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ToolInputError(`"${field}" must be a non-empty string path.`);
  }
  const folders = vscode.workspace.workspaceFolders ?? [];
  if (folders.length === 0) {
    throw new ToolInputError('No folder is open in VS Code, so there is no workspace to convert files in.');
  }
  const inside = (uri: vscode.Uri): boolean =>
    folders.some(
      (f) =>
        uri.scheme === f.uri.scheme &&
        uri.authority === f.uri.authority &&
        (uri.path === f.uri.path || uri.path.startsWith(`${f.uri.path.replace(/\/$/, '')}/`)),
    );
  let candidates: vscode.Uri[];
  if (path.isAbsolute(value)) {
    candidates = [vscode.Uri.file(path.normalize(value))];
  } else {
    const relative = process.platform === 'win32' ? value.replace(/\\/g, '/') : value;
    const [first, ...rest] = relative.split('/');
    const named =
      folders.length > 1 ? folders.filter((f) => f.name === first && rest.length > 0).map((f) => vscode.Uri.joinPath(f.uri, ...rest)) : [];
    candidates = [...named, ...folders.map((f) => vscode.Uri.joinPath(f.uri, relative))];
  }
  const found = candidates.filter(inside);
  if (found.length === 0) {
    throw new ToolInputError(`"${value}" is outside the workspace; only files inside the open workspace folders can be used.`);
  }
  return found;
}

/**
 * A workspace file or folder that exists and does not lead out of the workspace through a
 * symbolic link: a cloned repository may hold `docs -> ~/Documents`, and an agent (or a prompt
 * injected into it) must not upload what lies behind it. Links inside folders it walks are
 * checked by filesInFolder.
 */
async function workspaceEntry(value: unknown, field: string): Promise<{ uri: vscode.Uri; stat: vscode.FileStat }> {
  const shown = String(value);
  for (const uri of workspaceCandidates(value, field)) {
    let stat: vscode.FileStat;
    try {
      stat = await vscode.workspace.fs.stat(uri);
    } catch {
      continue;
    }
    const folder = vscode.workspace.getWorkspaceFolder(uri);
    if (uri.scheme === 'file' && folder && !(await linkStaysInside(uri.fsPath, folder.uri.fsPath, caseInsensitiveFs(uri)))) {
      throw new ToolInputError(
        `"${shown}" leads out of the workspace through a symbolic link; only files inside the open workspace folders can be used.`,
      );
    }
    return { uri, stat };
  }
  throw new ToolInputError(`"${shown}" does not exist in the workspace.`);
}

/** A path as the tools accept it back: workspace-relative, with the folder's name first only in a multi-root workspace. */
function shownPath(uri: vscode.Uri): string {
  return vscode.workspace.asRelativePath(uri, (vscode.workspace.workspaceFolders?.length ?? 0) > 1);
}

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

function presetOf(value: unknown, target: string, scope: vscode.Uri | undefined): Preset | undefined {
  if (value === undefined) {
    return undefined;
  }
  // The presets of the files' workspace folder, as the Convert To commands read them.
  const { presets } = parsePresets(vscode.workspace.getConfiguration(Settings.section, scope).get(Settings.presets));
  const names = presets.filter((p) => p.target === target).map((p) => p.name);
  const preset =
    typeof value === 'string' ? presets.find((p) => p.name.toLowerCase() === value.toLowerCase() && p.target === target) : undefined;
  if (!preset) {
    throw new ToolInputError(
      names.length > 0
        ? `No preset "${String(value)}" for ${target}. Presets for ${target}: ${names.join(', ')}.`
        : `No presets for ${target} are defined (setting convertFiles.presets); leave "preset" out.`,
    );
  }
  return preset;
}

/** The files a convert input stands for, checked as the model gave them. */
async function planConversion(input: unknown, token: vscode.CancellationToken): Promise<ConvertPlan> {
  const fields = record(input);
  if (!Array.isArray(fields.paths) || fields.paths.length === 0) {
    throw new ToolInputError('"paths" must be a non-empty array of file or folder paths.');
  }
  const target = targetOf(fields.targetFormat);
  const uris: vscode.Uri[] = [];
  for (const value of fields.paths as unknown[]) {
    uris.push((await workspaceEntry(value, 'paths[]')).uri);
  }
  const preset = presetOf(fields.preset, target, uris[0]);
  const sources = await withAbortSignal(token, (signal) => collectSources(uris, signal));
  const files = [...sources.files, ...sources.folders.flatMap((f) => f.files)];
  const jobs: UriJob[] = [];
  const left: string[] = [];
  for (const file of files) {
    const sourceFormat = sourceFormatOf(file.path);
    if (sourceFormat === target) {
      left.push(`${shownPath(file)} (already ${target})`);
    } else if (!sourceFormat || !targetsFor(sourceFormat).some((t) => t.ext === target)) {
      left.push(`${shownPath(file)} (no ${sourceFormat ?? 'unknown'} → ${target} conversion)`);
    } else if (preset?.source !== undefined && preset.source !== sourceFormat) {
      left.push(`${shownPath(file)} (preset "${preset.name}" is for ${preset.source} files)`);
    } else {
      jobs.push({ source: file, sourceFormat, targetFormat: target, parameters: preset?.parameters });
    }
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

/** Runs `work`, turning input mistakes and service errors into text for the model. */
async function answering(
  services: ExtensionServices,
  what: string,
  work: () => Promise<vscode.LanguageModelToolResult>,
): Promise<vscode.LanguageModelToolResult> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ToolInputError) {
      return text(`Error: ${err.message}`);
    }
    if (isCancellation(err)) {
      return text('Cancelled by the user; nothing more was done.');
    }
    const { text: message, actions } = describeError(err);
    services.log.warn(`${what}: ${err instanceof Error ? err.message : String(err)}`);
    // The buttons a person would get, as commands the model can name to the user.
    const steps = actions.filter((a) => a.command !== Commands.showLog).map((a) => `"${a.title}" (command ${a.command})`);
    const next = steps.length > 0 ? ` The user can fix this in VS Code with: ${steps.join(', ')}.` : '';
    return text(`Error: ${services.log.redactor.redact(message)}${next}`);
  }
}

export function convertTool(services: ExtensionServices): vscode.LanguageModelTool<unknown> {
  return {
    async prepareInvocation(options, token) {
      const plan = await planConversion(options.input, token).catch(() => undefined);
      if (!plan || plan.jobs.length === 0) {
        // Nothing will be sent: the invocation explains the mistake (or what was left out) to the model.
        return { invocationMessage: vscode.l10n.t('Checking the conversion request') };
      }
      const n = plan.jobs.length;
      const target = plan.jobs[0].targetFormat.toUpperCase();
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
      const language = vscode.env.language;
      return {
        invocationMessage: plural(n, language, {
          one: () => vscode.l10n.t('Converting 1 file to {0}', target),
          other: () => vscode.l10n.t('Converting {0} files to {1}', n, target),
        })(),
        confirmationMessages: {
          title: vscode.l10n.t('Convert files with ConvertAPI?'),
          message: new vscode.MarkdownString(
            `${plural(n, language, { one: () => vscode.l10n.t('This uses {0} conversion of your ConvertAPI account.', n), other: () => vscode.l10n.t('This uses {0} conversions of your ConvertAPI account.', n) })()}\n\n${names}\n\n${whereTo}${existingFiles}`,
          ),
        },
      };
    },
    async invoke(options, token) {
      return answering(services, 'convert tool', async () => {
        const plan = await planConversion(options.input, token);
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

export function extractTextTool(services: ExtensionServices): vscode.LanguageModelTool<unknown> {
  return {
    prepareInvocation(options) {
      const value = (options.input as { path?: unknown } | undefined)?.path;
      const shown = typeof value === 'string' ? value : '…';
      return {
        invocationMessage: vscode.l10n.t('Reading {0} as text', shown),
        // The file leaves the machine and costs a conversion: say so, not just "run the tool?".
        confirmationMessages: {
          title: vscode.l10n.t('Read a document with ConvertAPI?'),
          message: vscode.l10n.t(
            '{0} is uploaded to ConvertAPI and converted to text for the chat. This uses 1 conversion of your ConvertAPI account; no file is written.',
            shown,
          ),
        },
      };
    },
    async invoke(options, token) {
      return answering(services, 'extractText tool', async () => {
        const fields = record(options.input);
        const { uri, stat } = await workspaceEntry(fields.path, 'path');
        if (stat.type & vscode.FileType.Directory) {
          throw new ToolInputError(`"${String(fields.path)}" is a folder; give one file.`);
        }
        const max = fields.maxChars === undefined ? DEFAULT_MAX_CHARS : Number(fields.maxChars);
        if (!Number.isInteger(max) || max < 1 || max > MAX_MAX_CHARS) {
          throw new ToolInputError(`"maxChars" must be a whole number from 1 to ${MAX_MAX_CHARS}.`);
        }
        const sourceFormat = sourceFormatOf(uri.path);
        if (!sourceFormat || !targetsFor(sourceFormat).some((t) => t.ext === 'txt')) {
          throw new ToolInputError(`${sourceFormat ? `.${sourceFormat}` : 'This'} files cannot be converted to text by ConvertAPI.`);
        }
        const memory = memoryOutput();
        const { client } = await services.clients.conversionClient();
        let conversionsUsed: number;
        try {
          const result = await withAbortSignal(token, async (signal) =>
            client.convert({
              source: await sourceFile(uri),
              sourceFormat,
              targetFormat: 'txt',
              output: memory.output,
              signal,
              // A placeholder: memoryOutput never writes to it.
              resolveOutput: async (result) => ({ path: `/${result.name}`, overwrite: false }),
            }),
          );
          conversionsUsed = result.conversionCost ?? 1;
        } catch (err) {
          // The Usage view and status bar count what the agent used, as for any conversion.
          services.fireBatchFinished({
            converted: 0,
            skipped: 0,
            failed: isCancellation(err) ? 0 : 1,
            conversionsUsed: conversionsCharged(err),
            cancelled: isCancellation(err),
          });
          throw err;
        }
        services.fireBatchFinished({ converted: 1, skipped: 0, failed: 0, conversionsUsed, cancelled: false });
        const { kept, complete } = memory.text();
        return text(fencedDocumentText(shownPath(uri), kept, complete, max));
      });
    },
  };
}

function usageTool(services: ExtensionServices): vscode.LanguageModelTool<unknown> {
  return {
    async invoke(_options, token) {
      return answering(services, 'usage tool', async () => {
        const admin = await services.clients.adminClient();
        if (!admin) {
          return text(
            'Usage needs a ConvertAPI Master Token. Ask the user to run "Convert Files: Set Master Token" (command convertFiles.setMasterToken); the API Token alone cannot read usage.',
          );
        }
        return withAbortSignal(token, async (signal) => {
          const user = await admin.getUser(signal);
          // One row per conversion, newest first (revision 2): the failures are the rows that say so.
          const rows = await admin.getStatistics(lastDays(30), signal);
          const failures = rows.filter(isFailure).slice(0, RECENT_FAILURES);
          const left =
            user.conversionsTotal !== undefined && user.conversionsConsumed !== undefined
              ? Math.max(0, user.conversionsTotal - user.conversionsConsumed)
              : undefined;
          const lines = [
            left === undefined
              ? 'Conversions left: unknown (the account record has no totals).'
              : `Conversions left: ${left} of ${user.conversionsTotal} (${user.conversionsConsumed} used).`,
            failures.length === 0
              ? 'No failed conversions in the last 30 days.'
              : `Recent failed conversions (newest first):\n${failures.map((f) => `- ${f.createdAt ?? '?'} ${converterName(f) ?? '?'} ${f.source ?? ''}${f.error ? `: ${f.error}` : ''}`).join('\n')}`,
          ];
          return text(lines.join('\n'));
        });
      });
    },
  };
}

export function registerLanguageModelTools(services: ExtensionServices): void {
  if (!vscode.lm?.registerTool) {
    return;
  }
  services.context.subscriptions.push(
    vscode.lm.registerTool(ToolNames.convert, convertTool(services)),
    vscode.lm.registerTool(ToolNames.extractText, extractTextTool(services)),
    vscode.lm.registerTool(ToolNames.usage, usageTool(services)),
  );
}
