/**
 * The readable text of an HTML document as blocks for the PDF typesetter, parsed with htmlparser2:
 * headings stay headings, <pre> keeps its lines, list items get bullets or numbers, table cells
 * are separated by " | ", and what a reader never sees (scripts, styles, templates) is dropped.
 */
import { Parser } from 'htmlparser2';
import type { TextBlock } from './pdfText';

/** Elements whose content is not text a reader sees. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'canvas']);

/** Elements that start and end a block of text. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'html',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'tfoot',
  'thead',
  'tr',
  'ul',
]);

const INDENT_STEP = 18;

export interface HtmlText {
  /** The text of <title>, if the document has one. */
  readonly title: string | undefined;
  readonly blocks: TextBlock[];
}

interface ListState {
  readonly ordered: boolean;
  next: number;
}

/** Extracts the visible text of `html` as typesetter blocks. */
export function htmlToBlocks(html: string): HtmlText {
  const blocks: TextBlock[] = [];
  const lists: ListState[] = [];
  let buffer = '';
  let hiddenDepth = 0;
  let preDepth = 0;
  let quoteDepth = 0;
  let headingLevel = 0;
  let inTitle = false;
  let title = '';
  let cellsInRow = 0;

  const flush = (): void => {
    let text: string;
    if (preDepth > 0) {
      text = buffer.replace(/^\n/, '').trimEnd();
    } else {
      text = buffer
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .join('\n')
        .replace(/^\n+|\n+$/g, '');
    }
    buffer = '';
    if (text.trim() === '') {
      return;
    }
    const indent = (lists.length + quoteDepth) * INDENT_STEP;
    if (headingLevel > 0) {
      blocks.push({ kind: 'heading', level: headingLevel, text, indent });
    } else {
      blocks.push({ kind: preDepth > 0 ? 'preformatted' : 'paragraph', text, indent });
    }
  };

  /**
   * What opening and closing a tag share: hidden elements are counted and the title tracked (false:
   * the tag adds nothing to the text), a block's edge ends the text before it.
   */
  const visibleTag = (name: string, opening: boolean): boolean => {
    if (HIDDEN.has(name)) {
      hiddenDepth = opening ? hiddenDepth + 1 : Math.max(0, hiddenDepth - 1);
      return false;
    }
    if (name === 'title') {
      inTitle = opening;
      return false;
    }
    if (hiddenDepth > 0) {
      return false;
    }
    if (BLOCKS.has(name)) {
      flush();
    }
    return true;
  };

  const parser = new Parser(
    {
      onopentag(name) {
        if (!visibleTag(name, true)) {
          return;
        }
        if (/^h[1-6]$/.test(name)) {
          headingLevel = Number(name[1]);
        } else if (name === 'pre') {
          preDepth++;
        } else if (name === 'blockquote') {
          quoteDepth++;
        } else if (name === 'ul' || name === 'ol') {
          lists.push({ ordered: name === 'ol', next: 1 });
        } else if (name === 'li') {
          const list = lists.at(-1);
          buffer += list?.ordered === true ? `${list.next++}. ` : '• ';
        } else if (name === 'tr') {
          cellsInRow = 0;
        } else if (name === 'td' || name === 'th') {
          // A table row reads as one line, its cells separated by bars.
          buffer += cellsInRow++ > 0 ? ' | ' : '';
        } else if (name === 'br') {
          buffer += '\n';
        }
      },
      ontext(data) {
        if (inTitle) {
          title += data;
        } else if (hiddenDepth === 0) {
          buffer += preDepth > 0 ? data : data.replace(/[ \t\n\r\f]+/g, ' ');
        }
      },
      onclosetag(name) {
        if (!visibleTag(name, false)) {
          return;
        }
        if (/^h[1-6]$/.test(name)) {
          headingLevel = 0;
        } else if (name === 'pre') {
          preDepth = Math.max(0, preDepth - 1);
        } else if (name === 'blockquote') {
          quoteDepth = Math.max(0, quoteDepth - 1);
        } else if (name === 'ul' || name === 'ol') {
          lists.pop();
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  const cleanTitle = title.replace(/\s+/g, ' ').trim();
  return { title: cleanTitle === '' ? undefined : cleanTitle, blocks };
}
