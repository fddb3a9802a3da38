import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';

interface Manifest {
  engines: { vscode: string };
  devDependencies: Record<string, string>;
  activationEvents?: string[];
  extensionKind?: string[];
  capabilities: { untrustedWorkspaces: { supported: string | boolean; restrictedConfigurations: string[] } };
  contributes: {
    commands: { command: string }[];
    configuration: { properties: Record<string, { scope?: string }> };
    menus: Record<string, { when?: string; submenu?: string }[]>;
  };
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as Manifest;

describe('package manifest', () => {
  it('targets the VS Code version the offline host runs', () => {
    assert.equal(pkg.engines.vscode, '^1.100.0');
    assert.equal(pkg.devDependencies['@types/vscode'], '1.100.0');
  });

  it('activates once start-up is over (the status bar shows usage without a command), never on "*"', () => {
    // VS Code infers the command, view and menu events from contributes; the ones it cannot infer
    // are the status bar's, the usage dashboard's (restored after a reload by its serializer) and the
    // stored previews' file system (a preview tab restored after a reload reads its file through it).
    assert.deepEqual(pkg.activationEvents, [
      'onStartupFinished',
      'onWebviewPanel:convertFiles.usageDashboard',
      'onFileSystem:convertfiles-preview',
    ]);
  });

  it('runs where the files are (workspace): it reads and writes them in place', () => {
    assert.deepEqual(pkg.extensionKind, ['workspace']);
  });

  it('keeps where files and tokens go, and what may be overwritten, out of a cloned workspace’s hands', () => {
    const restricted = pkg.capabilities.untrustedWorkspaces.restrictedConfigurations;
    for (const key of [
      'convertFiles.baseUrl',
      'convertFiles.dashboardUrl',
      'convertFiles.outputDirectory',
      'convertFiles.conflictPolicy',
      'convertFiles.presets',
    ]) {
      assert.ok(restricted.includes(key), `${key} is not restricted in untrusted workspaces`);
    }
    // application: user settings only (no workspace or folder value), and on the User tab in
    // remote and browser windows too, where machine-scoped settings live on the Remote tab only.
    assert.equal(pkg.contributes.configuration.properties['convertFiles.baseUrl']?.scope, 'application');
    assert.equal(pkg.contributes.configuration.properties['convertFiles.dashboardUrl']?.scope, 'application');
  });

  it('shows Convert To only for folders and file types it knows', () => {
    const [explorer] = pkg.contributes.menus['explorer/context']!;
    const [editor] = pkg.contributes.menus['editor/title/context']!;
    for (const when of [explorer!.when!, editor!.when!]) {
      const re = /resourceExtname =~ \/(.+)\/i/.exec(when);
      assert.ok(re, when);
      const pattern = new RegExp(re[1]!, 'i');
      assert.ok(pattern.test('.md') && pattern.test('.PDF') && pattern.test('.docx'), when);
      assert.ok(!pattern.test('.ts') && !pattern.test('.md.bak'), when);
      assert.ok(!/\|\| resourceExtname\s*$/.test(when), `a bare "|| resourceExtname" shows it for every file: ${when}`);
    }
  });
});
