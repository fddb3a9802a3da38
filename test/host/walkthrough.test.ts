// The Getting Started walkthrough in the real extension host: its contribution (steps, media that
// exist, completion events on real commands and context keys), the command that opens it, and
// its sample conversion, which goes through the ordinary Convert To PDF against the emulator.
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Commands, ContextKeys, EXTENSION_ID, Settings, WALKTHROUGH_ID } from '../../src/constants';
import type { ExtensionApi as Services } from '../../src/extension';
import type { WalkthroughStep, WalkthroughTick } from '../../src/walkthroughProgress';
import { emulator } from './support/emulatorConnection';
import { stubPrompts } from './support/prompts';
import { until } from '../support/poll';

interface Step {
  id: string;
  title: string;
  description: string;
  media: { markdown?: string };
  completionEvents: string[];
}

interface Manifest {
  contributes: { walkthroughs: { id: string; title: string; steps: Step[] }[]; commands: { command: string }[] };
}

async function setting(name: string, value: unknown): Promise<void> {
  await vscode.workspace.getConfiguration(Settings.section).update(name, value, vscode.ConfigurationTarget.Global);
}

describe('getting started walkthrough', () => {
  const prompts = stubPrompts();
  const extension = vscode.extensions.getExtension<Services>(EXTENSION_ID)!;
  // From disk: extension.packageJSON has the %keys% already replaced by their English text.
  const manifest = JSON.parse(readFileSync(join(extension.extensionPath, 'package.json'), 'utf8')) as Manifest;
  const nls = JSON.parse(readFileSync(join(extension.extensionPath, 'package.nls.json'), 'utf8')) as Record<string, string>;

  it('has four steps in order, each with markdown that exists and an event that completes it', () => {
    const [walkthrough] = manifest.contributes.walkthroughs;
    assert.equal(walkthrough?.id, 'gettingStarted');
    assert.deepEqual(
      walkthrough.steps.map((s) => [s.id, s.completionEvents]),
      [
        // A token saved means one was got, dashboard opened or not.
        ['getApiToken', [`onCommand:${Commands.openDashboard}`, `onContext:${ContextKeys.hasApiToken}`]],
        // Done when the token is saved, not when its button is pressed: a step done moves the page
        // on to the next one and takes the keyboard from the token box still open.
        ['setApiToken', [`onContext:${ContextKeys.hasApiToken}`]],
        ['convertFile', [`onContext:${ContextKeys.hasConverted}`]],
        ['masterToken', [`onContext:${ContextKeys.hasMasterToken}`]],
      ],
    );
    const contributed = new Set(manifest.contributes.commands.map((c) => c.command));
    for (const step of walkthrough.steps) {
      assert.ok(existsSync(join(extension.extensionPath, step.media.markdown ?? '')), `${step.id}: no media`);
      const description = nls[step.description.replace(/^%|%$/g, '')];
      assert.ok(description, `${step.id}: description not in package.nls.json`);
      // Every button in a step runs a command the extension contributes.
      for (const [, command] of description.matchAll(/\(command:([\w.]+)\)/g)) {
        assert.ok(contributed.has(command!), `${step.id}: ${command} is not contributed`);
      }
    }
  });

  it('opens from its command', async () => {
    const welcomeTab = (): vscode.Tab | undefined =>
      vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => /welcome|walkthrough|get started/i.test(t.label));
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await until('no Welcome tab', () => !welcomeTab());
    await vscode.commands.executeCommand(Commands.openWalkthrough);
    // The walkthrough opens in the Welcome editor, which has a tab of its own.
    await until('the walkthrough tab', welcomeTab);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  describe('sample conversion', () => {
    let services: Services;

    before(async () => {
      services = await extension.activate();
      await setting(Settings.baseUrl, emulator().baseUrl);
      await setting(Settings.openAfterConvert, 'never');
      await setting(Settings.revealInExplorer, false);
    });

    /** Runs `body` with the emulator's API Token saved, passing the converted count of each batch that finished. */
    async function withTokenCounting(body: (finished: number[]) => Promise<void>): Promise<void> {
      const token = await services.store.addApiToken({
        name: 'walkthrough-host-test',
        environment: 'Production',
        token: emulator().apiTokens[0].token,
      });
      const finished: number[] = [];
      const listener = services.onDidFinishBatch((s) => finished.push(s.converted));
      try {
        await body(finished);
      } finally {
        listener.dispose();
        await services.store.removeApiToken(token.id);
      }
    }

    /**
     * Unticks `steps` in the workbench (waiting, with a deadline, until VS Code has registered the
     * walkthrough: it throws for a step it does not know), then collects the ticks the extension
     * makes. A tick the workbench shows went through its progressStep with a step it knows.
     */
    async function untickedThenWatched(...steps: WalkthroughStep[]): Promise<{ ticks: WalkthroughTick[]; dispose(): void }> {
      for (const step of steps) {
        await until(`the walkthrough’s ${step} step registered in the workbench`, () =>
          Promise.resolve(vscode.commands.executeCommand('welcome.markStepIncomplete', `${WALKTHROUGH_ID}#${step}`)).then(
            () => true,
            () => false,
          ),
        );
      }
      const ticks: WalkthroughTick[] = [];
      const listener = services.onDidTickWalkthrough((t) => ticks.push(t));
      return { ticks, dispose: () => listener.dispose() };
    }

    const shown = (ticks: WalkthroughTick[], step: WalkthroughStep): boolean => ticks.some((t) => t.step === step && t.shown);

    it('ticks the token steps in the workbench when a token is saved, and the Master Token step when one is', async () => {
      // A Master Token left by another suite would tick its step with every change of the store.
      const hadMaster = await services.store.getMasterToken();
      await services.store.removeMasterToken();
      const watched = await untickedThenWatched('getApiToken', 'setApiToken', 'masterToken');
      try {
        await withTokenCounting(async () => {
          await until('the token steps ticked', () => shown(watched.ticks, 'getApiToken') && shown(watched.ticks, 'setApiToken'));
        });
        assert.ok(!watched.ticks.some((t) => t.step === 'convertFile'), 'a token saved ticked the conversion step');
        assert.ok(!watched.ticks.some((t) => t.step === 'masterToken'), 'an API Token ticked the Master Token step');
        await services.store.setMasterToken(emulator().masterToken);
        await until('the Master Token step ticked', () => shown(watched.ticks, 'masterToken'));
      } finally {
        watched.dispose();
        await services.store.removeMasterToken();
        if (hadMaster !== undefined) {
          await services.store.setMasterToken(hadMaster);
        }
      }
    });

    after(async () => {
      for (const name of [Settings.baseUrl, Settings.openAfterConvert, Settings.revealInExplorer]) {
        await setting(name, undefined);
      }
    });

    it('a conversion without an API Token offers Get Started, which opens the walkthrough', async () => {
      // Suites add the tokens they need before each test; none may be left to this one.
      for (const token of await services.store.listApiTokens()) {
        await services.store.removeApiToken(token.id);
      }
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
      prompts.expect('information', 'Convert Sample', /sample/);
      prompts.expect('error', 'Get Started', /No API Token/);
      await prompts.run(() => vscode.commands.executeCommand(Commands.convertSample));
      const message = prompts.seen.find((p) => p.kind === 'error');
      assert.deepEqual(message?.items, ['Get Started', 'Set API Token', 'Show Log'], JSON.stringify(message));
      await until('the walkthrough tab', () =>
        vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => /welcome|walkthrough|get started/i.test(t.label)),
      );
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    });

    it('says the sample costs a conversion and spends none when declined, and is not in the Command Palette', async () => {
      await withTokenCounting(async (finished) => {
        prompts.expect('information', undefined, /sample/);
        const sample = await prompts.run(() => vscode.commands.executeCommand<vscode.Uri | undefined>(Commands.convertSample));
        assert.equal(sample, undefined);
        const asked = prompts.seen.find((p) => p.kind === 'information');
        assert.ok(asked?.modal, 'the cost question is no modal: a reflexive Enter would pay');
        assert.match(asked.detail ?? '', /1 conversion/);
        assert.deepEqual(finished, []);
      });
      const hidden = (extension.packageJSON as { contributes: { menus: { commandPalette: { command: string; when?: string }[] } } })
        .contributes.menus.commandPalette;
      assert.equal(hidden.find((m) => m.command === Commands.convertSample)?.when, 'false');
    });

    it('converts the bundled sample to PDF in the extension’s storage, and a batch that converted ticks the step', async () => {
      const watched = await untickedThenWatched('convertFile');
      await withTokenCounting(async (finished) => {
        await vscode.commands.executeCommand('workbench.action.closeAllEditors');
        prompts.expect('information', 'Convert Sample', /sample/);
        const sample = await prompts.run(() => vscode.commands.executeCommand<vscode.Uri>(Commands.convertSample));
        assert.ok(sample, 'the command returned no sample');
        const pdf = vscode.Uri.joinPath(sample, '..', 'Convert Files sample.pdf');
        await until('the PDF next to the sample', () => existsSync(pdf.fsPath));
        assert.equal(readFileSync(pdf.fsPath).subarray(0, 5).toString('latin1'), '%PDF-');
        // openAfterConvert is "never" here: the sample's PDF opens all the same (it is in no folder the Explorer shows).
        await until('the sample’s PDF open in an editor', () =>
          vscode.window.tabGroups.all
            .flatMap((g) => g.tabs)
            .find((t) => (t.input as { uri?: vscode.Uri } | undefined)?.uri?.toString() === pdf.toString()),
        );
        await vscode.commands.executeCommand('workbench.action.closeAllEditors');
        assert.ok(
          sample.fsPath.startsWith(services.context.globalStorageUri.fsPath),
          'the sample was written outside the extension’s storage',
        );
        assert.deepEqual(finished, [1]);
        await until('the conversion step ticked', () => shown(watched.ticks, 'convertFile'));
        // Twice in a row must not ask whether to overwrite the first run's result.
        prompts.expect('information', 'Convert Sample', /sample/);
        await prompts.run(() => vscode.commands.executeCommand(Commands.convertSample));
        assert.deepEqual(finished, [1, 1]);
      }).finally(() => watched.dispose());
    });
  });
});
