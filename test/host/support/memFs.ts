// An in-memory file system under its own URI scheme: stands in for a virtual workspace
// (a file system that is not the local disk), so tests can check the workspace.fs paths.
import * as vscode from 'vscode';

type Entry = { type: vscode.FileType.File; data: Uint8Array; mtime: number } | { type: vscode.FileType.Directory; mtime: number };

export class MemFs implements vscode.FileSystemProvider {
  private readonly entries = new Map<string, Entry>([['/', { type: vscode.FileType.Directory, mtime: Date.now() }]]);
  private readonly changed = new vscode.EventEmitter<vscode.FileChangeEvent[]>();
  readonly onDidChangeFile = this.changed.event;

  constructor(readonly scheme: string) {}

  /** Registers the provider; dispose the result to remove it. */
  register(): vscode.Disposable {
    return vscode.workspace.registerFileSystemProvider(this.scheme, this, { isCaseSensitive: true });
  }

  uri(path: string): vscode.Uri {
    return vscode.Uri.from({ scheme: this.scheme, path });
  }

  /** Every path below `dir`, sorted, relative to it. */
  list(dir: string): string[] {
    const prefix = dir.endsWith('/') ? dir : `${dir}/`;
    return [...this.entries.keys()]
      .filter((p) => p.startsWith(prefix))
      .map((p) => p.slice(prefix.length))
      .sort();
  }

  read(path: string): Uint8Array | undefined {
    const entry = this.entries.get(path);
    return entry?.type === vscode.FileType.File ? entry.data : undefined;
  }

  private get(uri: vscode.Uri): Entry {
    const entry = this.entries.get(uri.path);
    if (!entry) {
      throw vscode.FileSystemError.FileNotFound(uri);
    }
    return entry;
  }

  private parentOf(path: string): string {
    return path.slice(0, path.lastIndexOf('/')) || '/';
  }

  watch(): vscode.Disposable {
    return new vscode.Disposable(() => undefined);
  }

  stat(uri: vscode.Uri): vscode.FileStat {
    const entry = this.get(uri);
    return {
      type: entry.type,
      ctime: entry.mtime,
      mtime: entry.mtime,
      size: entry.type === vscode.FileType.File ? entry.data.byteLength : 0,
    };
  }

  readDirectory(uri: vscode.Uri): [string, vscode.FileType][] {
    if (this.get(uri).type !== vscode.FileType.Directory) {
      throw vscode.FileSystemError.FileNotADirectory(uri);
    }
    const prefix = uri.path === '/' ? '/' : `${uri.path}/`;
    return [...this.entries]
      .filter(([path]) => path !== '/' && path.startsWith(prefix) && !path.slice(prefix.length).includes('/'))
      .map(([path, entry]) => [path.slice(prefix.length), entry.type]);
  }

  createDirectory(uri: vscode.Uri): void {
    if (!this.entries.has(this.parentOf(uri.path))) {
      throw vscode.FileSystemError.FileNotFound(this.uri(this.parentOf(uri.path)));
    }
    if (this.entries.has(uri.path)) {
      throw vscode.FileSystemError.FileExists(uri);
    }
    this.entries.set(uri.path, { type: vscode.FileType.Directory, mtime: Date.now() });
  }

  readFile(uri: vscode.Uri): Uint8Array {
    const entry = this.get(uri);
    if (entry.type !== vscode.FileType.File) {
      throw vscode.FileSystemError.FileIsADirectory(uri);
    }
    return entry.data;
  }

  writeFile(uri: vscode.Uri, content: Uint8Array, options: { create: boolean; overwrite: boolean }): void {
    const exists = this.entries.has(uri.path);
    if (!exists && !options.create) {
      throw vscode.FileSystemError.FileNotFound(uri);
    }
    if (exists && !options.overwrite) {
      throw vscode.FileSystemError.FileExists(uri);
    }
    if (!this.entries.has(this.parentOf(uri.path))) {
      throw vscode.FileSystemError.FileNotFound(this.uri(this.parentOf(uri.path)));
    }
    this.entries.set(uri.path, { type: vscode.FileType.File, data: content, mtime: Date.now() });
    this.changed.fire([{ type: exists ? vscode.FileChangeType.Changed : vscode.FileChangeType.Created, uri }]);
  }

  delete(uri: vscode.Uri): void {
    this.get(uri);
    for (const path of [...this.entries.keys()]) {
      if (path === uri.path || path.startsWith(`${uri.path}/`)) {
        this.entries.delete(path);
      }
    }
    this.changed.fire([{ type: vscode.FileChangeType.Deleted, uri }]);
  }

  rename(from: vscode.Uri, to: vscode.Uri, options: { overwrite: boolean }): void {
    const entry = this.get(from);
    if (this.entries.has(to.path) && !options.overwrite) {
      throw vscode.FileSystemError.FileExists(to);
    }
    this.entries.delete(from.path);
    this.entries.set(to.path, entry);
    this.changed.fire([
      { type: vscode.FileChangeType.Deleted, uri: from },
      { type: vscode.FileChangeType.Created, uri: to },
    ]);
  }
}
