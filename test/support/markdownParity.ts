// The parity of the two Markdown renderers (issue 33): a document that uses no extension's plugin,
// and what both renderers' pages must agree on once built: the body, heading ids left out (the
// editor's slugger and the command line's may differ), the preview's source-map attributes gone
// (the page builder drops them). The editor's rendering of it is recorded in
// test/fixtures/markdown/parity.editor.html by the host tier (test/host/markdownPdf.test.ts), which
// fails when VS Code renders it otherwise; the unit tier compares the command line's with it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildPage, PageEmbedder, pdfPage } from '../../src/conversion/markdown';

/** A one-pixel PNG: the parity document's image, and any Markdown test's. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex',
);

/** The recorded editor rendering, relative to the repository. */
export const PARITY_EDITOR_FIXTURE = join('test', 'fixtures', 'markdown', 'parity.editor.html');

/** A document without any extension's plugin: what both renderers must print alike. */
export const PARITY_DOCUMENT = `---
title: Parity
---
# Parity of the two renderers

Some *emphasis*, **strong**, \`code\`, a [link](https://example.com/) and https://example.org/ found in text.

## Lists and tables

1. one
2. two
   - nested

| Left | Right |
|:-----|------:|
| a    | 1     |
| b    | 2     |

> A quote.

Inline math $a^2 + b^2 = c^2$ and a block:

$$
\\int_0^1 x\\,dx = \\frac{1}{2}
$$

\`\`\`ts
const answer: number = 42; // the answer
\`\`\`

\`\`\`
plain fence
\`\`\`

<!-- pagebreak -->

## Same heading

## Same heading

<div class="note">raw <b>HTML</b></div>

![a dot](dot.png "Dot")
`;

/** The body of the page built from a rendering, heading ids removed: what the renderers must agree on. `folder` holds dot.png. */
export async function parityBody(html: string, folder: string): Promise<string> {
  const embedder = new PageEmbedder((path) => readFile(path).catch(() => undefined), folder, 1_000_000, 'parity.md');
  const page = await buildPage(
    {
      title: 'Parity',
      html,
      rendererStyles: [],
      userStyles: [],
      scripts: [],
      page: pdfPage(undefined),
      date: '2026-01-01',
      folder,
    },
    embedder,
  );
  const body = page.slice(page.indexOf('<body'), page.indexOf('</body>'));
  return body.replace(/ id="[^"]*"/g, '');
}
