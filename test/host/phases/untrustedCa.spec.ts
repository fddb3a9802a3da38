// With the test CA taken out of the OS trust store (the launcher did it before this session, and
// the extension host reads the store once, at its first request): the error names the
// certificate problem and points at the trust store, and never at switching checks off.
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { Settings } from '../../../src/constants';
import { until } from '../../support/poll';
import { setSetting } from '../support/auth';
import { corporateInfo, startForwardProxy, startTlsFront, userRequestError } from '../support/corporateNetwork';
import { emulator } from '../support/emulatorConnection';
import { extensionServices } from '../support/auth';

describe('corporate network without the CA in the OS trust store', function () {
  this.timeout(60_000);

  it('names the certificate problem and the trust store, not disabling checks', async function () {
    const info = corporateInfo();
    if (!info || info.skipReason) {
      console.log(`SKIPPED: ${info?.skipReason ?? 'the launcher set up no corporate network'}`);
      this.skip();
    }
    const api = await extensionServices();
    const front = await startTlsFront(info, emulator().baseUrl);
    const proxy = await startForwardProxy(info.host);
    try {
      // The service's address first: a request a settings change starts (a catalogue or usage
      // refresh) must not go to the default host through the proxy this test watches.
      await setSetting(Settings.baseUrl, front.baseUrl);
      await until('the settings to name the TLS endpoint', () => api.config().baseUrl === front.baseUrl);
      await vscode.workspace.getConfiguration('http').update('proxy', proxy.url, vscode.ConfigurationTarget.Global);
      await api.store.setMasterToken(emulator().masterToken);
      const err = await userRequestError(api);
      assert.equal(err.name, 'NetworkError', `${err.name}: ${err.message}`);
      assert.equal(err.reason, 'tls');
      assert.match(err.message, /certificate of service\.corp\.test:\d+ is not trusted/);
      assert.match(err.message, /\((UNABLE_TO_GET_ISSUER_CERT_LOCALLY|UNABLE_TO_VERIFY_LEAF_SIGNATURE|SELF_SIGNED_CERT_IN_CHAIN)\)/);
      assert.match(err.message, /operating system's trust store/);
      assert.doesNotMatch(err.message, /strictSSL|rejectUnauthorized|NODE_TLS/i);
      assert.deepEqual([...new Set(proxy.connects)], [`${info.host}:${front.port}`], 'the request went through the proxy');
      assert.deepEqual(front.requests, [], 'no request got past the TLS handshake');
    } finally {
      await vscode.workspace.getConfiguration('http').update('proxy', undefined, vscode.ConfigurationTarget.Global);
      await setSetting(Settings.baseUrl, undefined);
      await api.store.removeMasterToken();
      await front.close();
      await proxy.close();
    }
  });
});
