// The removal of one file from the service's file server (`DELETE /d/{FileId}`): best effort,
// within its own timeout, never with the user's signal (a Cancel must not stop the removal of
// what was already made), never failing what it cleans up after.
import type { HttpTransport } from '../http';

/** Sends the DELETE; a failure is logged (a 404, gone already, is not), never thrown. */
export async function removeStoredFile(
  transport: Pick<HttpTransport, 'send' | 'log'>,
  target: string,
  what: string,
  timeoutMs: number,
): Promise<void> {
  try {
    const response = await transport.send({ method: 'DELETE', target, label: `delete ${what}`, signal: AbortSignal.timeout(timeoutMs) });
    await response.body.dump().catch(() => undefined);
  } catch (err) {
    if ((err as { status?: unknown }).status === 404) {
      return;
    }
    const why =
      (err as { kind?: unknown }).kind === 'cancelled' ? `no answer within ${Math.round(timeoutMs / 1000)} s` : (err as Error).message;
    transport.log('warn', `The ${what} could not be deleted from the server (it expires there by itself): ${why}`);
  }
}
