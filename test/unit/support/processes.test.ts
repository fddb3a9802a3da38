// A launcher's last lines reach a reader that is slow to take them (a busy machine): main() waits
// for stdout before it exits, so a tier's closing line is never lost.
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { repoRoot } from '../../support/paths';

describe("a launcher's exit", function () {
  this.timeout(60_000);

  it('hands over every line, up to the last, to a reader that starts late, and keeps its exit code', async () => {
    const child = spawn(join(repoRoot, 'node_modules', '.bin', 'tsx'), [join(__dirname, 'fixtures', 'manyLines.ts')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.pause();
    const closed = once(child, 'close');
    // The reader starts once the launcher has written everything it could (the pipe is full).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.resume();
    const [code] = (await closed) as [number];
    assert.equal(code, 3);
    assert.ok(output.trimEnd().endsWith('closing line'), `the output ends with: ${output.trimEnd().slice(-60)}`);
    assert.equal(output.split('\n').filter((line) => line.startsWith('line ')).length, 3000);
  });
});
