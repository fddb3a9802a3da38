import { strict as assert } from 'node:assert';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { fromBufferPromise } from 'yauzl';
import { ConversionFailedError, findConverter, listConverters, type InputFile, type OutputFile } from '../../emulator/converters/index';
import { isLoopbackHost } from '../../emulator/ip';
import { FORMAT_TABLE } from '../../../src/service/catalogue/formats';
import { useUploads } from '../support/emulatorHelpers';
import { pageTexts, withPdf } from '../support/pdfReading';

/** Writes `data` to a fresh temp file and describes it as the HTTP layer would, under the client's `name`. */
const upload = useUploads('cf-converters-');

async function convert(
  src: string,
  dst: string,
  input: InputFile | undefined,
  params: Record<string, string> = {},
  signal = new AbortController().signal,
): Promise<OutputFile[]> {
  const converter = findConverter(src, dst);
  assert.ok(converter, `no converter ${src}→${dst}`);
  return converter(input, { params, signal, files: [], fileParams: {} });
}

async function convertOne(
  src: string,
  dst: string,
  input: InputFile | undefined,
  params: Record<string, string> = {},
): Promise<OutputFile> {
  const outputs = await convert(src, dst, input, params);
  assert.equal(outputs.length, 1);
  const [output] = outputs;
  assert.ok(output);
  return output;
}

/** Checks that a conversion fails the way the HTTP layer expects: ConversionFailedError, code and message. */
async function assertFails(promise: Promise<unknown>, code: number, message: RegExp): Promise<void> {
  await assert.rejects(promise, (err: unknown) => {
    assert.ok(err instanceof ConversionFailedError, `expected ConversionFailedError, got ${String(err)}`);
    assert.equal(err.code, code);
    assert.match(err.message, message);
    return true;
  });
}

/** The text of each page, read with pdfjs directly (not through the converter under test). */
function pdfPages(data: Buffer): Promise<string[]> {
  return withPdf(data, (doc) => pageTexts(doc));
}

async function pdfOfPages(texts: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of texts) {
    doc.addPage([300, 200]).drawText(text, { x: 20, y: 100, font, size: 14 });
  }
  return Buffer.from(await doc.save());
}

describe('emulator converters: registry', () => {
  it('lists every conversion the extension offers, each costing 1', () => {
    const listed = listConverters();
    const pairs = new Set(listed.map((c) => `${c.src}→${c.dst}`));
    for (const pair of [
      'txt→pdf',
      'md→html',
      'md→pdf',
      'html→pdf',
      'web→pdf',
      'pdf→split',
      'pdf→txt',
      'png→jpg',
      'png→webp',
      'jpg→png',
      'jpg→webp',
      'webp→png',
      'webp→jpg',
      'png→pdf',
      'jpg→pdf',
      'webp→pdf',
      'csv→json',
      'csv→pdf',
      'json→csv',
      'docx→html',
      'docx→pdf',
      'docx→txt',
      'any→zip',
    ]) {
      assert.ok(pairs.has(pair), `missing ${pair}`);
    }
    assert.equal(pairs.size, listed.length, 'a pair is listed twice');
    assert.deepEqual(new Set(listed.map((c) => c.cost)), new Set([1]));
  });

  it("converts every pair the extension's menus offer, except the ones the emulator honestly does not emulate", () => {
    // xls and xlsx to CSV: the real parameters and multi-sheet output were not at hand. The real service
    // has them; the sandbox answers 404, as the service does for a pair it lacks (README, "The sandbox").
    const notEmulated = new Set(['xlsx→csv', 'xls→csv']);
    const offered = Object.entries(FORMAT_TABLE).flatMap(([src, targets]) => targets.map((t) => `${src}→${t.ext}`));
    const missing = offered.filter(
      (pair) => !notEmulated.has(pair) && findConverter(...(pair.split('→') as [string, string])) === undefined,
    );
    assert.deepEqual(missing, [], 'offered by the menus but not emulated');
    const stale = [...notEmulated].filter(
      (pair) => !offered.includes(pair) || findConverter(...(pair.split('→') as [string, string])) !== undefined,
    );
    assert.deepEqual(stale, [], 'listed as not emulated, but no longer offered or now emulated');
  });

  it('matches formats case-insensitively, treats jpeg as jpg and answers undefined for unknown pairs', () => {
    assert.equal(findConverter('PNG', 'JPEG')?.dst, 'jpg');
    assert.equal(findConverter('Jpeg', 'webp')?.src, 'jpg');
    assert.equal(findConverter('pdf', 'split')?.cost, 1);
    assert.equal(findConverter('pdf', 'pptx'), undefined);
    assert.equal(findConverter('png', 'png'), undefined);
    assert.equal(findConverter('', 'pdf'), undefined);
  });

  it('sends any source to the archive converter for zip, but not a web page', () => {
    assert.equal(findConverter('any', 'zip')?.src, 'any');
    assert.equal(findConverter('PDF', 'zip')?.src, 'any');
    assert.equal(findConverter('web', 'zip'), undefined);
  });

  it('refuses a missing input file instead of crashing', async () => {
    await assertFails(convert('txt', 'pdf', undefined), 5001, /needs an input file/);
  });
});

