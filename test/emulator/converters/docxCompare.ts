/**
 * docx→compare (the real catalogue's "Word Compare API", parameters File and CompareFile, both
 * required): a Word document of the paragraphs of both, where a paragraph only in File is marked
 * deleted (w:del) and one only in CompareFile inserted (w:ins), as Word's Track Changes shows them;
 * paragraphs in both stay as they are. Which of the two the real service takes for the original
 * is not shown: the emulator takes File as the original and CompareFile as the revision (a
 * guess). It compares whole paragraphs, where Word marks words.
 */
import { DeletedTextRun, InsertedTextRun, Paragraph, TextRun } from 'docx';
import mammoth from 'mammoth';
import { failure, requireInput } from './common';
import { wordResult } from './paragraphs';
import { ConversionFailedError, type Converter, type InputFile } from './types';

const AUTHOR = 'Convert Files emulator';

async function paragraphsOf(file: InputFile): Promise<string[]> {
  let text: string;
  try {
    text = (await mammoth.extractRawText({ path: file.path })).value;
  } catch (err) {
    throw failure(`${file.name} is not a readable Word document`, err);
  }
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** One step of a paragraph diff: kept in both, only in the original (deleted) or only in the revision (inserted). */
export type DiffStep = { readonly kind: 'same' | 'deleted' | 'inserted'; readonly text: string };

/** The shortest edit between two lists of paragraphs (longest common subsequence), deletions before insertions at a change. */
export function diffParagraphs(before: readonly string[], after: readonly string[]): DiffStep[] {
  const n = before.length;
  const m = after.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] = before[i] === after[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const steps: DiffStep[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j]) {
      steps.push({ kind: 'same', text: before[i++]! });
      j++;
    } else if (i < n && (j >= m || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      steps.push({ kind: 'deleted', text: before[i++]! });
    } else {
      steps.push({ kind: 'inserted', text: after[j++]! });
    }
  }
  return steps;
}

export const docxCompare: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const compareName = Object.keys(ctx.fileParams).find((k) => k.toLowerCase() === 'comparefile');
  const other = compareName === undefined ? undefined : ctx.fileParams[compareName];
  if (!other) {
    throw new ConversionFailedError('CompareFile is required: the document to compare File with.');
  }
  const steps = diffParagraphs(await paragraphsOf(file), await paragraphsOf(other));
  ctx.signal.throwIfAborted();
  const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const paragraphs = steps.map(
    (step, id) =>
      new Paragraph({
        children: [
          step.kind === 'same'
            ? new TextRun(step.text)
            : step.kind === 'deleted'
              ? new DeletedTextRun({ text: step.text, id, author: AUTHOR, date })
              : new InsertedTextRun({ text: step.text, id, author: AUTHOR, date }),
        ],
      }),
  );
  return wordResult(file, paragraphs, `the comparison of ${file.name}`);
};
