// An async job across a real window reload, as a session of its own after the main suite (see
// test/support/runHost.ts): asyncReloadPrepare.spec.ts starts a conversion slower than one request
// may wait (it becomes a job at the emulator, written down in the workspace's state) and the window
// reloads while the job runs; asyncReloadCheck.spec.ts checks that the new window fetched the
// result and put it where it was going.
import { runAcrossReload } from '../support/suiteRunner';

export function run(): Promise<void> {
  return runAcrossReload(__dirname, 'asyncReload');
}