describe('emulator converters: text and markup', () => {
  it('txt→pdf wraps long lines onto several pages and pdf→txt reads the text back', async () => {
    const lines = Array.from({ length: 150 }, (_, i) => `line ${i + 1} of the notes`);
    const longLine = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
    const input = await upload('notes – draft v2.txt', `${lines.join('\r\n')}\n\n${longLine}\n`);
    const pdf = await convertOne('txt', 'pdf', input);
    assert.equal(pdf.name, 'notes – draft v2.pdf');
    const pages = await pdfPages(pdf.data);
    assert.ok(pages.length >= 3, `expected several pages, got ${pages.length}`);
    const text = (await convertOne('pdf', 'txt', await upload(pdf.name, pdf.data))).data.toString('utf8');
    assert.match(text, /^line 1 of the notes$/m);
    assert.match(text, /^line 150 of the notes$/m);
    const longLineText = text.slice(text.indexOf('word0'));
    assert.ok(longLineText.includes('word119'), 'the end of the long line is missing');
    assert.ok(longLineText.split('\n').filter((l) => l.includes('word')).length > 1, 'the long line was not wrapped');
  });

  it('txt→pdf replaces characters the standard fonts cannot draw', async () => {
    const input = await upload('unicode.txt', 'Café naïve ő 漢字 😀 tab\there\u0007');
    const pdf = await convertOne('txt', 'pdf', input);
    const [page] = await pdfPages(pdf.data);
    assert.ok(page);
    assert.match(page, /^Café naïve o \?\? \? tab +here$/m);
  });

  it('md→html makes a full HTML document titled by the file name', async () => {
    const input = await upload('Résumé <final>.v2.md', '# Hello *world*\n\nSome `code` & text.\n');
    const html = await convertOne('md', 'html', input);
    assert.equal(html.name, 'Résumé <final>.v2.html');
    const text = html.data.toString('utf8');
    assert.match(text, /^<!DOCTYPE html>/);
    assert.match(text, /<title>Résumé &#60;final&#62;\.v2<\/title>/);
    assert.match(text, /<h1>Hello <em>world<\/em><\/h1>/);
    assert.match(text, /<code>code<\/code> &amp; text/);
  });

  it('md→pdf keeps headings, list items and body text', async () => {
    const input = await upload('guide.md', '# Getting started\n\nInstall **it** & run.\n\n## Steps\n\n1. first step\n2. second step\n');
    const pdf = await convertOne('md', 'pdf', input);
    assert.equal(pdf.name, 'guide.pdf');
    const text = (await pdfPages(pdf.data)).join('\n');
    for (const expected of ['Getting started', 'Install it & run.', 'Steps', '1. first step', '2. second step']) {
      assert.ok(text.includes(expected), `missing "${expected}" in ${JSON.stringify(text)}`);
    }
  });

  it('html→pdf keeps the visible text and drops scripts and styles', async () => {
    const html = `<!doctype html><html><head><title>Page</title><style>.x { color: red }</style></head>
      <body><h1>Report</h1><script>var hidden = "SCRIPT_TEXT";</script><p>Sales &amp; costs</p>
      <table><tr><td>a</td><td>b</td></tr></table><ul><li>one</li><li>two</li></ul></body></html>`;
    const pdf = await convertOne('html', 'pdf', await upload('report.html', html));
    assert.equal(pdf.name, 'report.pdf');
    const text = (await pdfPages(pdf.data)).join('\n');
    for (const expected of ['Report', 'Sales & costs', 'a | b', '• one', '• two']) {
      assert.ok(text.includes(expected), `missing "${expected}" in ${JSON.stringify(text)}`);
    }
    assert.doesNotMatch(text, /SCRIPT_TEXT|color: red/);
  });
});

describe('emulator converters: pdf', () => {
  it('pdf→split makes one single-page PDF per page, named <base>-n.pdf', async () => {
    const input = await upload('big report.pdf', await pdfOfPages(['Alpha page', 'Bravo page', 'Charlie page']));
    const outputs = await convert('pdf', 'split', input);
    assert.deepEqual(
      outputs.map((o) => o.name),
      ['big report-1.pdf', 'big report-2.pdf', 'big report-3.pdf'],
    );
    const expected = ['Alpha page', 'Bravo page', 'Charlie page'];
    for (const [i, output] of outputs.entries()) {
      assert.equal((await PDFDocument.load(output.data)).getPageCount(), 1);
      assert.deepEqual(
        (await pdfPages(output.data)).map((t) => t.trim()),
        [expected[i]],
      );
    }
  });

  it('pdf→txt separates pages with a blank line', async () => {
    const input = await upload('two.pdf', await pdfOfPages(['first page', 'second page']));
    const txt = await convertOne('pdf', 'txt', input);
    assert.equal(txt.name, 'two.txt');
    assert.equal(txt.data.toString('utf8'), 'first page\n\nsecond page\n');
  });

  it('rejects bytes that are not a PDF', async () => {
    const input = await upload('fake.pdf', 'this is not a PDF at all');
    await assertFails(convert('pdf', 'txt', input), 5002, /fake\.pdf is not a readable PDF/);
    await assertFails(convert('pdf', 'split', input), 5002, /fake\.pdf is not a readable PDF/);
  });
});

describe('emulator converters: images', () => {
  let png: InputFile;

  before(async () => {
    const data = await sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 200, g: 20, b: 20, alpha: 0.5 } } })
      .png()
      .toBuffer();
    png = await upload('red dot.png', data);
  });

  it('converts png to jpg and webp and back, keeping the size', async () => {
    const jpg = await convertOne('png', 'jpeg', png);
    assert.equal(jpg.name, 'red dot.jpg');
    const webp = await convertOne('png', 'webp', png);
    assert.equal(webp.name, 'red dot.webp');
    const back = await convertOne('webp', 'png', await upload(webp.name, webp.data));
    for (const [output, format] of [
      [jpg, 'jpeg'],
      [webp, 'webp'],
      [back, 'png'],
    ] as const) {
      const meta = await sharp(output.data).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], [format, 40, 30]);
    }
  });

  it("puts png and jpg into a one-page PDF with the image's proportions", async () => {
    const jpg = await convertOne('png', 'jpg', png);
    for (const input of [png, await upload('photo.jpg', jpg.data)]) {
      const pdf = await convertOne(input.name.endsWith('.png') ? 'png' : 'jpg', 'pdf', input);
      const doc = await PDFDocument.load(pdf.data);
      assert.equal(doc.getPageCount(), 1);
      const { width, height } = doc.getPage(0).getSize();
      assert.ok(Math.abs(width / height - 40 / 30) < 1e-6, `page is ${width}×${height}`);
    }
  });

  it('rejects bytes that are not an image', async () => {
    const input = await upload('broken.png', 'definitely not an image');
    await assertFails(convert('png', 'jpg', input), 5002, /broken\.png is not a readable image/);
    await assertFails(convert('png', 'pdf', input), 5002, /broken\.png is not a readable image/);
  });
});

