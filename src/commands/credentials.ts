// Set, remove and switch API Tokens; set and remove the Master Token and the JWT signing key.
// Values go only to the CredentialStore (SecretStorage); messages and log lines name a token by
// the name the user gave it, never by its value. Each command takes an optional argument object
// for automation (the sandbox seeder, tests): given one, it shows no prompt; with `quiet: true`
// in it, no notification either (the log says what was saved).
import * as vscode from 'vscode';
import { apiTokenSaveProblem, isMasterTokenProblem, masterTokenSaveProblem } from '../checks/tokenChecks';
import { Commands } from '../constants';
import {
  askApiToken,
  askEnvironment,
  askKid,
  askMasterToken,
  askOptionalSecret,
  askTokenName,
  parseEnvironment,
  validators,
} from '../credentials/credentialPrompts';
import { checkMasterToken } from '../credentials/masterTokenCheck';
import type { ApiTokenInfo, Environment } from '../credentials/store';
import { environmentLabel, findToken, pickApiToken } from '../credentials/tokenPicker';
import { problemText } from '../messages/problems';
import { errorText } from '../messages/serviceWording';
import {
  masterTokenAccepted,
  masterTokenRefused,
  masterTokenUnchecked,
  notSavedUnlessInsisted,
  savedAnyway,
  saveAnywayTitle,
} from '../messages/tokens';
import { AdminClient } from '../service/admin';
import { CancelledError, ConfigError } from '../service/errors';
import type { ExtensionServices } from '../extensionServices';
import type { RegisterCommand } from '../ui/commandWrapper';
import { StepFlow, argumentObject, confirmDone, progressPlace, requireValid } from '../ui/input';
import { unlinked } from '../messages/unlinked';

