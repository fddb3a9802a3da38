// The convertFiles task type: a rule of a workspace folder's rules file (`{ "rule": "docs" }`), or
// files and targets given in tasks.json (`{ "files": [...], "targets": [...], "preset"? }`). It
// runs in a pseudoterminal that prints what `convert-files run` prints (the lines of
// src/conversion/rules/runLines.ts) and ends with its exit codes: 0 nothing failed, 1 a file
// failed, 2 the run could not start, 130 stopped.
// Terminating the task cancels the batch: nothing more is sent and no partial file is left.
import * as vscode from 'vscode';
import { TASK_TYPE } from '../../constants';
import { eventLine, oneLine, RULES_FILE, readRulesFile, slashed, summaryLine, unknownRule, unknownRuleLine } from '../../conversion/rules';
import type { ExtensionServices } from '../../extensionServices';
import { describeError } from '../../messages/errors';
import { isCancellation } from '../../service/errors';
import { staleNotice } from '../../workspace/unsavedEdits';
import { planFolder, type InlineRule } from '../../convertFlow/folderRules';
import { itemsOfRule, runQuietly } from './scriptedRules';

/** A task of tasks.json or of Run Task, as its definition says. */
interface ConvertTaskDefinition extends vscode.TaskDefinition {
  readonly rule?: string;
  readonly files?: readonly string[];
  readonly targets?: readonly string[];
  readonly preset?: string;
}

const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_CANNOT_START = 2;
const EXIT_INTERRUPTED = 130;
/** How long VS Code counts a terminal as still launching (terminalProcessManager, 500 ms), with a margin. */
const LAUNCHING_MS = 600;

/** A reason the task cannot start: printed, exit 2. */
class CannotStart extends Error {}

const strings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string' && v.trim() !== '');

/** The inline rule of a definition without `rule`; throws CannotStart for a definition that is neither. */
function inlineRuleOf(definition: ConvertTaskDefinition): InlineRule | undefined {
  if (typeof definition.rule === 'string' && definition.rule !== '') {
    if (definition.files !== undefined || definition.targets !== undefined) {
      throw new CannotStart('a convertFiles task names a "rule", or "files" and "targets", not both');
    }
    return undefined;
  }
  if (!strings(definition.files) || !strings(definition.targets)) {
    throw new CannotStart('a convertFiles task needs a "rule", or "files" and "targets" (lists of strings)');
  }
  if (definition.preset !== undefined && (typeof definition.preset !== 'string' || definition.preset === '')) {
    throw new CannotStart('"preset" must be the name of a preset');
  }
  return { files: definition.files, targets: definition.targets, preset: definition.preset };
}

/** The pseudoterminal one run of the task writes to. */
class RulesTerminal implements vscode.Pseudoterminal {
  private readonly written = new vscode.EventEmitter<string>();
  private readonly closed = new vscode.EventEmitter<number>();
  readonly onDidWrite = this.written.event;
  readonly onDidClose = this.closed.event;
  private readonly stop = new AbortController();

  constructor(
    private readonly services: ExtensionServices,
    private readonly folder: vscode.WorkspaceFolder,
    private readonly definition: ConvertTaskDefinition,
  ) {}

  open(): void {
    const opened = Date.now();
    void this.run().then((code) => {
      this.services.log.info(`Task ${this.label()} ended with exit code ${code}.`);
      // VS Code takes a terminal that ends with a code other than 0 within 500 ms of its start for
      // one that never started, and says "The terminal process failed to launch (exit code: 2)"
      // over the task's own reason (terminalProcessManager's LAUNCHING_DURATION, 1.100). A task
      // that cannot start ends that fast: it closes once that time is past, its reason the last word.
      const early = code === EXIT_OK ? 0 : LAUNCHING_MS - (Date.now() - opened);
      if (early > 0) {
        setTimeout(() => this.closed.fire(code), early);
      } else {
        this.closed.fire(code);
      }
    });
  }

  /** The terminal was closed or the task terminated: the batch is cancelled. */
  close(): void {
    this.stop.abort();
  }

  private label(): string {
    return this.definition.rule ?? `${(this.definition.files ?? []).join(', ')} → ${(this.definition.targets ?? []).join(', ')}`;
  }