describe('emulator converters: data', () => {
  const rows = [
    { name: 'Ådne "the tall" Ølberg', city: 'Oslo, Norway', note: 'line one\nline two' },
    { name: '山田 太郎', city: 'Tōkyō', note: '' },
  ];

  it('csv→json→csv round-trips quotes, commas, newlines and Unicode', async () => {
    const csv = 'name,city,note\n"Ådne ""the tall"" Ølberg","Oslo, Norway","line one\nline two"\n山田 太郎,Tōkyō,\n';
    const json = await convertOne('csv', 'json', await upload('people.csv', `\uFEFF${csv}`));
    assert.equal(json.name, 'people.json');
    assert.deepEqual(JSON.parse(json.data.toString('utf8')), rows);
    const back = await convertOne('json', 'csv', await upload(json.name, json.data));
    assert.equal(back.name, 'people.csv');
    assert.equal(back.data.toString('utf8'), csv);
  });

  it('json→csv takes every member as a column and writes nested values as JSON', async () => {
    const json = JSON.stringify([
      { id: 1, 'a.b': true },
      { id: 2, tags: ['x', 'y'], extra: null },
    ]);
    const csv = await convertOne('json', 'csv', await upload('items.json', json));
    assert.equal(csv.data.toString('utf8'), 'id,a.b,tags,extra\n1,true,,\n2,,"[""x"",""y""]",\n');
  });

  it('json→csv explains why JSON that is not an array of objects cannot become CSV', async () => {
    await assertFails(
      convert('json', 'csv', await upload('obj.json', '{"a":1}')),
      5001,
      /must hold a JSON array of objects.*holds an object/,
    );
    await assertFails(convert('json', 'csv', await upload('num.json', '42')), 5001, /holds a number/);
    await assertFails(convert('json', 'csv', await upload('mixed.json', '[{"a":1}, 3]')), 5001, /item 1 is not an object/);
    await assertFails(convert('json', 'csv', await upload('bad.json', '[{"a":')), 5001, /bad\.json is not valid JSON/);
  });

  it('csv→pdf lays out one line per row with cells separated by " | "', async () => {
    const input = await upload('sales table.csv', '\uFEFFRegion,Sales,Note\nNorth,120,"a, b"\nSouth,95\n');
    const pdf = await convertOne('csv', 'pdf', input);
    assert.equal(pdf.name, 'sales table.pdf');
    const [page] = await pdfPages(pdf.data);
    assert.ok(page !== undefined);
    const lines = page
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '');
    assert.deepEqual(lines, ['Region | Sales | Note', 'North | 120 | a, b', 'South | 95']);
  });

  it('csv→pdf rejects CSV it cannot parse', async () => {
    await assertFails(convert('csv', 'pdf', await upload('quote.csv', 'a,b\n"open,2\n')), 5001, /quote\.csv is not valid CSV/);
  });

  it('csv→json rejects rows that do not match the header and repeated column names', async () => {
    await assertFails(convert('csv', 'json', await upload('ragged.csv', 'a,b\n1,2,3\n')), 5001, /ragged\.csv is not valid CSV/);
    await assertFails(convert('csv', 'json', await upload('quote.csv', 'a,b\n"open,2\n')), 5001, /quote\.csv is not valid CSV/);
    await assertFails(convert('csv', 'json', await upload('dup.csv', 'a,a\n1,2\n')), 5001, /names the column "a" twice/);
  });
});

