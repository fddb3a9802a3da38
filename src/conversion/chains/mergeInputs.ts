// The inputs of a merge through the service: each input already of the merge's format goes with
// the merge request itself; every other input is converted on the service first (StoreFile=true)
// and the merge takes the stored result by its FileId. Each input's bytes are sent once; nothing
// is written on this machine. A Markdown input comes here as its page (jobRequest.ts), printed by
// html/to/pdf like every other Markdown PDF. Plain Node.
import { markCharged } from '../../service/errors';
import { sourceFormatOf, type ParameterMap } from '../../service/catalogue';
import { type ChainClient, type StepInput, type StoredFiles } from '../../service/chain';
import { type ConvertRequest } from '../../service/convert';
import { markStep } from './stepFailure';

/** What a merge job asks: inputs not of `to` are converted to it first (`count` of them: one conversion each). */
export interface PreparedInputs {
  readonly to: string;
  readonly count: number;
  /**
   * Set by the batch (jobRequest.ts) only: the parameters of each input's conversion, by its place
   * among the inputs (a Markdown input is sent as its page, with the page's html/to/pdf options).
   */
  readonly parameters?: readonly (ParameterMap | undefined)[];
}

/** The merge's inputs in order, and the conversions their preparation was charged. */
export async function prepareInputs(
  chain: Pick<ChainClient, 'convertStored'>,
  stored: StoredFiles,
  request: ConvertRequest,
  prepare: PreparedInputs,
): Promise<{ inputs: StepInput[]; charged: number }> {
  const files = [request.source, ...(request.moreSources ?? [])];
  let charged = 0;
  const inputs = await Promise.all(
    files.map(async (file, index): Promise<StepInput> => {
      const format = sourceFormatOf(file.name) ?? '';
      if (format === prepare.to) {
        return { bytes: file };
      }
      try {
        const made = await chain.convertStored({
          sourceFormat: format,
          targetFormat: prepare.to,
          inputs: [{ bytes: file }],
          ...(prepare.parameters?.[index] ? { parameters: prepare.parameters[index] } : {}),
          stored,
          signal: request.signal,
        });
        charged += made.cost ?? 1;
        if (made.files.length !== 1) {
          throw new Error(`${file.name} became ${made.files.length} files instead of one ${prepare.to.toUpperCase()}.`);
        }
        return { stored: made.files[0]! };
      } catch (err) {
        throw markStep(err, { step: 1, of: 2, to: prepare.to, input: file.name });
      }
    }),
  ).catch((err: unknown) => {
    throw markCharged(err, charged);
  });
  return { inputs, charged };
}
