// What a person sees after installing the packaged extension: the workbench, the extension's
// commands in the palette, its output channel, and its view containers.
import { Commands } from '../../src/constants';
import { activityBarContainers, paletteCommands } from './support/manifest';
import { useWorkbench } from './support/workbench';

describe('workbench with the packaged extension', () => {
  const workbench = useWorkbench();

  it('loads with the sample workspace in the Explorer', async () => {
    const wb = workbench();
    await wb.waitForText(wb.page.locator('.explorer-folders-view'), 'notes.md');
    await wb.screenshot('workbench loaded');
  });

  it('lists every contributed command in the command palette', async () => {
    const wb = workbench();
    const commands = paletteCommands();
    if (commands.length === 0) {
      throw new Error('package.json contributes no command to look for');
    }
    for (const command of commands) {
      await wb.paletteRow(command.label);
    }
    await wb.openCommandPalette('Convert Files');
    await wb.screenshot('command palette');
    await wb.dismissQuickInput();
  });

  it('activates and shows its log when "Show Log" runs', async () => {
    const wb = workbench();
    const showLog = paletteCommands().find((command) => command.id === Commands.showLog);
    if (!showLog) {
      throw new Error(`${Commands.showLog} is not in the palette`);
    }
    await wb.runCommand(showLog.label);
    const panel = wb.page.locator('.part.panel');
    await panel.waitFor({ state: 'visible' });
    await wb.waitForOutputChannel('Convert Files');
    await wb.screenshot('output channel');
  });

  // One test per view container in package.json: its activity bar entry opens its views.
  for (const container of activityBarContainers()) {
    it(`opens the "${container.title}" view container from the activity bar`, async () => {
      const wb = workbench();
      const sideBar = await wb.openActivity(container.title);
      for (const view of container.views) {
        await wb.waitForText(sideBar, view);
      }
      await wb.screenshot(`view container ${container.title}`);
    });
  }
});
