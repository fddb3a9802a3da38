// The usage tools' answer (the chat's convertFiles_usage, the MCP server's `usage`): conversions
// left and used on the account, and the recent failures, read with the Master Token's admin client.
import { converterName, isFailure, lastDays, type AdminClient } from '../../service/admin';

const RECENT_FAILURES = 5;

export interface UsageAnswer {
  /** Null when the account record has no totals. */
  readonly conversionsLeft: number | null;
  readonly conversionsTotal: number | null;
  readonly conversionsUsed: number | null;
  /** Newest first, at most five of the last 30 days. */
  readonly recentFailures: readonly { at: string | null; conversion: string | null; source?: string; error?: string }[];
}

export async function usageAnswer(admin: Pick<AdminClient, 'getUser' | 'getStatistics'>, signal: AbortSignal): Promise<UsageAnswer> {
  const user = await admin.getUser(signal);
  // One row per conversion, newest first (revision 2): the failures are the rows that say so.
  const rows = await admin.getStatistics(lastDays(30), signal);
  const failures = rows.filter(isFailure).slice(0, RECENT_FAILURES);
  const total = user.conversionsTotal;
  const used = user.conversionsConsumed;
  return {
    conversionsLeft: total !== undefined && used !== undefined ? Math.max(0, total - used) : null,
    conversionsTotal: total ?? null,
    conversionsUsed: used ?? null,
    recentFailures: failures.map((f) => ({
      at: f.createdAt ?? null,
      conversion: converterName(f) ?? null,
      ...(f.source ? { source: f.source } : {}),
      ...(f.error ? { error: f.error } : {}),
    })),
  };
}
