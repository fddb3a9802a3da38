// The parameters every conversion request carries, whatever sends it (one file, a chain step):
// the Timeout the service may spend, form fields from a parameter map, and the masking of
// password-like values while the request runs.
import { looksLikeSecretName, type ParameterMap } from '../catalogue';
import type { Redactor } from '../errors';
import { conversionWait } from './conversionWait';

/**
 * The Timeout sent: the user's (a form or preset option) when shorter, and always a margin
 * inside the client's own wait (`totalMs`), so the service gives up before the client does
 * (conversionWait.ts).
 */
export function serviceTimeout(totalMs: number, parameters: ParameterMap | undefined): number {
  return conversionWait(totalMs, parameters).timeoutSeconds;
}

/** The parameters without any spelling of Timeout, which serviceTimeout() decides. */
export function withoutTimeout(parameters: ParameterMap | undefined): ParameterMap {
  return Object.fromEntries(Object.entries(parameters ?? {}).filter(([name]) => name.toLowerCase() !== 'timeout'));
}

/**
 * The parameters without those the client decides itself: Timeout (serviceTimeout()) and
 * StoreFile (set only with a JSON answer, never with the raw bytes: a stored copy whose id is
 * never seen could never be deleted).
 */
export function withoutClientManaged(parameters: ParameterMap | undefined): ParameterMap {
  return Object.fromEntries(Object.entries(withoutTimeout(parameters)).filter(([name]) => name.toLowerCase() !== 'storefile'));
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
