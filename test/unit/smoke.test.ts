import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';

describe('package manifest', () => {
  it('targets the VS Code version the offline host runs', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { vscode: string }; devDependencies: Record<string, string> };
    assert.equal(pkg.engines.vscode, '^1.100.0');
    assert.equal(pkg.devDependencies['@types/vscode'], '1.100.0');
  });
});
