// The progress of a conversion batch in VS Code: one cancellable progress notification (the
// modal question of the "ask" conflict policy: conflictDialog.ts).
import type { BatchProgress } from '../conversion/ports';
import { progressText, progressTitle } from '../messages/conversion';
import type { ProgressUi } from '../ui/progress';

/** The batch's progress in words: the title says what, the message which file and how far. */
export function batchProgress(ui: ProgressUi): BatchProgress {
  return {
    run: (targetFormat, task) =>
      ui.run(progressTitle(targetFormat), (signal, report) =>
        task(
          { step: (step) => report({ message: progressText(step) }), advance: (fraction) => report({ increment: fraction * 100 }) },
          signal,
        ),
      ),
  };
}