function sampleDocx(): Document {
  return new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Quarterly summary', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new TextRun('Revenue grew in every region: '), new TextRun({ text: 'Ødegaard & Co', bold: true })] }),
        ],
      },
    ],
  });
}

describe('emulator converters: office', () => {
  it("docx→html holds the document's heading and paragraph text", async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'Quarterly summary', heading: HeadingLevel.HEADING_1 }),
            new Paragraph({
              children: [new TextRun('Revenue grew in every region: '), new TextRun({ text: 'Ødegaard & Co', bold: true })],
            }),
          ],
        },
      ],
    });
    const input = await upload('Q3 summary.docx', await Packer.toBuffer(doc));
    const html = await convertOne('docx', 'html', input);
    assert.equal(html.name, 'Q3 summary.html');
    const text = html.data.toString('utf8');
    assert.match(text, /<title>Q3 summary<\/title>/);
    assert.match(text, /<h1>Quarterly summary<\/h1>/);
    assert.match(text, /Revenue grew in every region: <strong>Ødegaard &amp; Co<\/strong>/);
  });

  it('docx→pdf lays out the heading and paragraph text', async () => {
    const input = await upload('Brief letter.docx', await Packer.toBuffer(sampleDocx()));
    const pdf = await convertOne('docx', 'pdf', input);
    assert.equal(pdf.name, 'Brief letter.pdf');
    const text = (await pdfPages(pdf.data)).join('\n');
    assert.match(text, /Quarterly summary/);
    assert.match(text, /Revenue grew in every region: Ødegaard & Co/);
  });

  it('docx→txt holds the raw text, one paragraph per line', async () => {
    const input = await upload('Brief letter.docx', await Packer.toBuffer(sampleDocx()));
    const txt = await convertOne('docx', 'txt', input);
    assert.equal(txt.name, 'Brief letter.txt');
    assert.equal(txt.data.toString('utf8'), 'Quarterly summary\n\nRevenue grew in every region: Ødegaard & Co\n');
  });

  it('rejects a file that is not a Word document', async () => {
    for (const dst of ['html', 'pdf', 'txt']) {
      await assertFails(
        convert('docx', dst, await upload('fake.docx', 'PK but not really')),
        5001,
        /fake\.docx is not a readable Word document/,
      );
    }
  });
});

