// Start-up after a real window reload, as a session of its own after the main suite (see
// test/support/runHost.ts): startupPrepare.spec.ts stores a Master Token and sees the usage once,
// the window reloads, and startupCheck.spec.ts checks what the new window shows.
import { runAcrossReload } from '../support/suiteRunner';

export function run(): Promise<void> {
  return runAcrossReload(__dirname, 'startup');
}
