// The OS trust store the corporate-network host tests need, without touching the machine's: a
// copy of the system CA bundle plus the test CA, bind-mounted over the system bundle in a private
// mount namespace (`unshare --user --map-root-user --mount`) in which code-server, and so its
// extension host, runs. Nothing outside that namespace sees the mount; it ends with its last
// process (a crash included), and two runs each have their own namespace and bundle.
//
// VS Code 1.100 (@vscode/proxy-agent's loadSystemCertificates) reads the first of a few fixed
// paths that exists; no environment variable points it elsewhere, hence the mount.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Set to "1" in code-server's environment when it runs in a private mount namespace: a mount a
 * host test makes there is seen by that namespace alone. Without it, host tests never mount.
 */
export const PRIVATE_MOUNTS_ENV = 'CONVERT_FILES_PRIVATE_MOUNTS';

/** Where VS Code 1.100's loader looks, in its order; it reads the first that exists. */
export const SYSTEM_BUNDLES = ['/etc/ssl/certs/ca-certificates.crt', '/etc/ssl/certs/ca-bundle.crt', '/etc/ssl/ca-bundle.pem'];

/**
 * The namespaces tried, in order: a user namespace (works as a normal user and as root), then, for
 * root only, a mount namespace alone (where user namespaces are switched off but root may mount).
 */
export function unshareVariants(): string[][] {
  const variants = [['--user', '--map-root-user', '--mount']];
  if (process.getuid?.() === 0) {
    variants.push(['--mount']);
  }
  return variants;
}

/** Mounts $1 over $2, then runs the rest of the arguments; exits 97 if the mount fails. */
const MOUNT_THEN_EXEC = 'mount --bind "$1" "$2" || exit 97; shift 2; exec "$@"';

/** The system bundle VS Code reads, or undefined when there is none. */
export function systemBundle(): string | undefined {
  return SYSTEM_BUNDLES.find((path) => existsSync(path) && statSync(path).isFile());
}

/** Each system bundle path with the SHA-256 of its bytes ("absent" when it does not exist). */
export function hashSystemBundles(): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const path of SYSTEM_BUNDLES) {
    hashes[path] = existsSync(path) ? createHash('sha256').update(readFileSync(path)).digest('hex') : 'absent';
  }
  return hashes;
}

/** The bundles whose bytes differ between two hashSystemBundles() calls; empty when none did. */
export function changedBundles(before: Record<string, string>, after: Record<string, string>): string[] {
  return SYSTEM_BUNDLES.filter((path) => before[path] !== after[path]);
}

/** A private trust store: the command prefix that starts a process inside it, and the switch to take the CA out. */
export interface PrivateTrustStore {
  /** The system bundle the private one is mounted over. */
  readonly target: string;
  /** The private bundle (system certificates plus the test CA). */
  readonly bundle: string;
  /** `command args…` as started in a new namespace where `bundle` is mounted over `target`. */
  wrap(command: string, args: readonly string[]): { command: string; args: string[] };
  /**
   * Takes the test CA out of the private bundle (rewritten in place, so the mount shows it at
   * once); an extension host started after this reads the system certificates only.
   */
  removeCa(): void;
}

/** The unshare options that mount the bundle here, or why none does. */
function workingUnshare(bundle: string, target: string): { options: string[] } | { problem: string } {
  const problems: string[] = [];
  for (const options of unshareVariants()) {
    // The real thing: mount the bundle and check the namespace sees its bytes there.
    const probe = spawnSync('unshare', [...options, 'sh', '-c', MOUNT_THEN_EXEC, 'sh', bundle, target, 'cmp', '-s', bundle, target], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    if (probe.error) {
      return {
        problem: `unshare could not run (${(probe.error as NodeJS.ErrnoException).code ?? probe.error.message}; Debian package util-linux)`,
      };
    }
    if (probe.status === 0) {
      return { options };
    }
    const said = (probe.stderr ?? '').trim().split('\n').at(-1) || `exit ${probe.status}`;
    problems.push(
      probe.status === 97 ? `the bind mount over ${target} failed (${said})` : `\`unshare ${options.join(' ')}\` failed (${said})`,
    );
  }
  return { problem: `no private mount namespace here (user namespaces unavailable?): ${problems.join('; ')}` };
}

/**
 * Writes the private bundle (the system bundle followed by `caPath`) into `dir` and checks that a
 * namespace can mount it; returns it, or why it cannot be done here (the tests then skip, saying so).
 */
export function preparePrivateTrustStore(dir: string, caPath: string): PrivateTrustStore | { problem: string } {
  const target = systemBundle();
  if (!target) {
    return { problem: `no system CA bundle (VS Code reads the first of ${SYSTEM_BUNDLES.join(', ')})` };
  }
  const system = readFileSync(target);
  const bundle = join(dir, 'private-ca-bundle.crt');
  writeFileSync(bundle, Buffer.concat([system, Buffer.from('\n'), readFileSync(caPath)]), { mode: 0o644 });
  const unshare = workingUnshare(bundle, target);
  if ('problem' in unshare) {
    return unshare;
  }
  return {
    target,
    bundle,
    wrap: (command, args) => ({
      command: 'unshare',
      args: [...unshare.options, 'sh', '-c', MOUNT_THEN_EXEC, 'sh', bundle, target, command, ...args],
    }),
    removeCa: () => writeFileSync(bundle, system),
  };
}
