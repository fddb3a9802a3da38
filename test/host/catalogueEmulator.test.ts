// Issue 11's flows against the emulator, which really does the work: Merge into One PDF must give
// one PDF with every page of every input in order, and a password-protected PDF must convert
// after the password box, with the password kept out of the log.
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import * as vscode from 'vscode';
import { Commands, Settings, StateKeys } from '../../src/constants';
import { markPasswordProtected } from '../emulator/passwordMark';
import { filesUnder, leaks, logFileText } from './support/auth';
import { useEmulatorSuite } from './support/emulatorSuite';
import { stubPrompts } from './support/prompts';

/** A PDF of `pages` pages of `width` points (the width tells the pages of each input apart). */
async function pdf(pages: number, width: number, password?: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) {
    doc.addPage([width, 200]).drawText(`Page ${n} of ${width}`, { x: 20, y: 100, size: 14, font });
  }
  if (password !== undefined) {
    markPasswordProtected(doc, password);
  }
  return doc.save();
}

describe('catalogue flows at the emulator (merge, password)', function () {
  this.timeout(60_000);
  const prompts = stubPrompts();
  const suite = useEmulatorSuite({ folder: 'catalogue-emulator', token: 'catalogue-emulator-tests', quiet: true, resetEach: true });
  const { write } = suite;

  after(async () => {
    // The conversions here are remembered as recent targets; other suites' pickers must not see them.
    await suite.api.context.globalState.update(StateKeys.recentTargets, undefined);
  });

  it('Merge into One PDF of three PDFs gives one PDF with all their pages, in order', async () => {
    const files = [write('a.pdf', await pdf(1, 300)), write('b.pdf', await pdf(2, 310)), write('c.pdf', await pdf(3, 320))];
    prompts.expect('inputBox', 'all.pdf', /Name of the result/);
    await prompts.run(() => vscode.commands.executeCommand(Commands.mergePdf, files[0], files));
    assert.deepEqual(readdirSync(suite.dir).sort(), ['a.pdf', 'all.pdf', 'b.pdf', 'c.pdf'], 'one result, no stray or partial file');
    const merged = await PDFDocument.load(readFileSync(join(suite.dir, 'all.pdf')));
    assert.deepEqual(
      merged.getPages().map((p) => Math.round(p.getWidth())),
      [300, 310, 310, 320, 320, 320],
    );
  });

  it('a password-protected PDF converts after the password box; the password is not in the log', async () => {
    const password = 'pw-Ωmega-7731-never-logged';
    const source = write('locked.pdf', await pdf(2, 300, password));
    prompts.expect('inputBox', password, /protected by a password/);
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertToTxt, source, [source]));
    const text = readFileSync(join(suite.dir, 'locked.txt'), 'utf8');
    assert.match(text, /Page 1 of 300[\s\S]*Page 2 of 300/);
    const box = prompts.seen.find((r) => r.kind === 'inputBox');
    assert.ok(box, 'the password box was shown');
    const marker = `catalogue-emulator-marker-${Date.now()}`;
    suite.api.log.info(marker);
    const log = await logFileText(suite.api, marker);
    assert.ok(log.includes('locked.pdf'), 'the conversion was logged (so the log was read after it)');
    const places = [
      { where: 'log', text: log },
      ...filesUnder(suite.api.context.globalStorageUri.fsPath).map((f) => ({ where: f.path, text: f.text })),
      { where: 'settings', text: JSON.stringify(vscode.workspace.getConfiguration(Settings.section)) },
      { where: 'globalState', text: JSON.stringify(suite.api.context.globalState.keys().map((k) => suite.api.context.globalState.get(k))) },
    ];
    assert.deepEqual(leaks(places, { password }), [], 'the password is neither logged nor stored');
  });
});
