// The emulator's rtf→docx: a real RTF document in (as Word and WordPad write them: a font and a
// colour table, \par, \line, \tab, \'hh and \uN characters), a Word document out whose paragraphs
// (read back with mammoth) are the source's text in order; a file that is no RTF is refused as damaged (5002).
import { strict as assert } from 'node:assert';
import mammoth from 'mammoth';
import { ConversionFailedError } from '../../emulator/converters/index';
import { pdfLines, useDirectConversions } from '../support/emulatorHelpers';

const convertDirectly = useDirectConversions('cf-rtf-docx-');

const RTF = String.raw`{\rtf1\ansi\ansicpg1252\deff0{\fonttbl{\f0\fswiss Helvetica;}{\f1 Courier;}}
{\colortbl;\red255\green0\blue0;}
{\*\generator Riched20 10.0;}{\info{\title Not body text}}
\pard\f0\fs24 Minutes \'96 caf\'e9 \{draft\}\par
Second\tab column\line next line\par
{\b Bold} and \u8364?uro\par
}`;

const convert = (name: string, text: string, target = 'docx') => convertDirectly('rtf', target, name, Buffer.from(text, 'latin1'));

describe('emulator: rtf→docx', () => {
  it('keeps the body’s paragraphs, line breaks, tabs and characters in order, and nothing of the header groups', async () => {
    const [out] = await convert('minutes.rtf', RTF);
    assert.equal(out!.name, 'minutes.docx');
    const html = (await mammoth.convertToHtml({ buffer: out!.data })).value;
    assert.equal(html, '<p>Minutes – café {draft}</p><p>Second\tcolumn<br />next line</p><p>Bold and €uro</p>');
  });

  it('rtf→pdf lays out the same text', async () => {
    const [out] = await convert('minutes.rtf', RTF, 'pdf');
    assert.equal(out!.name, 'minutes.pdf');
    assert.deepEqual(await pdfLines(out!.data), ['Minutes – café {draft}', 'Second column', 'next line', 'Bold and €uro']);
  });

  it('refuses a file that is no RTF as damaged', async () => {
    await assert.rejects(convert('broken.rtf', 'plain text'), (err: unknown) => {
      assert.ok(err instanceof ConversionFailedError);
      assert.equal(err.code, 5002);
      return true;
    });
  });
});
