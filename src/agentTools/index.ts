/**
 * Language model tools for agent mode: what a file converts to and with which options, convert
 * files, read a document as text, report usage.
 * VS Code does not validate a tool's input against its schema, so each tool checks its own and
 * answers mistakes with text the model can act on (a thrown error reaches it only as "failed").
 * Registered at activation (src/lazy/): their code loads on first use, with dist/features.js.
 */
export { formatsTool, optionsTool } from './catalogueTools';
export { convertTool } from './convertTool';
export { extractTextTool } from './extractTextTool';
export { usageTool } from './usageTool';
