// Settings as a test changes them: user (global) settings, removed again with undefined.
import * as vscode from 'vscode';
import { Settings } from '../../../src/constants';

/** Sets (or with undefined, removes) a user setting, by default under convertFiles. */
export async function setSetting(name: string, value: unknown, section: string = Settings.section): Promise<void> {
  await vscode.workspace.getConfiguration(section).update(name, value, vscode.ConfigurationTarget.Global);
}
