/**
 * The one problem vocabulary of the extension: every check of a value a person typed or a caller
 * passed (an input box, a command's argument object, an agent tool, the options form) answers
 * with a Problem, a code and its data, never a sentence of its own. src/messages/problems.ts words
 * each code once, in the user's language. The service layer's codes (MessageCode) are the
 * rules it checks itself (Kid, lifetime, client IPs, API Tokens, option values); the codes below
 * are the rules only the extension has (names it gives tokens, what is already saved, the
 * not-before delay, a page address).
 */
import { problem, type MessageCode, type MessageData } from '../service/errors';

export const INPUT_CODES = [
  'input.tokenNameEmpty',
  'input.tokenNameTooLong',
  'input.jwtAsApiToken',
  'input.tokenEmpty',
  'input.masterTokenSpaces',
  'input.tokenDots',
  'input.isMasterToken',
  'input.isApiToken',
  'input.secretEmpty',
  'input.secretSpaces',
  'input.notBeforeNotWhole',
  'input.notBeforeAfterExpiry',
  'input.pageUrlCredentials',
  'input.argumentUnknown',
  'input.argumentNotOneOf',
  'input.argumentNotText',
  'input.argumentMissing',
  'input.argumentParameters',
  'input.argumentNotFound',
  'input.argumentPreset',
  'input.targetFormat',
  'input.argumentTooFewFiles',
] as const;
export type InputCode = (typeof INPUT_CODES)[number];

/** Every code a check may answer with. */
export type ProblemCode = MessageCode | InputCode;

/** What a check found wrong: the English sentence (for the log) and its code and data (for the user). */
export interface Problem {
  readonly message: string;
  readonly messageCode: ProblemCode;
  readonly messageData?: MessageData;
}

/** A Problem of the extension's own rules; `message` reads as the English wording of `messageCode`. */
export function inputProblem(messageCode: InputCode, message: string, messageData?: MessageData): Problem {
  return messageData === undefined ? { message, messageCode } : { message, messageCode, messageData };
}

/** A Problem of the service layer's rules, with its own code. */
export { problem as serviceProblem };
