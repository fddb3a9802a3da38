// The wordings of the extension's own input rules (./problem.ts INPUT_CODES): token names, what is
// saved already, signing secrets, the not-before delay, a page address, a command's arguments.
// Plain, like the service's catalogue: English for `Problem.message`, vscode.l10n in the editor.
import type { Wordings } from '../service/errors';

/** The codes of the rules only the extension has (./problem.ts says how they are used). */
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

export const INPUT_WORDINGS: Wordings<InputCode> = {
  'input.tokenNameEmpty': 'Give the token a name, for example "Production" or "CI".',
  'input.tokenNameTooLong': 'Keep the name to {max} characters or fewer.',
  'input.jwtAsApiToken':
    'This is a JWT, not an API Token from the dashboard. JWTs are made from an API Token: save the API Token here and choose the "JWT" authentication method (setting convertFiles.authMethod).',
  'input.tokenEmpty': 'Paste the {credential} from the dashboard.',
  'input.masterTokenSpaces': 'The Master Token has spaces in it; paste it exactly as the dashboard shows it.',
  'input.tokenDots': 'API Tokens have no dots: this is not an API Token. Copy it again from the dashboard.',
  'input.isMasterToken':
    'This is your Master Token, which only reads usage and cannot convert. Paste an API Token from the dashboard instead.',
  'input.isApiToken': 'This is one of your saved API Tokens, not the Master Token. The Master Token is at the top of the dashboard.',
  'input.secretEmpty': 'Paste the secret of the API Token that the Kid names.',
  'input.secretSpaces': 'The secret has spaces in it; paste it exactly as the dashboard shows it.',
  'input.notBeforeNotWhole': 'Type a whole number of seconds, or leave it empty for "valid at once".',
  'input.notBeforeAfterExpiry': 'The token would expire before it became valid: use fewer than {lifetime} seconds.',
  'input.pageUrlCredentials': 'Leave user names and passwords out of the address: the service would see them.',
  'input.argumentUnknown': '"{name}" is not an argument of this command; it reads {allowed}.',
  'input.argumentNotOneOf': '"{name}" must be one of {allowed}.',
  'input.argumentNotText': '"{name}" must be a non-empty string (or, for files and targets, a list of them).',
  'input.argumentMissing': '"{name}" is missing from the command arguments.',
  'input.argumentParameters': '"parameters" must be an object of strings, numbers and true/false.',
  'input.argumentNotFound': '"{path}" was not found.',
  'input.argumentPreset': 'There is no preset "{name}" for {target}; presets for it: {known}.',
  'input.targetFormat': '"{value}" is not a target format such as pdf, docx or png.',
  'input.argumentTooFewFiles': '"files" must name at least {min} file(s) this command can take.',
};
