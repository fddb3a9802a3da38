/** The editor's content cache (conversion/contentCache.ts): Preview as PDF's PDFs and the texts of Compare and Search. */
import * as vscode from 'vscode';
import { ContentCache } from '../conversion/contentCache';
import { contentCacheFolder } from './cacheFolder';

/** The content cache of this extension; it needs storage on disk. */
export function contentCache(context: Pick<vscode.ExtensionContext, 'globalStorageUri'>): ContentCache {
  const folder = contentCacheFolder(context);
  if (folder.scheme !== 'file') {
    throw new Error(vscode.l10n.t('Previews and extracted texts need storage on disk, and this window has none ({0}).', folder.scheme));
  }
  return new ContentCache(folder.fsPath);
}
