// The files one action of a test runs functions in, for `npm run walks` (scripts/walks.ts): when
// CONVERT_FILES_WALKS names a folder, V8's precise coverage of this extension host (call counts,
// taken through the inspector on this thread) is started before the action and written after it
// as <folder>/<name>.json, the scripts of the extension's dist/ only. Otherwise the action just runs.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

export const WALKS_ENV = 'CONVERT_FILES_WALKS';

export async function walk<T>(name: string, action: () => Promise<T>): Promise<T> {
  const folder = process.env[WALKS_ENV];
  if (!folder) {
    return action();
  }
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    const answer = await action();
    const { result } = await session.post('Profiler.takePreciseCoverage');
    const ours = result.filter((script) => /\/dist\/[^/]+(\/[^/]+)?\.js$/.test(script.url));
    writeFileSync(join(folder, `${name}.json`), JSON.stringify({ result: ours }));
    await session.post('Profiler.stopPreciseCoverage');
    return answer;
  } finally {
    session.disconnect();
  }
}
