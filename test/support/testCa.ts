// The corporate-network host test's certificates: a test CA and a certificate for a made-up host
// signed by it, made with openssl. The CA goes into the OS trust store ONLY
// (update-ca-certificates; never NODE_EXTRA_CA_CERTS), which needs root; adding and removing are
// idempotent, and removal also runs when a run is interrupted and started again.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorporateInfo } from '../host/support/corporateNetwork';

export const CORPORATE_HOST = 'service.corp.test';
const STORE_FILE = '/usr/local/share/ca-certificates/convert-files-test-ca.crt';
const BUNDLE = '/etc/ssl/certs/ca-certificates.crt';
const CA_NAME = 'Convert Files Test CA (host tests only)';

function openssl(args: string[], cwd: string): void {
  execFileSync('openssl', args, { cwd, stdio: 'pipe' });
}

/** Makes the CA and the server certificate in `dir`; returns their paths. */
export function makeCertificates(dir: string): { caPath: string; certPath: string; keyPath: string } {
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
  writeFileSync(join(dir, 'server.ext'), `subjectAltName=DNS:${CORPORATE_HOST}\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n`);
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
  return { caPath: join(dir, 'ca.crt'), certPath: join(dir, 'server.crt'), keyPath: join(dir, 'server.key') };
}

/** Why the OS trust store cannot be changed here, or undefined when it can. */
export function trustStoreProblem(): string | undefined {
  if (process.getuid?.() !== 0) {
    return 'not root: the test CA cannot be added to the OS trust store (update-ca-certificates needs root)';
  }
  try {
    execFileSync('update-ca-certificates', ['--help'], { stdio: 'pipe' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return 'update-ca-certificates is not installed (Debian package ca-certificates)';
    }
  }
  return undefined;
}

/** True when the OS bundle holds this CA. */
export function trustStoreHas(caPath: string): boolean {
  const body = readFileSync(caPath, 'utf8').trim().replace(/\r/g, '');
  return existsSync(BUNDLE) && readFileSync(BUNDLE, 'utf8').replace(/\r/g, '').includes(body);
}

/** Adds the CA to the OS trust store (idempotent). */
export function addToTrustStore(caPath: string): void {
  writeFileSync(STORE_FILE, readFileSync(caPath));
  execFileSync('update-ca-certificates', [], { stdio: 'pipe' });
  if (!trustStoreHas(caPath)) {
    throw new Error(`update-ca-certificates ran, but ${BUNDLE} does not hold the test CA`);
  }
}

/** Removes any test CA from the OS trust store (idempotent; also cleans up after an interrupted run). */
export function removeFromTrustStore(): void {
  if (existsSync(STORE_FILE)) {
    rmSync(STORE_FILE);
  }
  // --fresh rebuilds the bundle and its links from what is configured, so nothing of the CA stays.
  execFileSync('update-ca-certificates', ['--fresh'], { stdio: 'pipe' });
}

/** Sets up the certificates and the trust store for a run; `info` goes to the suite. */
export function prepareCorporateNetwork(dir: string): { info: CorporateInfo; caPath: string } {
  const { caPath, certPath, keyPath } = makeCertificates(dir);
  const problem = trustStoreProblem();
  if (problem) {
    return { info: { host: CORPORATE_HOST, certPath, keyPath, skipReason: problem }, caPath };
  }
  addToTrustStore(caPath);
  return { info: { host: CORPORATE_HOST, certPath, keyPath }, caPath };
}
