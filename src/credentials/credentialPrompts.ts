// The credential and JWT questions: every box validates as the person types and says why a value
// is not accepted; cancelling any step cancels the command silently. The same validators check
// the argument objects that automation passes instead of typing.
import * as vscode from 'vscode';
import {
  clientIpProblem,
  kidProblem,
  lifetimeProblem,
  notBeforeProblem,
  parseSeconds,
  secretProblem,
  tokenNameProblem,
  tokenProblem,
} from '../checks/credentialChecks';
import type { Problem } from '../checks/problem';
import { problemText } from '../messages/problems';
import { MAX_JWT_LIFETIME_SECONDS } from '../service/auth';
import { ask, flowQuickPick, type Step, type StepFlow, type Validator } from '../ui/input';
import type { Environment } from './store';

/** An input box's validator for a rule of src/checks: its problem, worded once (messages/problems.ts). */
function validatorOf(check: (value: string) => Problem | undefined): Validator {
  return (value) => problemText(vscode.l10n, check(value));
}

/** Validators with localized reasons, exported so that tests and argument checks use the very same ones. */
export const validators = {
  tokenName: validatorOf(tokenNameProblem),
  apiToken: validatorOf((value) => tokenProblem(value, 'apiToken')),
  masterToken: validatorOf((value) => tokenProblem(value, 'masterToken')),
  kid: validatorOf(kidProblem),
  secret: validatorOf(secretProblem),
  optionalSecret: validatorOf((value) => (value === '' ? undefined : secretProblem(value))),
  lifetime: validatorOf(lifetimeProblem),
  clientIp: validatorOf(clientIpProblem),
};

/** A not-before validator for a given lifetime. */
export function notBeforeValidator(lifetimeSeconds: number): Validator {
  return validatorOf((value) => notBeforeProblem(value, lifetimeSeconds));
}

/** Asks for an API Token's value (hidden as typed). */
export function askApiToken(step: Step): Promise<string> {
  return ask(step, {
    prompt: vscode.l10n.t("Paste the API Token from the dashboard. It is kept in VS Code's secret storage."),
    validate: validators.apiToken,
    password: true,
  }).then((v) => v.trim());
}

/** Asks for the Master Token's value (hidden as typed). */
export function askMasterToken(step: Step): Promise<string> {
  return ask(step, {
    prompt: vscode.l10n.t(
      "Paste the Master Token from the dashboard (Administrator and Owner roles only). It is kept in VS Code's secret storage.",
    ),
    validate: validators.masterToken,
    password: true,
  }).then((v) => v.trim());
}

/** Asks for an API Token's Kid. */
export function askKid(step: Step, value?: string): Promise<string> {
  return ask(step, {
    prompt: vscode.l10n.t('The Kid (key identifier) of the API Token, as the dashboard shows it.'),
    placeHolder: '0f8fad5b-d9cb-469f-a165-70867728950e',
    validate: validators.kid,
    value,
  }).then((v) => v.trim());
}

/** Asks for the signing secret of the API Token (hidden as typed). */
export function askSecret(step: Step): Promise<string> {
  return ask(step, {
    prompt: vscode.l10n.t('The secret of the API Token that the Kid names (the dashboard reveals it). It never leaves this machine.'),
    validate: validators.secret,
    password: true,
  });
}

/**
 * Asks for the signing secret when it is optional (hidden as typed): the token endpoint needs
 * only the Kid. Empty means "no secret"; anything else is checked as askSecret checks it.
 */
export async function askOptionalSecret(step: Step): Promise<string | undefined> {
  const value = await ask(step, {
    prompt: vscode.l10n.t(
      'The secret of the API Token that the Kid names (the dashboard reveals it). Only needed for self-signed JWTs: leave it empty if you use JWTs from the service. It never leaves this machine.',
    ),
    validate: validators.optionalSecret,
    password: true,
  });
  return value === '' ? undefined : value;
}

/** Asks for a JWT lifetime in seconds. */
export async function askLifetime(step: Step, defaultSeconds: number): Promise<number> {
  const value = await ask(step, {
    prompt: vscode.l10n.t('How long the JWT is valid, in seconds (at most {0}, 30 days).', MAX_JWT_LIFETIME_SECONDS),
    value: String(defaultSeconds),
    validate: validators.lifetime,
  });
  return parseSeconds(value);
}

/** Asks for an optional not-before delay; 0 when left empty. */
export async function askNotBefore(step: Step, lifetimeSeconds: number): Promise<number> {
  const value = await ask(step, {
    prompt: vscode.l10n.t('Optional: seconds from now before the JWT becomes valid. Leave empty for "valid at once".'),
    placeHolder: '0',
    validate: notBeforeValidator(lifetimeSeconds),
  });
  return value.trim() === '' ? 0 : parseSeconds(value);
}

/** Asks for an optional comma-separated client IP list; undefined when left empty. */
export async function askClientIp(step: Step, defaultList: string): Promise<string | undefined> {
  const value = await ask(step, {
    prompt: vscode.l10n.t(
      'Optional: IP addresses or host names the JWT may be used from, comma-separated. Leave empty for no restriction.',
    ),
    placeHolder: '203.0.113.7, 2001:db8::1',
    value: defaultList,
    validate: validators.clientIp,
  });
  return value.trim() === '' ? undefined : value;
}

/** Asks for an API Token's name; warns (without refusing) when it would replace a saved token. */
export async function askTokenName(step: Step, existing: readonly string[], value?: string): Promise<string> {
  const prompt = vscode.l10n.t('A name for this API Token, so you can tell your tokens apart (it is not sent anywhere).');
  const placeHolder = vscode.l10n.t('e.g. Production');
  const validate = (text: string) => {
    const problem = validators.tokenName(text);
    if (problem) {
      return problem;
    }
    return existing.includes(text.trim())
      ? {
          message: vscode.l10n.t('A token named "{0}" is saved already; this one will replace it.', text.trim()),
          severity: vscode.InputBoxValidationSeverity.Warning,
        }
      : undefined;
  };
  return (await ask(step, { prompt, placeHolder, value, validate })).trim();
}

/** The two environments, as the dashboard names them. */
export const ENVIRONMENTS: readonly Environment[] = ['Production', 'Development'];

/** Matches "production", "Development", ... to an Environment, or undefined. */
export function parseEnvironment(value: unknown): Environment | undefined {
  return typeof value === 'string' ? ENVIRONMENTS.find((e) => e.toLowerCase() === value.trim().toLowerCase()) : undefined;
}

/** Asks which environment a token belongs to, as a step of Set API Token's flow. */
export async function askEnvironment(step: Step & { readonly flow: StepFlow }): Promise<Environment> {
  const items: (vscode.QuickPickItem & { environment: Environment })[] = [
    { label: vscode.l10n.t('Production'), description: vscode.l10n.t('conversions count against the account'), environment: 'Production' },
    {
      label: vscode.l10n.t('Development'),
      description: vscode.l10n.t('for testing; usually given a consumption limit'),
      environment: 'Development',
    },
  ];
  const placeHolder = vscode.l10n.t('Which environment is this API Token set to in the dashboard?');
  return (await flowQuickPick(step.flow, step, placeHolder, items)).environment;
}