describe('emulator converters: web', () => {
  let server: Server;
  let base: string;
  const requested: string[] = [];
  let onHang: (() => void) | undefined;

  const page = `<html><head><title>Status page</title><script>document.write("SCRIPT_TEXT")</script></head>
    <body><h1>All systems normal</h1><p>Checked at noon.</p></body></html>`;

  function handle(req: IncomingMessage, res: ServerResponse): void {
    requested.push(req.url ?? '/');
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (path === '/status/page.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    } else if (path === '/moved') {
      res.writeHead(302, { location: '/status/page.html' }).end();
    } else if (path === '/away') {
      res.writeHead(302, { location: 'http://192.0.2.1/elsewhere' }).end();
    } else if (path === '/hang') {
      onHang?.();
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('no such page');
    }
  }

  before(async () => {
    server = createServer(handle);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    requested.length = 0;
  });

  it('fetches a loopback page and lays out its visible text as a PDF', async () => {
    const pdf = await convertOne('web', 'pdf', undefined, { Url: `${base}/status/page.html?Token=abc` });
    assert.equal(pdf.name, 'page.pdf');
    const text = (await pdfPages(pdf.data)).join('\n');
    assert.match(text, /All systems normal/);
    assert.match(text, /Checked at noon\./);
    assert.doesNotMatch(text, /SCRIPT_TEXT/);
    assert.equal((await PDFDocument.load(pdf.data)).getTitle(), 'Status page');
    assert.deepEqual(requested, ['/status/page.html?Token=abc']);
  });

  it('follows a redirect to another loopback page, and names the output with FileName when given', async () => {
    const pdf = await convertOne('web', 'pdf', undefined, { url: `${base}/moved`, FileName: 'status report' });
    assert.equal(pdf.name, 'status report.pdf');
    assert.match((await pdfPages(pdf.data)).join('\n'), /All systems normal/);
    assert.deepEqual(requested, ['/moved', '/status/page.html']);
  });

  it('refuses a redirect that leaves loopback', async () => {
    await assertFails(
      convert('web', 'pdf', undefined, { Url: `${base}/away` }),
      5008,
      /^only loopback URLs can be fetched by the emulator$/,
    );
    assert.deepEqual(requested, ['/away']);
  });

  it('refuses non-loopback URLs without touching the network', async () => {
    const realFetch = globalThis.fetch;
    let fetches = 0;
    globalThis.fetch = (() => {
      fetches++;
      return Promise.reject(new Error('fetch must not be called'));
    }) as typeof fetch;
    try {
      for (const url of [
        'http://example.com/',
        'https://10.0.0.1/',
        'http://[2001:db8::1]/',
        'http://localhost.example.com/',
        'http://128.0.0.1/',
      ]) {
        await assertFails(convert('web', 'pdf', undefined, { Url: url }), 5008, /only loopback URLs can be fetched by the emulator/);
      }
      await assertFails(convert('web', 'pdf', undefined, { Url: 'file:///etc/passwd' }), 50010, /only http and https/);
    } finally {
      globalThis.fetch = realFetch;
    }
    assert.equal(fetches, 0);
  });

  it('recognises loopback hosts in their usual spellings', () => {
    for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '127.255.0.9', '[::1]', '::1', '[::ffff:7f00:1]', '::ffff:127.0.0.2']) {
      assert.equal(isLoopbackHost(host), true, host);
    }
    for (const host of ['example.com', '126.0.0.1', '0.0.0.0', '[::2]', '[::ffff:a00:1]', 'localhost.evil.com', '127.0.0.1.nip.io']) {
      assert.equal(isLoopbackHost(host), false, host);
    }
  });

  it('reports a page that answers with an error, a missing Url and an invalid one', async () => {
    await assertFails(convert('web', 'pdf', undefined, { Url: `${base}/missing` }), 5008, /answered 404/);
    await assertFails(convert('web', 'pdf', undefined, {}), 50010, /Url parameter is required/);
    await assertFails(convert('web', 'pdf', undefined, { Url: 'not a url' }), 50010, /not a valid URL/);
  });

  it('stops fetching when the client goes away', async () => {
    const controller = new AbortController();
    onHang = () => controller.abort();
    try {
      await assert.rejects(convert('web', 'pdf', undefined, { Url: `${base}/hang` }, controller.signal), { name: 'AbortError' });
    } finally {
      onHang = undefined;
    }
    assert.deepEqual(requested, ['/hang']);
  });
});

