// The wordings of the extension's own input rules (./problem.ts INPUT_CODES): token names, what is
// saved already, signing secrets, the not-before delay, a page address, a command's arguments.
// Plain, like the service's catalogue: English for `Problem.message`, vscode.l10n in the editor.
import { credentialLabel, type Wordings } from '../service/errors';

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
  'input.tokenNameEmpty': (l10n) => l10n.t('Give the token a name, for example "Production" or "CI".'),
  'input.tokenNameTooLong': (l10n, d) => l10n.t('Keep the name to {0} characters or fewer.', d.max),
  'input.jwtAsApiToken': (l10n) =>
    l10n.t(
      'This is a JWT, not an API Token from the dashboard. JWTs are made from an API Token: save the API Token here and choose the "JWT" authentication method (setting convertFiles.authMethod).',
    ),
  'input.tokenEmpty': (l10n, d) => l10n.t('Paste the {0} from the dashboard.', credentialLabel(l10n, d.credential)),
  'input.masterTokenSpaces': (l10n) => l10n.t('The Master Token has spaces in it; paste it exactly as the dashboard shows it.'),
  'input.tokenDots': (l10n) => l10n.t('API Tokens have no dots: this is not an API Token. Copy it again from the dashboard.'),
  'input.isMasterToken': (l10n) =>
    l10n.t('This is your Master Token, which only reads usage and cannot convert. Paste an API Token from the dashboard instead.'),
  'input.isApiToken': (l10n) =>
    l10n.t('This is one of your saved API Tokens, not the Master Token. The Master Token is at the top of the dashboard.'),
  'input.secretEmpty': (l10n) => l10n.t('Paste the secret of the API Token that the Kid names.'),
  'input.secretSpaces': (l10n) => l10n.t('The secret has spaces in it; paste it exactly as the dashboard shows it.'),
  'input.notBeforeNotWhole': (l10n) => l10n.t('Type a whole number of seconds, or leave it empty for "valid at once".'),
  'input.notBeforeAfterExpiry': (l10n, d) =>
    l10n.t('The token would expire before it became valid: use fewer than {0} seconds.', d.lifetime),
  'input.pageUrlCredentials': (l10n) => l10n.t('Leave user names and passwords out of the address: the service would see them.'),
  'input.argumentUnknown': (l10n, d) => l10n.t('"{0}" is not an argument of this command; it reads {1}.', d.name, d.allowed),
  'input.argumentNotOneOf': (l10n, d) => l10n.t('"{0}" must be one of {1}.', d.name, d.allowed),
  'input.argumentNotText': (l10n, d) => l10n.t('"{0}" must be a non-empty string (or, for files and targets, a list of them).', d.name),
  'input.argumentMissing': (l10n, d) => l10n.t('"{0}" is missing from the command arguments.', d.name),
  'input.argumentParameters': (l10n) => l10n.t('"parameters" must be an object of strings, numbers and true/false.'),
  'input.argumentNotFound': (l10n, d) => l10n.t('"{0}" was not found.', d.path),
  'input.argumentPreset': (l10n, d) => l10n.t('There is no preset "{0}" for {1}; presets for it: {2}.', d.name, d.target, d.known),
  'input.targetFormat': (l10n, d) => l10n.t('"{0}" is not a target format such as pdf, docx or png.', d.value),
  'input.argumentTooFewFiles': (l10n, d) => l10n.t('"files" must name at least {0} file(s) this command can take.', d.min),
};
