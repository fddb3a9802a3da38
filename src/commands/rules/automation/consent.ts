// The person's answer to "allow automatic conversions?", per workspace folder and for one content
// of its rules file (its hash): kept in workspaceState, asked again when the file changes.
import * as vscode from 'vscode';
import { StateKeys } from '../../../constants';
import { summarizeAutomaticRules } from '../../../conversion/automation';
import type { RulesFile } from '../../../conversion/rules';
import { consentQuestion } from '../../../messages/automation';
import type { AutomationHooks } from './types';

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

/** Asks (a notification: it takes no focus) what the rules convert and where; undefined when dismissed. */
export async function askConsent(folder: vscode.WorkspaceFolder, file: RulesFile, hooks: AutomationHooks): Promise<boolean | undefined> {
  const question = consentQuestion(folder.name, summarizeAutomaticRules(file));
  if (hooks.consent) {
    return hooks.consent(folder.name, question.text);
  }
  const picked = await vscode.window.showInformationMessage(question.text, question.allow, question.deny);
  return picked === question.allow ? true : picked === question.deny ? false : undefined;
}
