// Review of issue 33: an extension's preview styles and scripts go into the page only from its own
// folder, as the preview's webview loads them; a name that leads out reads nothing of the machine.
import { strict as assert } from 'node:assert';
import { contributedFile } from '../../../../src/conversion/markdown';

describe('Markdown PDF: extension contributions', () => {
  const root = '/home/someone/.vscode/extensions/pub.diagrams-1.0.0';

  it('resolves a contribution inside the extension folder', () => {
    assert.equal(contributedFile(root, './media/diagrams.js'), `${root}/media/diagrams.js`);
    assert.equal(contributedFile(`${root}/`, 'dist/a/../b.css'), `${root}/dist/b.css`);
    // An absolute-looking name is the extension's, as vscode.Uri.joinPath reads it.
    assert.equal(contributedFile(root, '/media/x.js'), `${root}/media/x.js`);
  });

  it('refuses a contribution that leads outside it: another extension, the home folder, the folder itself', () => {
    assert.equal(contributedFile(root, '../other.ext-2.0.0/media/x.js'), undefined);
    assert.equal(contributedFile(root, '../../../.ssh/id_rsa'), undefined);
    assert.equal(contributedFile(root, 'media\\..\\..\\..\\.aws\\credentials'), undefined);
    assert.equal(contributedFile(root, '.'), undefined);
    assert.equal(contributedFile(root, `../${root.split('/').pop()}-evil/x.js`), undefined);
  });
});
