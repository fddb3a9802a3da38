// What "Convert Again" repeats: the last target chosen in Convert To (and the parameters of the
// preset it came with), kept in globalState. Pure, so the stored value is read tolerantly under test.
import { StateKeys } from '../../constants';
import { validateFormat, type ParameterMap } from '../../service/catalogue';

/** The stored value. */
export interface LastConversion {
  readonly target: string;
  readonly parameters?: ParameterMap;
}

/** Reads the stored value; anything malformed (an older or edited state) counts as nothing. */
export function lastConversion(value: unknown): LastConversion | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return undefined;
  }
  const { target, parameters } = value as Record<string, unknown>;
  if (typeof target !== 'string' || validateFormat(target) !== undefined) {
    return undefined;
  }
  const plain = parameters && typeof parameters === 'object' && !Array.isArray(parameters) ? (parameters as ParameterMap) : undefined;
  return plain ? { target, parameters: plain } : { target };
}

/**
 * Keeps `last` for Convert Again: the target with a preset's parameters, or the options form's
 * values without its secrets and files (the caller drops those; a password is asked again).
 */
export async function rememberLastConversion(
  state: { update(key: string, value: unknown): Thenable<void> },
  last: LastConversion,
): Promise<void> {
  await state.update(StateKeys.lastConversion, last);
}
