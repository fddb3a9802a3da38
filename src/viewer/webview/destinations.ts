/**
 * Where a destination of the document leads (an outline entry's, an internal link's): its page
 * and, when it says, how far down (PDF's XYZ, FitH, FitBH and FitR name a top edge). A named
 * destination is looked up first.
 */
import type { PdfDocument } from './pdfJs';

export interface Target {
  /** 1-based. */
  readonly page: number;
  /** The top edge to show, in the page's PDF units (from its bottom), when the destination gives one. */
  readonly top?: number;
}

/** The top edge of an explicit destination's view, when its kind gives one (`[page, {name}, …args]`). */
export function topOf(dest: readonly unknown[]): number | undefined {
  const kind = (dest[1] as { name?: string } | undefined)?.name;
  const value = kind === 'XYZ' ? dest[3] : kind === 'FitH' || kind === 'FitBH' ? dest[2] : kind === 'FitR' ? dest[5] : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The page and top edge `dest` leads to in `doc`, or undefined when it leads nowhere in it. */
export async function resolveDestination(
  doc: PdfDocument,
  dest: string | readonly unknown[] | null | undefined,
): Promise<Target | undefined> {
  try {
    const explicit = typeof dest === 'string' ? await doc.getDestination(dest) : dest;
    if (!Array.isArray(explicit) || explicit.length === 0) {
      return undefined;
    }
    const ref: unknown = explicit[0];
    // A page given by its number (0-based) or, usually, by a reference to its object.
    const index =
      typeof ref === 'number'
        ? ref
        : typeof ref === 'object' && ref !== null
          ? await doc.getPageIndex(ref as Parameters<PdfDocument['getPageIndex']>[0])
          : -1;
    if (!Number.isInteger(index) || index < 0 || index >= doc.numPages) {
      return undefined;
    }
    return { page: index + 1, top: topOf(explicit) };
  } catch {
    return undefined;
  }
}
