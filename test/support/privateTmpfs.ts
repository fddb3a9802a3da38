// A small tmpfs for tests of a full or read-only disk, mounted in a private mount namespace
// (`unshare --user --map-root-user --mount`, or `--mount` alone as root) around one child process:
// nothing outside that namespace sees the mount, it ends with the child, and the machine's mount
// table is never touched. Where no namespace can mount one, the caller skips and says why.
import { runCaptured, type CapturedRun } from './processes';
import { unshareVariants } from './privateTrustStore';

/** Mounts a tmpfs with $1's options over the folder $2, then runs the rest; exits 97 if the mount fails. */
const TMPFS_THEN_EXEC = 'mount -t tmpfs -o "$1" tmpfs "$2" || exit 97; shift 2; exec "$@"';

/**
 * Runs `command args…` in a new mount namespace where `folder` (an existing empty folder) is a tmpfs
 * mounted with `options` (e.g. `size=64k`, `ro,size=64k`). Asynchronous, so that a server in this
 * process can answer the child. Returns the child's result, or why no namespace could mount here.
 */
export async function runOnPrivateTmpfs(
  options: string,
  folder: string,
  command: string,
  args: readonly string[],
  timeoutMs = 60_000,
): Promise<CapturedRun | { problem: string }> {
  const problems: string[] = [];
  for (const variant of unshareVariants()) {
    let result: CapturedRun;
    try {
      result = await runCaptured('unshare', [...variant, 'sh', '-c', TMPFS_THEN_EXEC, 'sh', options, folder, command, ...args], {
        timeoutMs,
      });
    } catch (err) {
      return { problem: `unshare could not run (${(err as NodeJS.ErrnoException).code ?? String(err)}; Debian package util-linux)` };
    }
    const said = result.stderr.trim().split('\n').at(-1) || `exit ${result.status}`;
    if (result.status === 97) {
      problems.push(`mounting a tmpfs in \`unshare ${variant.join(' ')}\` failed (${said})`);
    } else if (result.status === 1 && /^unshare:/m.test(result.stderr)) {
      problems.push(`\`unshare ${variant.join(' ')}\` failed (${said})`);
    } else {
      return result;
    }
  }
  return { problem: `no private mount namespace here (user namespaces unavailable?): ${problems.join('; ')}` };
}
