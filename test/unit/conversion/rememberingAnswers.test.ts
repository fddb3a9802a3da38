// The conflict question is asked once per result across the runs of the same files (Try Again,
// the options form after a refused value): the answer given holds for the retry.
import { strict as assert } from 'node:assert';
import type { ConflictAnswer, ConflictQuestion } from '../../../src/conversion/outputPlanner';
import { rememberingAnswers, type ConflictPrompt } from '../../../src/conversion/ports';

const question = (path: string): ConflictQuestion => ({
  path,
  name: path.slice(path.lastIndexOf('/') + 1),
  directory: '/w',
  source: '/w/a.pdf',
});

describe('conflict answers across runs of the same files', () => {
  it('asks once per path; the answer holds for the next run; a dismissal is not kept', async () => {
    const asked: string[] = [];
    const replies: (ConflictAnswer | undefined)[] = [
      { action: 'overwrite', applyToAll: true },
      undefined,
      { action: 'skip', applyToAll: false },
    ];
    const prompt: ConflictPrompt = {
      ask: async (q) => {
        asked.push(q.path);
        return replies.shift();
      },
    };
    const answers = new Map<string, ConflictAnswer>();
    // First run.
    assert.deepEqual(await rememberingAnswers(prompt, answers).ask(question('/w/a.txt'), false), { action: 'overwrite', applyToAll: true });
    assert.equal(await rememberingAnswers(prompt, answers).ask(question('/w/b.txt'), true), undefined);
    // The retry: a.txt is not asked again (and its "all" does not spread to other files); b.txt is.
    assert.deepEqual(await rememberingAnswers(prompt, answers).ask(question('/w/a.txt'), false), {
      action: 'overwrite',
      applyToAll: false,
    });
    assert.deepEqual(await rememberingAnswers(prompt, answers).ask(question('/w/b.txt'), false), { action: 'skip', applyToAll: false });
    assert.deepEqual(asked, ['/w/a.txt', '/w/b.txt', '/w/b.txt']);
  });
});