/** Set/Remove/Switch API Token, Set/Remove Master Token, Set/Remove JWT Signing Key. */
export function registerCredentialCommands(services: ExtensionServices, register: RegisterCommand): void {
  const { log, store } = services;

  /**
   * A token that failed a check: a modal question for a person, `saveAnyway: true` for
   * automation. "Paste Again" comes first, so a reflexive Enter never saves what was just
   * refused. Returns 'save' when the token is to be saved, 'again' to ask for it again.
   */
  const insistOrCancel = async (
    message: { text: string; detail: string },
    given: Record<string, unknown> | undefined,
    setting: 'apiToken' | 'masterToken',
  ): Promise<'save' | 'again'> => {
    const text = log.redactor.redact(message.text);
    const detail = log.redactor.redact(message.detail);
    if (given) {
      if (given.saveAnyway !== true) {
        throw new ConfigError(`${text} ${detail}`, setting);
      }
      return 'save';
    }
    const again = vscode.l10n.t('Paste Again');
    const saveAnyway = saveAnywayTitle();
    const answer = await vscode.window.showWarningMessage(unlinked(text), { modal: true, detail }, again, saveAnyway);
    if (answer === undefined) {
      throw new CancelledError();
    }
    return answer === saveAnyway ? 'save' : 'again';
  };

  const saveMasterToken = async (
    token: string,
    how: string,
    message: string,
    checked: boolean,
    given: Record<string, unknown> | undefined,
  ): Promise<void> => {
    const replaced = (await store.getMasterToken()) !== undefined;
    await store.setMasterToken(token, checked);
    log.info(`Master Token ${replaced ? 'replaced' : 'saved'} (${how}).`);
    confirmDone(given, log.redactor.redact(message), !checked);
  };

  /**
   * Whether a value offered as an API Token reads the account: only a Master Token does (API Tokens
   * get 401 on /user). The one way to tell a Master Token when none is saved to compare with; a
   * request that costs no conversion, to the configured host, bounded by the usage deadline.
   */
  const readsTheAccount = async (token: string, given: Record<string, unknown> | undefined): Promise<boolean> => {
    // With self-signed JWTs the API Token itself never travels: not for a check either.
    if (services.config().authMethod === 'selfSignedJwt') {
      return false;
    }
    let transport: ReturnType<typeof services.clients.getTransport>;
    try {
      transport = services.clients.getTransport();
    } catch {
      // A service address that cannot be used is said by the first request that needs it.
      return false;
    }
    log.info('Checking that the new API Token is not the Master Token (GET /user; a 401 is the expected answer).');
    const verdict = await vscode.window.withProgress(
      { location: progressPlace(given), title: vscode.l10n.t('Checking the API Token with the service…') },
      () => checkMasterToken(new AdminClient(transport, token)),
    );
    return verdict.kind === 'accepted';
  };

  register(Commands.setApiToken, async (arg?: unknown): Promise<ApiTokenInfo> => {
    const given = argumentObject(arg);
    const existing = await store.listApiTokens();
    let name: string;
    let environment: Environment;
    let token: string;
    if (given) {
      name = requireValid(given.name, validators.tokenName, 'apiToken', vscode.l10n.t('The token name')).trim();
      const parsed = parseEnvironment(given.environment ?? 'Production');
      if (!parsed) {
        throw new ConfigError(vscode.l10n.t('The environment is Production or Development.'), 'apiToken');
      }
      environment = parsed;
      token = requireValid(given.token, validators.apiToken, 'apiToken', vscode.l10n.t('The API Token')).trim();
    } else {
      const title = vscode.l10n.t('Set API Token');
      // One widget for the three steps: the keyboard stays in it (Get Started's button too).
      const flow = new StepFlow();
      try {
        name = await askTokenName(
          { title, step: 1, of: 3, flow },
          existing.map((t) => t.name),
        );
        environment = await askEnvironment({ title, step: 2, of: 3, flow });
        token = await askApiToken({ title, step: 3, of: 3, flow });
      } finally {
        flow.dispose();
      }
    }
    // A token pasted into the name box would end up in messages and logs: refuse it.
    if (name === token) {
      throw new ConfigError(
        vscode.l10n.t('The name is the token itself. Give the token a name you can show, such as "Production".'),
        'apiToken',
      );
    }
    const replaced = existing.some((t) => t.name === name);
    // Checks that cost no conversion: the form, the saved Master Token, and whether /user answers to it.
    const problem =
      apiTokenSaveProblem(token, await store.savedTokens()) ?? ((await readsTheAccount(token, given)) ? isMasterTokenProblem() : undefined);
    if (problem) {
      if ((await insistOrCancel(notSavedUnlessInsisted(problemText(vscode.l10n, problem)!, replaced), given, 'apiToken')) === 'again') {
        return vscode.commands.executeCommand<ApiTokenInfo>(Commands.setApiToken);
      }
      log.warn(`API Token "${name}" (${environment}) saved although it failed the check (${problem.messageCode}), as the user asked.`);
    }
    const saved = await store.addApiToken({ name, environment, token });
    log.info(`API Token "${name}" (${environment}) ${replaced ? 'replaced' : 'saved'}; it is the active token.`);
    const done = replaced
      ? vscode.l10n.t('API Token "{0}" ({1}) replaced; it is the active token.', name, environmentLabel(environment))
      : vscode.l10n.t('API Token "{0}" ({1}) saved; it is the active token.', name, environmentLabel(environment));
    // No request that costs nothing tells a working API Token from a mistyped one: say when it is checked.
    const when = vscode.l10n.t('The service checks it at the first conversion.');
    confirmDone(given, problem ? `${savedAnyway('apiToken')} ${done} ${when}` : `${done} ${when}`, problem !== undefined);
    return saved;
  });

  register(Commands.removeApiToken, async (arg?: unknown): Promise<void> => {
    const given = argumentObject(arg);
    const tokens = await store.listApiTokens();
    if (tokens.length === 0) {
      if (given) {
        throw new ConfigError(vscode.l10n.t('No API Token is saved.'), 'apiToken');
      }
      void vscode.window.showInformationMessage(vscode.l10n.t('No API Token is saved.'));
      return;
    }
    const activeId = (await store.getActiveApiToken())?.id;
    let target: ApiTokenInfo;
    if (given) {
      target = findToken(tokens, given);
    } else {
      target = await pickApiToken(tokens, activeId, vscode.l10n.t('Remove which API Token?'));
      const remove = vscode.l10n.t('Remove');
      const answer = await vscode.window.showWarningMessage(
        unlinked(vscode.l10n.t('Remove the API Token "{0}" ({1}) from VS Code?', target.name, environmentLabel(target.environment))),
        { modal: true, detail: vscode.l10n.t('The token stays valid at the service. If it leaked, revoke it in the dashboard.') },
        remove,
      );
      if (answer !== remove) {
        throw new CancelledError();
      }
    }
    await store.removeApiToken(target.id);
    const active = await store.getActiveApiToken();
    log.info(`API Token "${target.name}" removed.`);
    void vscode.window.showInformationMessage(
      unlinked(
        active
          ? vscode.l10n.t('API Token "{0}" removed. The active token is "{1}".', target.name, active.name)
          : vscode.l10n.t('API Token "{0}" removed. No API Token is left.', target.name),
      ),
    );
  });

  register(Commands.switchApiToken, async (arg?: unknown): Promise<void> => {
    const given = argumentObject(arg);
    const tokens = await store.listApiTokens();
    if (tokens.length === 0) {
      throw new ConfigError(vscode.l10n.t('No API Token is saved. Set one first.'), 'apiToken');
    }
    const activeId = (await store.getActiveApiToken())?.id;
    const target = given
      ? findToken(tokens, given)
      : await pickApiToken(tokens, activeId, vscode.l10n.t('Use which API Token for conversions?'));
    await store.setActiveApiToken(target.id);
    log.info(`Active API Token: "${target.name}" (${target.environment}).`);
    void vscode.window.showInformationMessage(
      unlinked(vscode.l10n.t('Conversions now use the API Token "{0}" ({1}).', target.name, environmentLabel(target.environment))),
    );
  });

  register(Commands.setMasterToken, async (arg?: unknown): Promise<void> => {
    const given = argumentObject(arg);
    const token = given
      ? requireValid(given.token, validators.masterToken, 'masterToken', vscode.l10n.t('The Master Token')).trim()
      : await askMasterToken({ title: vscode.l10n.t('Set Master Token') });
    const savedTokens = await store.savedTokens();
    const replaced = savedTokens.masterToken !== undefined;
    const problem = masterTokenSaveProblem(token, savedTokens);
    if (problem) {
      if ((await insistOrCancel(notSavedUnlessInsisted(problemText(vscode.l10n, problem)!, replaced), given, 'masterToken')) === 'again') {
        await vscode.commands.executeCommand(Commands.setMasterToken);
        return;
      }
      await saveMasterToken(token, `failed the check (${problem.messageCode})`, savedAnyway('masterToken'), false, given);
      return;
    }
    // Checked before it replaces the saved one: a typo must not push out a working token.
    const transport = services.clients.getTransport();
    const host = new URL(transport.baseUrl).host;
    const verdict = await vscode.window.withProgress(
      { location: progressPlace(given), title: vscode.l10n.t('Checking the Master Token with the service…') },
      () => checkMasterToken(new AdminClient(transport, token), undefined, (err) => errorText(vscode.l10n, err)),
    );
    if (verdict.kind === 'accepted') {
      await saveMasterToken(token, 'accepted by the service', masterTokenAccepted(verdict.account, replaced), true, given);
      return;
    }
    log.warn(
      `Master Token not saved yet: ${verdict.kind === 'refused' ? 'the service refused it (401)' : `it could not be checked (${verdict.reason})`}.`,
    );
    const insisted = await insistOrCancel(
      verdict.kind === 'refused'
        ? masterTokenRefused(host, replaced)
        : masterTokenUnchecked(host, verdict.kind === 'unreachable', verdict.reason, replaced),
      given,
      'masterToken',
    );
    if (insisted === 'again') {
      await vscode.commands.executeCommand(Commands.setMasterToken);
      return;
    }
    await saveMasterToken(
      token,
      verdict.kind === 'refused' ? 'refused by the service (401)' : 'not checked',
      savedAnyway('masterToken'),
      false,
      given,
    );
  });

  register(Commands.removeMasterToken, async (): Promise<void> => {
    if ((await store.getMasterToken()) === undefined) {
      void vscode.window.showInformationMessage(vscode.l10n.t('No Master Token is saved.'));
      return;
    }
    // Confirmed like Remove API Token: setting it again means fetching it from the dashboard.
    const remove = vscode.l10n.t('Remove');
    const answer = await vscode.window.showWarningMessage(
      vscode.l10n.t('Remove the Master Token from VS Code?'),
      {
        modal: true,
        detail: vscode.l10n.t('The Usage view and the status bar then stop showing the account. The token stays valid at the service.'),
      },
      remove,
    );
    if (answer !== remove) {
      throw new CancelledError();
    }
    await store.removeMasterToken();
    log.info('Master Token removed.');
    void vscode.window.showInformationMessage(
      vscode.l10n.t('Master Token removed from VS Code. It stays valid at the service until it is refreshed in the dashboard.'),
    );
  });

  register(Commands.setJwtSigningKey, async (arg?: unknown): Promise<void> => {
    const given = argumentObject(arg);
    let kid: string;
    let secret: string | undefined;
    if (given) {
      kid = requireValid(given.kid, validators.kid, 'jwtSigningKey', vscode.l10n.t('The Kid')).trim();
      // The secret is optional: JWTs from the service need only the Kid.
      secret =
        given.secret === undefined
          ? undefined
          : requireValid(given.secret, validators.optionalSecret, 'jwtSigningKey', vscode.l10n.t('The secret')) || undefined;
    } else {
      const title = vscode.l10n.t('Set JWT Signing Key');
      kid = await askKid({ title, step: 1, of: 2 }, (await store.getJwtSigningKey())?.kid);
      secret = await askOptionalSecret({ title, step: 2, of: 2 });
    }
    await store.setJwtSigningKey({ kid, secret });
    log.info(`JWT signing key saved (Kid ${kid}${secret ? '' : ', no secret'}).`);
    confirmDone(
      given,
      secret
        ? vscode.l10n.t('JWT signing key saved (Kid {0}). The secret is in secret storage and never leaves this machine.', kid)
        : vscode.l10n.t(
            'JWT signing key saved (Kid {0}) without a secret: enough for JWTs from the service; self-signed JWTs need the secret.',
            kid,
          ),
    );
  });

  register(Commands.removeJwtSigningKey, async (): Promise<void> => {
    if ((await store.getJwtSigningKey()) === undefined) {
      void vscode.window.showInformationMessage(vscode.l10n.t('No JWT signing key is saved.'));
      return;
    }
    await store.removeJwtSigningKey();
    log.info('JWT signing key removed.');
    void vscode.window.showInformationMessage(vscode.l10n.t('JWT signing key removed from VS Code.'));
  });
}
