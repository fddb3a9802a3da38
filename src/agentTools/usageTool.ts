// The usage tool: conversions left and the recent failures, read with the Master Token.
import * as vscode from 'vscode';
import { converterName, isFailure, lastDays } from '../service/admin';
import type { ExtensionServices } from '../extensionServices';
import { withAbortSignal } from '../ui/progress';
import { answering, text } from './toolInput';

const RECENT_FAILURES = 5;

export function usageTool(services: ExtensionServices): vscode.LanguageModelTool<unknown> {
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
