/**
 * A PDF read in parts for the viewer's page, so that the extension host never holds a large file
 * whole: a file on this extension host's disk is streamed from it; a file of another file system
 * (a virtual one, the stored previews) is read through VS Code, which has no partial read, and
 * handed over in the same parts.
 */
import { createReadStream } from 'node:fs';
import * as vscode from 'vscode';

/** The size of each part sent to the page. */
export const PART_BYTES = 4 * 1024 * 1024;

/** An ArrayBuffer of exactly these bytes: VS Code hands those to a page as they are (a Node Buffer or a view into a larger one does not arrive as bytes in every host). */
export function exactBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** The file's bytes, part after part, in order. */
export async function* fileParts(uri: vscode.Uri, partBytes = PART_BYTES): AsyncGenerator<ArrayBuffer> {
  if (uri.scheme === 'file') {
    for await (const chunk of createReadStream(uri.fsPath, { highWaterMark: partBytes })) {
      yield exactBuffer(chunk as Buffer);
    }
    return;
  }
  const bytes = await vscode.workspace.fs.readFile(uri);
  for (let at = 0; at < bytes.byteLength || at === 0; at += partBytes) {
    yield exactBuffer(bytes.subarray(at, at + partBytes));
    if (bytes.byteLength === 0) {
      return;
    }
  }
}
