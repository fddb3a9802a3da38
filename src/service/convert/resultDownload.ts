// The download of a result the service stored (StoreFile=true): only from the service's own
// hosts, checked against the size the service announced, staged under a temporary name. One
// home for the rule, used by single conversions and by the last step of a chain.
import { coded, BadResponseError, localFileError, redactUrl } from '../errors';
import type { OutputTarget, OutputPlan, StagedFile } from './files';
import { bodyError, type HttpTransport } from '../http';
import { announcedSizes, contradictsName, resultLinkAllowed, unexpectedAnswer, verifiedBytes } from './resultCheck';

/** A stored result as the service described it. */
export interface StoredEntry {
  readonly name: string;
  readonly url: string;
  readonly size?: number;
}

/**
 * Fetches a stored result without credentials (the Url itself is the capability) and stages it
 * at `plan`. A link off the service's hosts is refused: it must not make the extension fetch
 * from another site, or from plain-http services on this machine.
 */
export async function stageStoredResult(
  transport: Pick<HttpTransport, 'send' | 'resolve' | 'log' | 'baseUrl' | 'redactor'>,
  entry: StoredEntry,
  plan: OutputPlan,
  output: OutputTarget,
  signal?: AbortSignal,
  /** Bytes received so far, and the size announced when there was one (download progress). */
  onBytes?: (received: number, announced: number | undefined) => void,
): Promise<StagedFile> {
  const at = transport.resolve(entry.url);
  if (!resultLinkAllowed(at, transport.baseUrl)) {
    transport.log(
      'warn',
      `Result link refused: ${redactUrl(at.href)} is not on the service's hosts (${transport.baseUrl}, *.convertapi.com).`,
    );
    throw new BadResponseError(coded('response.foreignResultLink', { origin: at.origin }), { status: 200 }, '');
  }
  const download = await transport.send({ method: 'GET', target: entry.url, signal, label: `download ${entry.name}` });
  try {
    const type = download.headers['content-type'];
    if (contradictsName(Array.isArray(type) ? type[0] : type, entry.name)) {
      throw await unexpectedAnswer(download, transport.redactor, entry.name);
    }
    const { declared, contentLength } = announcedSizes(download.headers);
    return await output.stage(
      plan,
      verifiedBytes(download.body, { name: entry.name, sizes: [entry.size, declared, contentLength], onBytes }),
      signal,
    );
  } catch (err) {
    await download.body.dump().catch(() => undefined);
    throw localFileError(err, plan.path) ?? bodyError(err, download, signal);
  }
}
