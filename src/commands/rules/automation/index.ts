// Automatic runs of the rules file (onSave, onChange), loaded on first need with dist/commands.js
// (see ../automationStarter.ts, which activation registers).
import type { SaveReasons } from '../../../conversion/automation';
import type { ExtensionServices } from '../../../extensionServices';
import { Commands } from '../../../constants';
import { registerCommand } from '../../../ui/commandWrapper';
import { Automation } from './controller';
import type { AutomationController, AutomationHooks } from './types';

/** Builds the automation; the starter calls reload() for each folder whose rules file asks for it. */
export function startAutomation(services: ExtensionServices, hooks: AutomationHooks, reasons: SaveReasons): AutomationController {
  return new Automation(services, hooks, reasons);
}

/** Pause/Resume Automatic Conversions and Show Failed Automatic Conversions. */
export function registerAutomationCommands(services: ExtensionServices, automation: AutomationController): void {
  registerCommand(services.context, services.log, Commands.toggleAutomation, () => automation.toggle());
  registerCommand(services.context, services.log, Commands.showAutomationFailures, () => automation.looked());
}
