// Which setting an "Open Settings" button should show, so that it never opens a search that
// finds nothing (a ConfigError about a date range names no setting a person can change).
import { Settings } from '../constants';
import type { NetworkCause } from '../service/errors';

const contributed: ReadonlySet<string> = new Set(
  Object.entries(Settings)
    .filter(([key]) => key !== 'section')
    .map(([, name]) => name),
);

/** `convertFiles.<name>` when `name` is a setting the extension contributes, else undefined. */
export function settingToOpen(name: string | undefined): string | undefined {
  return name !== undefined && contributed.has(name) ? `${Settings.section}.${name}` : undefined;
}

/**
 * The setting that can fix a network failure: the service address for a refused connection or an
 * unknown host, the proxy for a proxy failure. A certificate problem is fixed in the OS trust
 * store, never by a setting (the proxy page would show Proxy Strict SSL, which turns checks off);
 * a reset, a timeout or anything else is the network or the service: no button for those.
 */
export function settingForNetworkCause(reason: NetworkCause): string | undefined {
  switch (reason) {
    case 'refused':
    case 'dns':
      return `${Settings.section}.${Settings.baseUrl}`;
    case 'proxy':
      return 'http.proxy';
    default:
      return undefined;
  }
}
