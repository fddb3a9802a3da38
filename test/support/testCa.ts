// The corporate-network host test's certificates: a test CA and a certificate for a made-up host
// signed by it, made with openssl. The CA is trusted only by the OS trust store of a private
// namespace (privateTrustStore.ts; never NODE_EXTRA_CA_CERTS, never the machine's store). Its key
// is deleted as soon as the server certificate is signed: nothing can be signed with it later.
import { execFileSync } from 'node:child_process';
import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorporateInfo } from '../host/support/corporateNetwork';
import { preparePrivateTrustStore, type PrivateTrustStore } from './privateTrustStore';

export const CORPORATE_HOST = 'service.corp.test';
const CA_NAME = 'Convert Files Test CA (host tests only)';

function openssl(args: string[], cwd: string): void {
  execFileSync('openssl', args, { cwd, stdio: 'pipe' });
}

/** Makes the CA and the server certificate in `dir` (then readable by its owner only); returns their paths. */
export function makeCertificates(dir: string): { caPath: string; certPath: string; keyPath: string } {
  chmodSync(dir, 0o700);
  try {
    openssl(
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        'ca.key',
        '-out',
        'ca.crt',
        '-days',
        '2',
        '-subj',
        `/CN=${CA_NAME}`,
        '-addext',
        'basicConstraints=critical,CA:TRUE',
        '-addext',
        'keyUsage=critical,keyCertSign,cRLSign',
      ],
      dir,
    );
    openssl(['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', '-subj', `/CN=${CORPORATE_HOST}`], dir);
    writeFileSync(
      join(dir, 'server.ext'),
      `subjectAltName=DNS:${CORPORATE_HOST}\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n`,
    );
    openssl(
      [
        'x509',
        '-req',
        '-in',
        'server.csr',
        '-CA',
        'ca.crt',
        '-CAkey',
        'ca.key',
        '-CAcreateserial',
        '-out',
        'server.crt',
        '-days',
        '2',
        '-extfile',
        'server.ext',
      ],
      dir,
    );
  } finally {
    // The CA's key is needed for this one signature only, failed or not.
    for (const spent of ['ca.key', 'ca.srl', 'server.csr', 'server.ext']) {
      rmSync(join(dir, spent), { force: true });
    }
  }
  return { caPath: join(dir, 'ca.crt'), certPath: join(dir, 'server.crt'), keyPath: join(dir, 'server.key') };
}

/** Sets up the certificates and the private trust store for a run; `info` goes to the suite. */
export function prepareCorporateNetwork(dir: string): { info: CorporateInfo; caPath: string; store?: PrivateTrustStore } {
  const { caPath, certPath, keyPath } = makeCertificates(dir);
  const store = preparePrivateTrustStore(dir, caPath);
  if ('problem' in store) {
    return { info: { host: CORPORATE_HOST, certPath, keyPath, skipReason: store.problem }, caPath };
  }
  return { info: { host: CORPORATE_HOST, certPath, keyPath }, caPath, store };
}
