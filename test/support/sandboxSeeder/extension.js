// Sandbox only (`npm run sandbox`): puts the emulator's demo credentials into Convert Files, the
// way a person would, through the extension's own commands with argument objects. The product
// has no environment-variable or file backdoor; this separate extension is the only reader of
// the credentials file, and it deletes the file once the credentials are in SecretStorage.
'use strict';
const fs = require('node:fs');
const vscode = require('vscode');

/** Set by the sandbox script for code-server: path of a JSON file in the emulator's --json shape. */
const CREDENTIALS_ENV = 'CONVERT_FILES_SANDBOX_CREDENTIALS';
const MAIN_EXTENSION = 'convert-files.convert-files';

/**
 * Runs one command quietly (no notification: the seeder reports in one log line). The
 * extension's command wrapper reports failures itself; this only collects them for that line.
 */
async function run(done, failed, command, args, what) {
  try {
    await vscode.commands.executeCommand(command, { ...args, quiet: true });
    done.push(what);
  } catch (err) {
    failed.push(`${what} (${err instanceof Error ? err.message : String(err)})`);
  }
}

async function activate(context) {
  const path = process.env[CREDENTIALS_ENV];
  if (!path || !fs.existsSync(path)) {
    return;
  }
  const output = vscode.window.createOutputChannel('Convert Files Sandbox Seeder');
  context.subscriptions.push(output);
  let info;
  try {
    info = JSON.parse(fs.readFileSync(path, 'utf8'));
  } catch (err) {
    output.appendLine(`${path} is not readable JSON: ${err instanceof Error ? err.message : String(err)}`);
    return;
  }
  await vscode.extensions.getExtension(MAIN_EXTENSION)?.activate();
  const done = [];
  const failed = [];

  const tokens = Array.isArray(info.apiTokens) ? info.apiTokens : [];
  const production = tokens.find((t) => t.environment === 'Production') || tokens[0];
  // The last token set becomes the active one: set the Production token last.
  for (const token of [...tokens.filter((t) => t !== production), ...(production ? [production] : [])]) {
    await run(
      done,
      failed,
      'convertFiles.setApiToken',
      { name: token.name, environment: token.environment, token: token.token },
      `API Token "${token.name}" (${token.environment})`,
    );
  }
  if (typeof info.masterToken === 'string') {
    await run(done, failed, 'convertFiles.setMasterToken', { token: info.masterToken }, 'Master Token');
  }
  if (production && production.kid && production.secret) {
    await run(
      done,
      failed,
      'convertFiles.setJwtSigningKey',
      { kid: production.kid, secret: production.secret },
      `JWT signing key (Kid ${production.kid})`,
    );
  }
  // The values are in SecretStorage now; the file with them in plain text goes.
  fs.rmSync(path, { force: true });
  output.appendLine(
    `Seeded ${done.join(', ') || 'nothing'}${failed.length > 0 ? `; could not seed ${failed.join(', ')}` : ''}; removed ${path}.`,
  );
  // A new user's first page: Get Started, with the steps the seeder did already ticked.
  await vscode.commands.executeCommand('convertFiles.openWalkthrough').then(undefined, () => undefined);
}

function deactivate() {}

module.exports = { activate, deactivate };
