// The address of a web page to convert to PDF, as typed or passed.
import { inputProblem, serviceProblem, type Problem } from './problem';

/** Why a web page address is not one that can be converted, or undefined. */
export function pageUrlProblem(value: string): Problem | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return serviceProblem(
      'config.pageUrlInvalid',
      `"${value.trim()}" is not a web address. Use a full address such as https://example.com/page.`,
      { url: value.trim() },
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return serviceProblem('config.pageUrlScheme', 'Only http:// and https:// pages can be converted.');
  }
  // (An http(s) address without a host does not parse: URL refuses it above.)
  // user:password@ in a URL that the service will log and fetch: refuse rather than send it on.
  return url.username !== '' || url.password !== ''
    ? inputProblem('input.pageUrlCredentials', 'Leave user names and passwords out of the address: the service would see them.')
    : undefined;
}
