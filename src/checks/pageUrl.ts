// The address of a web page to convert to PDF, as typed or passed.
import { inputProblem, serviceProblem, type Problem } from './problem';

/**
 * A page address as typed, completed the way a browser's address bar does: a host name (with a
 * dot, or localhost) and no scheme gets https:// ("example.com" → "https://example.com").
 */
export function completePageUrl(value: string): string {
  const text = value.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) || !/^(localhost|[^\s/:?#@]+\.[^\s/:?#@]+)(:\d+)?([/?#]|$)/i.test(text)) {
    return text;
  }
  return `https://${text}`;
}

/** Why a web page address (completed by completePageUrl) is not one that can be converted, or undefined. */
export function pageUrlProblem(value: string): Problem | undefined {
  let url: URL;
  try {
    url = new URL(completePageUrl(value));
  } catch {
    return serviceProblem('config.pageUrlInvalid', { url: value.trim() });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return serviceProblem('config.pageUrlScheme');
  }
  // (An http(s) address without a host does not parse: URL refuses it above.)
  // user:password@ in a URL that the service will log and fetch: refuse rather than send it on.
  return url.username !== '' || url.password !== '' ? inputProblem('input.pageUrlCredentials') : undefined;
}
