// Choosing one of the saved API Tokens: by a quick pick (the active one marked), or by the id or
// name an argument object gives (automation, tests).
import * as vscode from 'vscode';
import { CancelledError, ConfigError } from '../service/errors';
import type { ApiTokenInfo, Environment } from './store';

/** "Production" or "Development", localized for messages. */
export function environmentLabel(environment: Environment): string {
  return environment === 'Production' ? vscode.l10n.t('Production') : vscode.l10n.t('Development');
}

/** Lets the person pick one of the saved API Tokens; the active one is marked. */
export async function pickApiToken(
  tokens: readonly ApiTokenInfo[],
  activeId: string | undefined,
  placeHolder: string,
): Promise<ApiTokenInfo> {
  const items = tokens.map((token) => ({
    label: token.name,
    description:
      token.id === activeId ? vscode.l10n.t('{0} · active', environmentLabel(token.environment)) : environmentLabel(token.environment),
    iconPath: new vscode.ThemeIcon(token.id === activeId ? 'check' : 'key'),
    token,
  }));
  const picked = await vscode.window.showQuickPick(items, { placeHolder, ignoreFocusOut: true });
  if (!picked) {
    throw new CancelledError();
  }
  return picked.token;
}

/** The saved API Token an argument object names by id or name; a clear error when none is. */
export function findToken(tokens: readonly ApiTokenInfo[], given: Record<string, unknown>): ApiTokenInfo {
  const found = tokens.find(
    (t) => (typeof given.id === 'string' && t.id === given.id) || (typeof given.name === 'string' && t.name === given.name.trim()),
  );
  if (!found) {
    throw new ConfigError(vscode.l10n.t('No saved API Token is named "{0}".', String(given.name ?? given.id ?? '')), 'apiToken');
  }
  return found;
}
