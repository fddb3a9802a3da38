/**
 * The one problem vocabulary of the extension: every check of a value a person typed or a caller
 * passed (an input box, a command's argument object, an agent tool, the options form) answers
 * with a Problem, a code and its data, never a sentence of its own: each code is worded once
 * (./inputWordings.ts, and the service's catalogue), in English for `message` and in the user's
 * language through src/messages/problems.ts. The service layer's codes (MessageCode) are the
 * rules it checks itself (Kid, lifetime, client IPs, API Tokens, option values); INPUT_CODES are
 * the rules only the extension has (names it gives tokens, what is already saved, the not-before
 * delay, a page address, a command's arguments).
 */
import {
  english,
  problem,
  SERVICE_WORDINGS,
  word,
  type Localiser,
  type MessageCode,
  type MessageData,
  type Wording,
} from '../service/errors';
import { INPUT_CODES, INPUT_WORDINGS, type InputCode } from './inputWordings';

export { INPUT_CODES, type InputCode };

/** Every code a check may answer with. */
export type ProblemCode = MessageCode | InputCode;

/** What a check found wrong: its code and data (for the user) and their English wording (for the log). */
export interface Problem {
  readonly message: string;
  readonly messageCode: ProblemCode;
  readonly messageData?: MessageData;
}

const WORDINGS: { readonly [code in ProblemCode]: Wording } = { ...SERVICE_WORDINGS, ...INPUT_WORDINGS };

/** A problem's sentence in the language of `l10n` (vscode.l10n, or `english`). */
export function wordProblem(l10n: Localiser, found: Pick<Problem, 'messageCode' | 'messageData'>): string {
  return word(l10n, WORDINGS[found.messageCode], found.messageData ?? {});
}

/** A Problem of the extension's own rules; `message` is its English wording. */
export function inputProblem(messageCode: InputCode, messageData?: MessageData): Problem {
  const coded = messageData === undefined ? { messageCode } : { messageCode, messageData };
  return { message: wordProblem(english, coded), ...coded };
}

/** A Problem of the service layer's rules, with its own code. */
export { problem as serviceProblem };
