import { strict as assert } from 'node:assert';
import { extensionOf, resultOpening, revealStyle, type OpeningContext } from '../../../src/conversion/resultOpening';

const LOCAL: OpeningContext = { scheme: 'file', web: false, platform: 'linux' };

describe('results VS Code cannot show', () => {
  it('opens text and images in the editor, as before', () => {
    for (const name of [
      'notes.txt',
      'page.html',
      'data.csv',
      'data.json',
      'README.md',
      'photo.JPG',
      'icon.png',
      'anim.webp',
      'drawing.svg',
    ]) {
      assert.deepEqual(resultOpening(name, LOCAL), { inEditor: true, offerOpen: false }, name);
    }
  });

  it('offers Open and Reveal for PDF, Office documents and archives on a local desktop', () => {
    for (const name of [
      'report.pdf',
      '/home/ada/letter.docx',
      'C:\\Users\\ada\\sheet.XLSX',
      'slides.pptx',
      'pages.zip',
      'book.epub',
      'scan.TIFF',
      'notes.odt',
    ]) {
      assert.deepEqual(resultOpening(name, LOCAL), { inEditor: false, offerOpen: true, reveal: 'linux' }, name);
    }
  });

  it('never offers Open (the OS runs it) for what could be a program: only Reveal', () => {
    // Results of extract/unzip converters keep names from inside the user's document.
    for (const name of [
      'payload.exe',
      'setup.msi',
      'run.bat',
      'run.cmd',
      'x.ps1',
      'x.vbs',
      'x.hta',
      'x.scr',
      'link.lnk',
      'x.url',
      'x.jar',
      'x.app',
      'x.command',
      'x.desktop',
      'x.sh',
      'x.appimage',
      'x.docm',
      'no-extension',
    ]) {
      for (const platform of ['win32', 'darwin', 'linux']) {
        assert.deepEqual(
          resultOpening(name, { ...LOCAL, platform }),
          { inEditor: false, offerOpen: false, reveal: revealStyle(platform) },
          `${name} on ${platform}`,
        );
      }
    }
  });

  it('words Reveal for the platform', () => {
    assert.equal(resultOpening('a.pdf', { ...LOCAL, platform: 'win32' }).reveal, 'windows');
    assert.equal(resultOpening('a.pdf', { ...LOCAL, platform: 'darwin' }).reveal, 'mac');
    assert.equal(revealStyle('freebsd'), 'linux');
  });

  it('offers neither where the OS cannot reach the file: remote windows, the browser, virtual file systems', () => {
    const none = { inEditor: false, offerOpen: false };
    assert.deepEqual(resultOpening('a.pdf', { ...LOCAL, remoteName: 'ssh-remote' }), none);
    assert.deepEqual(resultOpening('a.pdf', { ...LOCAL, web: true }), none);
    assert.deepEqual(resultOpening('a.pdf', { ...LOCAL, scheme: 'vscode-vfs' }), none);
  });

  it('reads the extension from the last dot of the base name only', () => {
    assert.equal(extensionOf('archive.tar.GZ'), 'gz');
    assert.equal(extensionOf('/dir.with.dots/file'), '');
    assert.equal(extensionOf('.hidden'), '');
    assert.equal(extensionOf('C:\\a.b\\c.Pdf'), 'pdf');
  });
});
