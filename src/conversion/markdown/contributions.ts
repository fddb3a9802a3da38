// Where an extension's preview style or script is: a path its package.json names, inside its own
// folder, as the preview's webview loads them (its local resource roots are the extensions'
// folders). A name that leads out (`../other/file`) is no contribution of that extension. Pure.
import { posix } from 'node:path';

/** The URI path of `relative` in the extension folder `root` (a URI path), or undefined when it leads outside. */
export function contributedFile(root: string, relative: string): string | undefined {
  const folder = root.replace(/\/+$/, '');
  const path = posix.join(folder, relative.replace(/\\/g, '/'));
  return path.startsWith(`${folder}/`) && path.length > folder.length + 1 ? path : undefined;
}
