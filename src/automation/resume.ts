// Resume after a pause: what automatic runs held back (changes while paused, the run the hourly
// cap or the account stopped) runs now, said with how many files and what it uses; or, when it
// needs more than the hourly cap allows or was too much to keep track of, Run Conversion Rules is
// offered (it confirms the cost first). Nothing held back: resumed, and said so.
import { readMaxAutomaticConversionsPerHour } from '../configuration';
import type { HeldChanges, TriggerBatch } from '../conversion/automation';
import type { ExtensionServices } from '../extensionServices';
import { automationResumedInfo, resumedByHand, resumedConverting } from '../messages/automation';
import type { Message } from '../messages/actions';
import { estimateAutomaticRun } from './autoRun';
import type { FolderEntry } from './folderEntry';

/** What Resume says, and which held-back changes to run now. */
export interface ResumePlan {
  readonly message: string | Message;
  readonly run: readonly { readonly entry: FolderEntry; readonly changes: TriggerBatch }[];
}

export async function planResume(
  services: ExtensionServices,
  held: ReadonlyMap<string, HeldChanges>,
  entryOf: (key: string) => FolderEntry | undefined,
  signal: AbortSignal,
): Promise<ResumePlan> {
  const run: { entry: FolderEntry; changes: TriggerBatch }[] = [];
  let files = 0;
  let conversions = 0;
  for (const [key, changes] of held) {
    const entry = entryOf(key);
    if (!entry || entry.consent !== 'allowed') {
      continue; // The rules are gone, or not allowed (yet): nothing runs by itself for them.
    }
    if (changes.overflow) {
      return { message: resumedByHand(undefined), run: [] };
    }
    const estimate = await estimateAutomaticRun(services, {
      folder: entry.folder,
      file: entry.runnable ?? entry.file,
      changes,
      signal,
      planned: (results) => results.forEach((r) => entry.results.add(r)),
    });
    if (estimate && estimate.conversions > 0) {
      files += estimate.files;
      conversions += estimate.conversions;
      run.push({ entry, changes });
    }
  }
  const cap = readMaxAutomaticConversionsPerHour();
  if (conversions > cap) {
    return { message: resumedByHand({ conversions, cap }), run: [] };
  }
  return { message: run.length > 0 ? resumedConverting(files, conversions) : automationResumedInfo(), run };
}
