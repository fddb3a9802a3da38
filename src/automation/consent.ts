// The person's answer to "allow automatic conversions?", per workspace folder and for one content
// of its rules file (its hash): kept in workspaceState, asked again when the file changes.
import * as vscode from 'vscode';
import { StateKeys } from '../constants';
import { summarizeAutomaticRules, withoutRefused, type RuleSummary } from '../conversion/automation';
import { planRules, slashed, type RulesFile } from '../conversion/rules';
import type { ExtensionServices } from '../extensionServices';
import { folderPlanSettings } from '../convertFlow/folderRules';
import { consentQuestion } from '../messages/automation';
import type { AutomationHooks } from './types';
import { unlinked } from '../messages/unlinked';

type Answers = Record<string, { readonly hash: string; readonly allowed: boolean }>;

export class ConsentStore {
  constructor(private readonly memento: vscode.Memento) {}

  /** The answer given for this folder and this content of its rules file, if any. */
  answer(folder: vscode.Uri, hash: string): boolean | undefined {
    const kept = this.memento.get<Answers>(StateKeys.automationConsent, {})[folder.toString()];
    return kept?.hash === hash ? kept.allowed : undefined;
  }

  async remember(folder: vscode.Uri, hash: string, allowed: boolean): Promise<void> {
    const all = { ...this.memento.get<Answers>(StateKeys.automationConsent, {}), [folder.toString()]: { hash, allowed } };
    await this.memento.update(StateKeys.automationConsent, all);
  }
}

/** What the question says of the rules: each automatic rule with an example result, refused ones marked; what an Allow covers. */
export async function consentFacts(
  services: ExtensionServices,
  folder: vscode.WorkspaceFolder,
  file: RulesFile,
): Promise<{ readonly rules: RuleSummary[]; readonly runnable: RulesFile }> {
  // The plan reads the disk; if it cannot be made, the question still names the rules (without examples).
  const plan = await Promise.resolve()
    .then(() =>
      planRules({ workspaceFolder: slashed(folder.uri.fsPath), file, ...folderPlanSettings(services, folder.uri), now: new Date() }),
    )
    .catch(() => undefined);
  const rules = summarizeAutomaticRules(file, plan);
  return { rules, runnable: withoutRefused(file, rules) };
}

/** Asks (a notification: it takes no focus) what the rules convert and where; undefined when dismissed, or when nothing can run. */
export async function askConsent(
  folder: vscode.WorkspaceFolder,
  rules: readonly RuleSummary[],
  hooks: AutomationHooks,
): Promise<boolean | undefined> {
  const question = consentQuestion(folder.name, rules);
  if (hooks.consent) {
    const answer = await hooks.consent(folder.name, question.text);
    return answer === true && question.allow === undefined ? undefined : answer;
  }
  const buttons = question.allow ? [question.allow, question.deny] : [];
  const picked = await vscode.window.showInformationMessage(unlinked(question.text), ...buttons);
  return picked === undefined ? undefined : picked === question.allow;
}
