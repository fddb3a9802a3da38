// The usage tool: conversions left and the recent failures, read with the Master Token
// (conversion/tools/usageAnswer.ts, the MCP server's `usage` too), said as lines of text.
import * as vscode from 'vscode';
import { argumentsOf } from '../conversion/tools/toolInput';
import { usageAnswer } from '../conversion/tools/usageAnswer';
import type { ExtensionServices } from '../extensionServices';
import { withAbortSignal } from '../ui/progress';
import { answering, text } from './toolInput';

export function usageTool(services: ExtensionServices): vscode.LanguageModelTool<unknown> {
  return {
    async invoke(options, token) {
      return answering(services, 'usage tool', async () => {
        argumentsOf(options.input, []);
        const admin = await services.clients.adminClient();
        if (!admin) {
          return text(
            'Usage needs a ConvertAPI Master Token. Ask the user to run "Convert Files: Set Master Token" (command convertFiles.setMasterToken); the API Token alone cannot read usage.',
          );
        }
        const usage = await withAbortSignal(token, (signal) => usageAnswer(admin, signal));
        const failures = usage.recentFailures.map(
          (f) => `- ${f.at ?? '?'} ${f.conversion ?? '?'} ${f.source ?? ''}${f.error ? `: ${f.error}` : ''}`,
        );
        return text(
          [
            usage.conversionsLeft === null
              ? 'Conversions left: unknown (the account record has no totals).'
              : `Conversions left: ${usage.conversionsLeft} of ${usage.conversionsTotal} (${usage.conversionsUsed} used).`,
            failures.length === 0
              ? 'No failed conversions in the last 30 days.'
              : `Recent failed conversions (newest first):\n${failures.join('\n')}`,
          ].join('\n'),
        );
      });
    },
  };
}
