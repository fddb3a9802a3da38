// Automatic runs of the rules file (onSave, onChange), loaded on first need with dist/features.js
// (see starter.ts, which activation registers, and src/lazy/).
import type { SaveReasons } from '../conversion/automation';
import type { ExtensionServices } from '../extensionServices';
import { Automation } from './controller';
import type { AutomationController, AutomationHooks } from './types';

/** Builds the automation; the starter calls reload() for each folder whose rules file asks for it. */
export function startAutomation(services: ExtensionServices, hooks: AutomationHooks, reasons: SaveReasons): AutomationController {
  return new Automation(services, hooks, reasons);
}
