/**
 * The zoom's values: the fits, and the factors the list offers. The + and − buttons (and Ctrl+wheel)
 * step along that list, so a zoom reached from a fit lands on a listed value, never on one like
 * "202 %". Plain code without the DOM, tested in Node.
 */

/** A zoom: a factor (1 = 100 %), or one of the fits. */
export type Zoom = number | 'fitWidth' | 'fitPage';

export const MIN_SCALE = 0.1;
export const MAX_SCALE = 8;
/** The factors the zoom list offers, smallest first; + and − step along them. */
export const ZOOM_STEPS: readonly number[] = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4];

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/** Within this of a listed factor, a scale counts as that factor (a fit rounded to 1.0001 is 100 %). */
const SAME = 0.005;

/**
 * The listed factor after (`direction` 1) or before (−1) `scale`; the largest or smallest listed
 * one when there is none further (a step never leaves the list).
 */
export function stepZoom(scale: number, direction: 1 | -1): number {
  if (direction > 0) {
    return ZOOM_STEPS.find((step) => step > scale + SAME) ?? ZOOM_STEPS[ZOOM_STEPS.length - 1]!;
  }
  return [...ZOOM_STEPS].reverse().find((step) => step < scale - SAME) ?? ZOOM_STEPS[0]!;
}

/** A zoom as it is saved and restored: a fit, or a factor within the limits; anything else is undefined. */
export function parseZoom(value: unknown): Zoom | undefined {
  if (value === 'fitWidth' || value === 'fitPage') {
    return value;
  }
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? clampScale(value) : undefined;
}