describe('emulator converters: archive', () => {
  it('any→zip deflates a multi-megabyte file into <base>.zip that unzips to the same bytes', async () => {
    const line = Buffer.from('2024-05-01T12:00:00Z INFO request served in 12 ms\n');
    const original = Buffer.alloc(8 * 1024 * 1024);
    for (let offset = 0; offset < original.length; offset += line.length) {
      line.copy(original, offset);
    }
    const input = await upload('server log – May.txt', original);
    const zip = await convertOne('txt', 'zip', input);
    assert.equal(zip.name, 'server log – May.zip');
    assert.ok(zip.data.length < original.length / 20, `zip is ${zip.data.length} bytes`);

    const archive = await fromBufferPromise(zip.data, { lazyEntries: true });
    const entries = [];
    for await (const entry of archive.eachEntry()) {
      const chunks: Buffer[] = [];
      for await (const chunk of await archive.openReadStreamPromise(entry)) {
        chunks.push(chunk as Buffer);
      }
      entries.push({
        name: entry.fileName,
        size: entry.uncompressedSize,
        sha: createHash('sha256').update(Buffer.concat(chunks)).digest('hex'),
      });
    }
    assert.deepEqual(entries, [
      { name: 'server log – May.txt', size: original.length, sha: createHash('sha256').update(original).digest('hex') },
    ]);
  });

  it('any→zip gives up when the request is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(convert('any', 'zip', await upload('x.bin', 'x'), {}, controller.signal), { name: 'AbortError' });
  });
});
