// Which option of the options form a failed conversion refused, so that the form reopens at it
// with the values kept. The service names it in InvalidParameters (400/4000); a conversion that
// fails on a value it accepted at first (a page range past the last page: 5001) names it only in
// its message, so a field named there as a whole word counts too. Neither is found: the batch
// says the failure as usual.
import type { OptionField } from '../service/catalogue/options';
import { classifyError, type ConvertServiceError } from '../service/errors';

/** The field the service refused, with its reasons (already redacted by the service layer). */
export interface RefusedOption {
  readonly name: string;
  readonly reasons: readonly string[];
}

/** The refused field of `err`, if the form has one. */
export function refusedOption(err: unknown, fields: readonly OptionField[]): RefusedOption | undefined {
  const failure = classifyError(err);
  if (failure?.kind !== 'request' && failure?.kind !== 'service') {
    return undefined;
  }
  const error = failure as ConvertServiceError;
  const invalid = error.invalidParameters ?? {};
  for (const [name, reasons] of Object.entries(invalid)) {
    const field = fields.find((f) => f.name.toLowerCase() === name.toLowerCase());
    if (field) {
      return { name: field.name, reasons };
    }
  }
  const message = error.serverMessage;
  if (message === undefined) {
    return undefined;
  }
  const named = fields.find((f) =>
    new RegExp(`(^|[^A-Za-z0-9])${f.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9])`, 'i').test(message),
  );
  return named && { name: named.name, reasons: [message] };
}
