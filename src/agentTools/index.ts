/**
 * Language model tools for agent mode: convert files, read a document as text, report usage.
 * VS Code does not validate a tool's input against its schema, so each tool checks its own and
 * answers mistakes with text the model can act on (a thrown error reaches it only as "failed").
 */
import { LanguageModelTools } from '../constants';
import * as vscode from 'vscode';
import type { ExtensionServices } from '../extensionServices';
import { convertTool } from './convertTool';
import { extractTextTool } from './extractTextTool';
import { usageTool } from './usageTool';

export function registerLanguageModelTools(services: ExtensionServices): void {
  if (!vscode.lm?.registerTool) {
    return;
  }
  services.context.subscriptions.push(
    vscode.lm.registerTool(LanguageModelTools.convert, convertTool(services)),
    vscode.lm.registerTool(LanguageModelTools.extractText, extractTextTool(services)),
    vscode.lm.registerTool(LanguageModelTools.usage, usageTool(services)),
  );
}
