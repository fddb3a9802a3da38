// What a multi-file selection can be converted to. The Explorer's menu follows the right-clicked
// file only, so the batch must check every selected file against the target itself, and name
// the ones left out before anything is sent.
import { convertersFor, type Catalogue, normalizeFormat, targetsFor, type TargetFormat } from '../service/catalogue';

/** The known targets every one of `sourceFormats` converts to, in the order of the first. */
export function sharedTargets(sourceFormats: readonly string[]): TargetFormat[] {
  const perType = [...new Set(sourceFormats)].map((type) => targetsFor(type));
  if (perType.length === 0) {
    return [];
  }
  return perType[0].filter((t) => perType.every((list) => list.some((o) => o.ext === t.ext)));
}

/** A selected file: its display name and canonical source format ("jpg" for .jpeg). */
export interface SelectedFile {
  readonly name: string;
  readonly format: string;
}

export interface SelectionSplit<T extends SelectedFile> {
  /** Files to send (or to skip at no cost when already in the target format). */
  readonly included: T[];
  /** Files whose type does not convert to the target, in selection order. */
  readonly leftOut: T[];
}

/** Whether files of `format` are known to convert to `target`. */
export type OffersTarget = (format: string, target: string) => boolean;

/** The built-in format table's answer (formats.ts). */
export const tableOffers: OffersTarget = (format, target) => targetsFor(format).some((t) => t.ext === target);

/**
 * The table's pairs and the catalogue's: the picker offers what the service's catalogue lists, so
 * a file must not be left out for a target the picker just offered it. A converter from "any"
 * names no type and proves nothing about this one (json → pdf through "any" is what failed).
 */
export function catalogueOffers(catalogue: Catalogue): OffersTarget {
  return (format, target) =>
    tableOffers(format, target) ||
    convertersFor(catalogue, format).some((c) => c.source !== 'any' && normalizeFormat(c.target) === normalizeFormat(target));
}

/**
 * Splits a selection for one target. When no selected type is known to convert to `target`
 * (a format typed under Other Format…), every file is included: the service decides. Otherwise a
 * file is left out unless its type offers the target or already is it.
 */
export function splitByTarget<T extends SelectedFile>(
  files: readonly T[],
  target: string,
  offersTarget: OffersTarget = tableOffers,
): SelectionSplit<T> {
  const offers = (f: T): boolean => f.format === target || offersTarget(f.format, target);
  if (!files.some((f) => offersTarget(f.format, target))) {
    return { included: [...files], leftOut: [] };
  }
  return { included: files.filter(offers), leftOut: files.filter((f) => !offers(f)) };
}