  private line(text: string): void {
    this.written.fire(`${text.replace(/\r?\n/g, '\r\n')}\r\n`);
  }

  private async run(): Promise<number> {
    const { services, folder } = this;
    const redact = (text: string) => services.log.redactor.redact(text);
    try {
      if (!vscode.workspace.isTrusted) {
        throw new CannotStart('conversion rules do not run in an untrusted workspace');
      }
      const inline = inlineRuleOf(this.definition);
      const planned = await planFolder(services, folder, { inline });
      if (!planned.ok) {
        throw new CannotStart(`${RULES_FILE}: ${planned.problems.join('\n  ')}`);
      }
      const items = itemsOfRule(planned.items, inline ? undefined : this.definition.rule);
      if (!items) {
        throw new CannotStart(unknownRuleLine(unknownRule(this.definition.rule ?? '', planned.input.file.rules)));
      }
      // No credential (or one that cannot be used) is found before anything is read or sent.
      await services.clients.conversionClient().catch((err: unknown) => {
        throw new CannotStart(describeError(err).text);
      });
      const signal = this.stop.signal;
      const summary = await runQuietly(services, folder, planned, items, {
        // An inline rule replaces the file's rules: only its own gone sources; a named rule: that rule's.
        within: (i) => inline !== undefined || i.rule.name === this.definition.rule,
        progress: { run: (_title, task) => task({ step: () => undefined, advance: () => undefined }, signal) },
        onEvent: (event) => this.line(eventLine(event, redact)),
        onStale: (files) => this.line(`convert-files: ${staleNotice(files)}`),
        signal,
      });
      this.line(summaryLine(summary));
      if (summary.cancelled || signal.aborted) {
        return EXIT_INTERRUPTED;
      }
      return summary.failed > 0 ? EXIT_FAILED : EXIT_OK;
    } catch (err) {
      if (isCancellation(err) || this.stop.signal.aborted) {
        return EXIT_INTERRUPTED;
      }
      this.line(`convert-files: ${oneLine(err instanceof Error ? err.message : String(err), redact)}`);
      return err instanceof CannotStart ? EXIT_CANNOT_START : EXIT_FAILED;
    }
  }
}

/** The task of a definition in a folder, run by a RulesTerminal. */
function taskFor(
  services: ExtensionServices,
  folder: vscode.WorkspaceFolder,
  definition: ConvertTaskDefinition,
  name: string,
): vscode.Task {
  const task = new vscode.Task(
    definition,
    folder,
    name,
    'Convert Files',
    new vscode.CustomExecution(async (resolved) => new RulesTerminal(services, folder, resolved as ConvertTaskDefinition)),
    [],
  );
  task.detail = vscode.l10n.t('Converts what the rule matches that is out of date');
  return task;
}

/** Run Task's list: one task per rule of each workspace folder's rules file (none in an untrusted workspace). */
export async function provideRuleTasks(services: ExtensionServices): Promise<vscode.Task[]> {
  if (!vscode.workspace.isTrusted) {
    return [];
  }
  const tasks: vscode.Task[] = [];
  for (const folder of vscode.workspace.workspaceFolders?.filter((f) => f.uri.scheme === 'file') ?? []) {
    const file = await readRulesFile(slashed(vscode.Uri.joinPath(folder.uri, RULES_FILE).fsPath)).catch(() => undefined);
    for (const rule of file?.rules ?? []) {
      tasks.push(taskFor(services, folder, { type: TASK_TYPE, rule: rule.name }, rule.name));
    }
  }
  return tasks;
}

/** A convertFiles task of tasks.json, made runnable. */
export function resolveRuleTask(services: ExtensionServices, task: vscode.Task): vscode.Task | undefined {
  const folder =
    task.scope !== undefined && typeof task.scope === 'object'
      ? task.scope
      : vscode.workspace.workspaceFolders?.find((f) => f.uri.scheme === 'file');
  if (task.definition.type !== TASK_TYPE || !folder) {
    return undefined;
  }
  return taskFor(services, folder, task.definition as ConvertTaskDefinition, task.name);
}
