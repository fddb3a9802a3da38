// `usage`: conversions left and used on the account, and the recent failures, read with the
// Master Token from CONVERT_FILES_MASTER_TOKEN (never a tool argument).
import { AdminClient, converterName, isFailure, lastDays } from '../../service/admin';
import { MASTER_TOKEN_VARIABLE, type McpContext } from './mcpContext';
import { argumentsOf, ToolInputError } from './toolInput';

const RECENT_FAILURES = 5;

export async function usageTool(context: McpContext, input: unknown, signal: AbortSignal): Promise<object> {
  argumentsOf(input, []);
  const master = context.options.env[MASTER_TOKEN_VARIABLE]?.trim();
  if (!master) {
    throw new ToolInputError(
      `Usage needs a ConvertAPI Master Token: set ${MASTER_TOKEN_VARIABLE} where the server runs. The API Token cannot read usage.`,
    );
  }
  let admin: AdminClient;
  try {
    admin = new AdminClient(context.publicTransport(), master);
  } catch (err) {
    throw new ToolInputError(`${MASTER_TOKEN_VARIABLE}: ${(err as Error).message}`);
  }
  const user = await admin.getUser(signal);
  // One row per conversion, newest first: the failures are the rows that say so.
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
