// Where the person was in each PDF, kept in the workspace's state: read back per file, the most
// recent files only.
import { strict as assert } from 'node:assert';
import { StateKeys } from '../../../src/constants';
import { MAX_POSITIONS, ViewerPositions } from '../../../src/viewer/viewerPositions';

function memento() {
  const values = new Map<string, unknown>();
  return {
    values,
    get: <T>(key: string) => values.get(key) as T | undefined,
    update: async (key: string, value: unknown) => void values.set(key, value),
  };
}

const uri = (path: string) => ({ toString: () => `file://${path}` }) as unknown as import('vscode').Uri;

describe('PDF viewer: positions kept per file', () => {
  it('gives back the page, offset and zoom last kept for a file, and nothing for another', async () => {
    const state = memento();
    const positions = new ViewerPositions(state);
    await positions.set(uri('/w/a.pdf'), { page: 3, offset: 0.25, zoom: 1.5 });
    await positions.set(uri('/w/b.pdf'), { page: 1, offset: 0, zoom: 'fitPage' });
    await positions.set(uri('/w/a.pdf'), { page: 4, offset: -0.1, zoom: 'fitWidth' });
    assert.deepEqual(positions.get(uri('/w/a.pdf')), { page: 4, offset: -0.1, zoom: 'fitWidth' });
    assert.deepEqual(new ViewerPositions(state).get(uri('/w/b.pdf')), { page: 1, offset: 0, zoom: 'fitPage' });
    assert.equal(positions.get(uri('/w/c.pdf')), undefined);
    assert.ok(state.values.has(StateKeys.viewerPositions));
  });

  it(`keeps the ${MAX_POSITIONS} most recent files only`, async () => {
    let clock = 0;
    const positions = new ViewerPositions(memento(), () => ++clock);
    for (let i = 0; i <= MAX_POSITIONS; i++) {
      await positions.set(uri(`/w/${i}.pdf`), { page: 1, offset: 0, zoom: 1 });
    }
    assert.equal(positions.get(uri('/w/0.pdf')), undefined, 'the oldest is dropped');
    assert.ok(positions.get(uri('/w/1.pdf')));
    assert.ok(positions.get(uri(`/w/${MAX_POSITIONS}.pdf`)));
  });
});
