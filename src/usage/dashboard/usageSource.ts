// The dashboard's rows come from the Usage view's model: the same request, cache and range as
// the tree, so that opening the dashboard costs no extra call to the service.
import * as vscode from 'vscode';
import { describeError } from '../../messages/errors';
import { isMasterTokenRejected } from '../usageData';
import type { UsageModel } from '../usageModel';
import type { DashboardRows, DashboardSource } from './dashboardPanel';

/** Said on the page instead of rows when there is no Master Token to read them with. */
class NoMasterToken extends Error {}

function settled(model: UsageModel): boolean {
  return model.signedIn !== undefined && !model.statistics.loading;
}

/** Resolves once the model is neither finding out its credentials nor loading the statistics. */
function whenSettled(model: UsageModel): Promise<void> {
  if (settled(model)) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const listener = model.onDidChange(() => {
      if (settled(model)) {
        listener.dispose();
        resolve();
      }
    });
  });
}

/** A dashboard source reading the model's statistics; it fires when the model has new rows or a new error. */
export function usageDashboardSource(model: UsageModel): DashboardSource & vscode.Disposable {
  const changed = new vscode.EventEmitter<void>();
  let seen: unknown[] = [model.statistics.data, model.statistics.error];
  const listener = model.onDidChange(() => {
    const now = [model.statistics.data, model.statistics.error];
    if (settled(model) && (now[0] !== seen[0] || now[1] !== seen[1])) {
      seen = now;
      changed.fire();
    }
  });
  const read = (): DashboardRows | undefined => {
    const data = model.statistics.data;
    if (model.signedIn === false) {
      throw new NoMasterToken(vscode.l10n.t("The usage dashboard shows the account's statistics, which need the Master Token."));
    }
    const { error, loadedAt } = model.statistics;
    if (data && error !== undefined && loadedAt && !isMasterTokenRejected(error)) {
      // An outage keeps the last rows, said with their time (a refused Master Token is the error itself).
      return { rows: data.rows, range: data.range, stale: { since: loadedAt, problem: describeError(error).text } };
    }
    if (data && error === undefined) {
      return { rows: data.rows, range: data.range };
    }
    if (model.statistics.error !== undefined) {
      throw model.statistics.error;
    }
    return undefined;
  };
  return {
    onDidChange: changed.event,
    async load() {
      await whenSettled(model);
      const rows = read();
      if (rows) {
        return rows;
      }
      // Nothing loaded yet (the model refreshes only while the window has focus): ask once.
      await model.refresh('user');
      await whenSettled(model);
      return read() ?? { rows: [], range: model.currentRange() };
    },
    reload: () => model.refresh('user'),
    describeError: (error) => (error instanceof NoMasterToken ? error.message : describeError(error).text),
    dispose() {
      listener.dispose();
      changed.dispose();
    },
  };
}
