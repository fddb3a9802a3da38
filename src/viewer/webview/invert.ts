/**
 * Inverted pages (dark paper, light ink) with the images kept as they are. A CSS filter on the
 * canvas would invert the photographs too, and a filter cannot be undone on part of one canvas; so
 * the pixels are changed instead: once pdf.js has drawn a page (asked to record where its images
 * went: render's `recordImages`, read back from `page.imageCoordinates`), the canvas is drawn onto
 * itself through `invert(1) hue-rotate(180deg)` (light becomes dark, hues stay), then each image's
 * area is drawn again from the untouched copy.
 */

/** Where each image went, as pdf.js records it: per image three corners (x0, y0, x1, y1, x2, y2), 0 to 1 of the canvas. */
export type ImageCoordinates = ArrayLike<number>;

/** The filter that inverts lightness and keeps hues (red stays red, only darker or lighter). */
export const INVERT_FILTER = 'invert(1) hue-rotate(180deg)';

/** The four corners, in canvas pixels, of image `i` (its parallelogram: p0, p1, p0 + p2 − p1… as pdf.js orders them). */
export function imageCorners(coords: ImageCoordinates, i: number, width: number, height: number): Array<[number, number]> {
  const at = (k: number): [number, number] => [coords[i * 6 + 2 * k]! * width, coords[i * 6 + 2 * k + 1]! * height];
  const [p0, p1, p2] = [at(0), at(1), at(2)];
  // p0 is the corner shared by the two edges p0→p1 and p0→p2.
  return [p0, p1, [p1[0] + p2[0] - p0[0], p1[1] + p2[1] - p0[1]], p2];
}

/** Inverts `canvas`'s pixels except inside the recorded images. */
export function invertKeepingImages(canvas: HTMLCanvasElement, images: ImageCoordinates | null | undefined): void {
  const ctx = canvas.getContext('2d');
  if (!ctx || canvas.width === 0 || canvas.height === 0) {
    return;
  }
  const original = document.createElement('canvas');
  original.width = canvas.width;
  original.height = canvas.height;
  original.getContext('2d')?.drawImage(canvas, 0, 0);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.filter = INVERT_FILTER;
  ctx.drawImage(original, 0, 0);
  ctx.filter = 'none';
  const count = images ? Math.floor(images.length / 6) : 0;
  for (let i = 0; i < count; i++) {
    const corners = imageCorners(images!, i, canvas.width, canvas.height);
    ctx.save();
    ctx.beginPath();
    corners.forEach(([x, y], k) => (k === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
    ctx.closePath();
    ctx.clip();
    ctx.drawImage(original, 0, 0);
    ctx.restore();
  }
  ctx.restore();
  original.width = original.height = 0;
}
