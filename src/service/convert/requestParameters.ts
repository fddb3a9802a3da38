// What every conversion request carries and how it is sent, whatever sends it (one file, a job, a
// chain step): the parameters the client decides itself left out, form fields from a parameter map, the masking of
// password-like values while the request runs, and the credential forgotten when refused.
import { looksLikeSecretName, type ParameterMap } from '../catalogue';
import { classifyError, type Redactor } from '../errors';
import type { HttpRequest, HttpResponse, HttpTransport } from '../http';
import type { CredentialProvider } from '../auth/tokens';

/**
 * The parameters without those the client decides itself: Timeout (conversionWait.ts) and
 * StoreFile (set only with a JSON answer, never with the raw bytes: a stored copy whose id is
 * never seen could never be deleted).
 */
export function withoutClientManaged(parameters: ParameterMap | undefined): ParameterMap {
  return Object.fromEntries(Object.entries(parameters ?? {}).filter(([name]) => !['timeout', 'storefile'].includes(name.toLowerCase())));
}

/** Parameters as form fields: booleans as true/false, arrays as `Name[0]`, `Name[1]`, … (as the official clients send them). */
export function flattenParameters(parameters: ParameterMap | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(parameters ?? {})) {
    if (Array.isArray(value)) {
      value.forEach((v, i) => (fields[`${name}[${i}]`] = String(v)));
    } else {
      fields[name] = String(value);
    }
  }
  return fields;
}

/**
 * Runs `work` (one request) while the values of password-like parameters are masked in every log
 * line, even if the service echoes them; the masking of a short one ends with the request (see
 * Redactor.hold).
 */
export async function holdingSecretValues<T>(redactor: Redactor, parameters: ParameterMap | undefined, work: () => Promise<T>): Promise<T> {
  const releases: (() => void)[] = [];
  for (const [name, value] of Object.entries(parameters ?? {})) {
    if (looksLikeSecretName(name)) {
      for (const v of Array.isArray(value) ? value : [value]) {
        releases.push(redactor.hold(String(v)));
      }
    }
  }
  try {
    return await work();
  } finally {
    releases.forEach((release) => release());
  }
}

/** Sends a conversion's request; a JWT refused with 401 may simply have expired early (clock skew): no retry, but the next request gets a fresh one. */
export async function sendConversion(
  transport: Pick<HttpTransport, 'send'>,
  credentials: Pick<CredentialProvider, 'invalidate'>,
  request: HttpRequest,
): Promise<HttpResponse> {
  try {
    return await transport.send(request);
  } catch (err) {
    if (classifyError(err)?.kind === 'auth') {
      credentials.invalidate();
    }
    throw err;
  }
}
