import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { settingForNetworkCause, settingToOpen } from '../../../src/messages/settingsLink';

const contributed = Object.keys(
  (
    JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as {
      contributes: { configuration: { properties: Record<string, unknown> } };
    }
  ).contributes.configuration.properties,
);

describe('Open Settings targets', () => {
  it('opens only settings the extension contributes', () => {
    assert.equal(settingToOpen('baseUrl'), 'convertFiles.baseUrl');
    assert.equal(settingToOpen('usage.refreshIntervalMinutes'), 'convertFiles.usage.refreshIntervalMinutes');
    for (const notASetting of ['dateRange', 'logPage', 'format', 'url', 'jwt', 'section', '', undefined]) {
      assert.equal(settingToOpen(notASetting), undefined, String(notASetting));
    }
    for (const name of ['baseUrl', 'dashboardUrl', 'authMethod', 'jwtClientIp', 'outputDirectory', 'maxParallel']) {
      assert.ok(contributed.includes(settingToOpen(name) ?? ''), name);
    }
  });

  it('offers the service address for a refused connection, the proxy for a proxy, nothing for TLS (the trust store), a reset or a timeout', () => {
    assert.equal(settingForNetworkCause('refused'), 'convertFiles.baseUrl');
    assert.equal(settingForNetworkCause('dns'), 'convertFiles.baseUrl');
    assert.equal(settingForNetworkCause('proxy'), 'http.proxy');
    assert.equal(settingForNetworkCause('tls'), undefined, 'the proxy page would offer to switch certificate checks off');
    assert.equal(settingForNetworkCause('reset'), undefined);
    assert.equal(settingForNetworkCause('timeout'), undefined);
  });
});
