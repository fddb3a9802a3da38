// Ticks the Get Started walkthrough's steps when their work is done (a token saved, a file
// converted, a Master Token saved). VS Code 1.100 registers an extension's walkthrough only after
// an experiment lookup of up to 5 s, later than activation: an `onContext:` completion event whose
// key is already true then is noted as seen without ticking, and an `onCommand:` event that ran
// before is lost, each for the whole session. The workbench's `welcome.markStepComplete` stores the
// step as done even before the walkthrough is registered (it then throws on the unknown step, after
// storing), so a token saved in the first seconds, or held since an earlier session, ticks too.
// The `onContext:` events in package.json stay: they tick a step should that command ever go.
import * as vscode from 'vscode';
import { WALKTHROUGH_ID } from './constants';

/** The walkthrough's steps, as package.json names them. */
export type WalkthroughStep = 'getApiToken' | 'setApiToken' | 'convertFile' | 'masterToken';

/** One tick as the workbench answered it: `shown` when the walkthrough had the step; else it was stored for later (not registered yet) or the command is gone. */
export interface WalkthroughTick {
  readonly step: WalkthroughStep;
  readonly shown: boolean;
}

/** Ticks steps through the workbench; one per window, built at activation. */
export class WalkthroughProgress implements vscode.Disposable {
  private readonly ticked = new vscode.EventEmitter<WalkthroughTick>();
  /** Each tick the workbench answered: the host tests' view of a step ticking. */
  readonly onDidTick = this.ticked.event;

  /** Marks `steps` done in the walkthrough; never fails its caller. */
  tick(...steps: WalkthroughStep[]): void {
    for (const step of steps) {
      void vscode.commands.executeCommand('welcome.markStepComplete', `${WALKTHROUGH_ID}#${step}`).then(
        () => this.ticked.fire({ step, shown: true }),
        () => this.ticked.fire({ step, shown: false }),
      );
    }
  }

  dispose(): void {
    this.ticked.dispose();
  }
}
