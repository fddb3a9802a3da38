// Small real office packages for the emulator's tests: a workbook of two sheets, a presentation of two slides.
import { zip } from './emulatorHelpers';

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function rels(targets: Record<string, string>): string {
  return `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${Object.entries(targets)
    .map(([id, target]) => `<Relationship Id="${id}" Type="${REL}/x" Target="${target}"/>`)
    .join('')}</Relationships>`;
}

export async function workbook(): Promise<Buffer> {
  return zip({
    'xl/workbook.xml': `<workbook xmlns:r="${REL}"><sheets><sheet name="Sales" sheetId="1" r:id="rId1"/><sheet name="Empty" sheetId="2" r:id="rId2"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': rels({ rId1: 'worksheets/sheet1.xml', rId2: 'worksheets/sheet2.xml' }),
    'xl/sharedStrings.xml': '<sst><si><t>Region</t></si><si><t>Total</t></si><si><r><t>No</t></r><r><t>rth</t></r></si></sst>',
    'xl/worksheets/sheet1.xml':
      '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
      '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="C2"><v>120</v></c></row>' +
      '<row r="3"><c r="A3" t="inlineStr"><is><t>South &amp; West</t></is></c><c r="B3" t="b"><v>1</v></c></row></sheetData></worksheet>',
    'xl/worksheets/sheet2.xml': '<worksheet><sheetData/></worksheet>',
  });
}

export async function presentation(): Promise<Buffer> {
  const slide = (title: string, lines: string[]) =>
    `<p:sld xmlns:p="p" xmlns:a="a"><p:cSld><p:spTree><p:sp><p:nvSpPr><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:r><a:t>${title}</a:t></a:r></a:p></p:txBody></p:sp>` +
    `<p:sp><p:txBody>${lines.map((l) => `<a:p><a:r><a:t>${l}</a:t></a:r></a:p>`).join('')}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`;
  return zip({
    'ppt/presentation.xml': `<p:presentation xmlns:p="p" xmlns:r="${REL}"><p:sldIdLst><p:sldId id="257" r:id="rId3"/><p:sldId id="256" r:id="rId2"/></p:sldIdLst></p:presentation>`,
    'ppt/_rels/presentation.xml.rels': rels({ rId2: 'slides/slide1.xml', rId3: 'slides/slide2.xml' }),
    'ppt/slides/slide1.xml': slide('Results', ['Up ten percent', 'Thanks']),
    'ppt/slides/slide2.xml': slide('Agenda', ['First the numbers']),
  });
}
