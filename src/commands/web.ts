// Convert Web Page to PDF… and Copy Web-to-PDF Link…. Both use the service's query form, the one
// place a credential travels in a URL (SERVICE.md §5.3): the conversion says so once, and the
// link carries a short-lived JWT whenever one can be had instead of the API Token.
import { homedir } from 'node:os';
import * as vscode from 'vscode';
import { Commands, StateKeys } from '../constants';
import { askKid, validators } from '../credentials/credentialPrompts';
import { askJwtRequest, describeClaims, jwtRequestFromArgs, requireSigningSecret } from '../credentials/jwtOptions';
import {
  CancelledError,
  ConfigError,
  ConversionClient,
  decodeJwtClaims,
  isCancellation,
  mintSelfSignedJwt,
  redactUrl,
  requestServiceJwt,
  webToPdfLink,
  type ConversionResult,
  type CredentialProvider,
} from '../service';
import type { ExtensionServices } from '../extensionServices';
import { registerCommand } from '../ui/commandWrapper';
import { argumentObject, ask, requireValid, type Step, type Validator } from '../ui/input';
import { withCancellableProgress } from '../ui/progress';
import { pageUrlProblem } from '../util/inputChecks';
import { UriOutputTarget } from '../workspace/outputTarget';
import { pdfNameForPage } from './webNames';
import { openInEditor } from '../viewer/openInEditor';

/** What a Web-to-PDF link authenticates with. */
export type LinkCredential = 'selfSignedJwt' | 'serviceJwt' | 'apiToken';

/** Lifetime offered for a link's JWT: long enough to use the link, short enough to be harmless later. */
export const LINK_JWT_LIFETIME_SECONDS = 3600;

/** The page address: the reason it is refused, or undefined. */
const pageUrlValidator: Validator = (value) => {
  switch (pageUrlProblem(value)) {
    case 'notUrl':
      return vscode.l10n.t('Type a full address such as https://example.com/page.');
    case 'scheme':
      return vscode.l10n.t('Only http:// and https:// pages can be converted.');
    case 'noHost':
      return vscode.l10n.t('The address has no host name.');
    case 'credentials':
      return vscode.l10n.t('Leave user names and passwords out of the address: the service would see them.');
    default:
      return undefined;
  }
};

/** Asks for a web page address. */
function askPageUrl(step: Step): Promise<string> {
  return ask(step, {
    prompt: vscode.l10n.t('Address of the web page to convert to PDF.'),
    placeHolder: 'https://example.com/page',
    validate: pageUrlValidator,
  }).then((v) => v.trim());
}

/** Where the PDF of a page goes unless the person says otherwise: the first workspace folder, else the home folder. */
function defaultTarget(pageUrl: string): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri ?? vscode.Uri.file(homedir());
  return vscode.Uri.joinPath(folder, pdfNameForPage(pageUrl));
}

/** Says once (remembered in globalState) that the credential travels in the request's address. */
async function warnOnce(services: ExtensionServices, kind: CredentialProvider['kind']): Promise<void> {
  const state = services.context.globalState;
  if (state.get<boolean>(StateKeys.webToPdfWarned)) {
    return;
  }
  const convert = vscode.l10n.t('Convert');
  const answer = await vscode.window.showWarningMessage(
    kind === 'apiToken'
      ? vscode.l10n.t('Web pages are converted through a link: your API Token travels in its address.')
      : vscode.l10n.t('Web pages are converted through a link: a short-lived JWT travels in its address.'),
    {
      modal: true,
      detail: vscode.l10n.t(
        'The service is reached over HTTPS, but addresses can end up in server and proxy logs. Short-lived JWTs (setting "Auth Method") limit what a logged address is good for. This is said only once.',
      ),
    },
    convert,
  );
  if (answer !== convert) {
    throw new CancelledError();
  }
  await state.update(StateKeys.webToPdfWarned, true);
}

/**
 * Converts into `target` through the one write path: staged under a temporary name and renamed
 * into place, a rename that replaces a file only when `overwrite` says so.
 */
async function convertInto(
  client: ConversionClient,
  pageUrl: string,
  target: vscode.Uri,
  overwrite: boolean,
  signal: AbortSignal,
): Promise<ConversionResult> {
  const output = new UriOutputTarget(target);
  try {
    return await client.convertWebPage({ pageUrl, signal, output, resolveOutput: async () => ({ path: target.path, overwrite }) });
  } catch (err) {
    await output.removeEmptyFolders();
    throw err;
  }
}

/** Convert Web Page to PDF…, Copy Web-to-PDF Link…. */
export function registerWebCommands(services: ExtensionServices): void {
  const { context, log, store } = services;

  registerCommand(context, log, Commands.convertWebPage, async (arg?: unknown): Promise<vscode.Uri> => {
    const given = argumentObject(arg);
    // Resolved first, so that a missing credential is said before any question is asked.
    const { client, credential } = await services.clients.conversionClient();
    let pageUrl: string;
    let target: vscode.Uri;
    let overwrite: boolean;
    if (given) {
      pageUrl = requireValid(given.url, pageUrlValidator, 'url', vscode.l10n.t('The page address')).trim();
      target =
        given.target instanceof vscode.Uri
          ? given.target
          : typeof given.target === 'string'
            ? vscode.Uri.file(given.target)
            : defaultTarget(pageUrl);
      overwrite = given.overwrite === true;
    } else {
      await warnOnce(services, credential.provider.kind);
      pageUrl = await askPageUrl({ title: vscode.l10n.t('Convert Web Page to PDF') });
      const picked = await vscode.window.showSaveDialog({
        defaultUri: defaultTarget(pageUrl),
        filters: { PDF: ['pdf'] },
        saveLabel: vscode.l10n.t('Convert'),
        title: vscode.l10n.t('Save the PDF of {0}', new URL(pageUrl).host),
      });
      if (!picked) {
        throw new CancelledError();
      }
      target = picked;
      // The save dialog has already asked before replacing a file.
      overwrite = true;
    }
    const shownUrl = redactUrl(pageUrl);
    let result: ConversionResult;
    try {
      result = await withCancellableProgress(vscode.l10n.t('Converting {0} to PDF…', new URL(pageUrl).host), (signal) =>
        convertInto(client, pageUrl, target, overwrite, signal),
      );
    } catch (err) {
      services.fireBatchFinished({
        converted: 0,
        skipped: 0,
        failed: isCancellation(err) ? 0 : 1,
        conversionsUsed: 0,
        cancelled: isCancellation(err),
      });
      throw err;
    }
    services.fireBatchFinished({ converted: 1, skipped: 0, failed: 0, conversionsUsed: result.conversionCost ?? 1, cancelled: false });
    log.info(`Converted ${shownUrl} to ${target.toString(true)} in ${result.durationMs} ms.`);
    const open = vscode.l10n.t('Open in Editor');
    const answered = vscode.window
      .showInformationMessage(
        vscode.l10n.t('Saved the PDF of {0} as {1}.', new URL(pageUrl).host, vscode.workspace.asRelativePath(target)),
        open,
      )
      .then(async (picked) => {
        if (picked === open) {
          await openInEditor(target);
        }
      });
    if (!given) {
      await answered;
    } else {
      // Automation does not wait for the message; a failure behind its button is still logged.
      answered.then(undefined, (err: unknown) => log.error(err as Error));
    }
    return target;
  });

  registerCommand(context, log, Commands.copyWebToPdfLink, async (arg?: unknown): Promise<void> => {
    const given = argumentObject(arg);
    const config = services.config();
    const transport = services.clients.getTransport();
    const signing = await store.getJwtSigningKey();
    const apiToken = await store.getActiveApiToken();
    const title = vscode.l10n.t('Copy Web-to-PDF Link');
    const defaults = { lifetimeSeconds: LINK_JWT_LIFETIME_SECONDS, clientIp: config.jwtClientIp };

    const pageUrl = given
      ? requireValid(given.url, pageUrlValidator, 'url', vscode.l10n.t('The page address')).trim()
      : await askPageUrl({ title });

    let use: LinkCredential;
    if (given?.use !== undefined) {
      if (given.use !== 'selfSignedJwt' && given.use !== 'serviceJwt' && given.use !== 'apiToken') {
        throw new ConfigError(vscode.l10n.t('"use" is selfSignedJwt, serviceJwt or apiToken.'), 'authMethod');
      }
      use = given.use;
    } else if (signing?.secret) {
      // With a signing secret a JWT is always possible; ask the service only when that is the chosen method.
      use = config.authMethod === 'jwt' && apiToken ? 'serviceJwt' : 'selfSignedJwt';
    } else if (!apiToken) {
      throw new ConfigError(
        vscode.l10n.t('A link needs a credential: set an API Token, or a JWT signing key with its secret for links that expire.'),
        'apiToken',
      );
    } else if (signing) {
      // The Kid is known: the service's JWT needs no question, and it expires, unlike the API Token.
      use = 'serviceJwt';
    } else if (given) {
      use = 'apiToken';
    } else {
      const items: (vscode.QuickPickItem & { use: LinkCredential })[] = [
        {
          label: vscode.l10n.t('Short-lived JWT from the service'),
          description: vscode.l10n.t('asks for the Kid of the API Token'),
          detail: vscode.l10n.t('The link stops working when the JWT expires.'),
          use: 'serviceJwt',
        },
        {
          label: vscode.l10n.t('API Token "{0}"', apiToken.name),
          description: vscode.l10n.t('never expires'),
          detail: vscode.l10n.t('Anyone who has the link can convert on your account until the token is revoked.'),
          use: 'apiToken',
        },
      ];
      const picked = await vscode.window.showQuickPick(items, {
        title,
        placeHolder: vscode.l10n.t('What should the link carry?'),
        ignoreFocusOut: true,
      });
      if (!picked) {
        throw new CancelledError();
      }
      use = picked.use;
    }

    let bearer: string;
    let message: string;
    if (use === 'apiToken') {
      if (!apiToken) {
        throw new ConfigError(vscode.l10n.t('No API Token is saved. Set one first.'), 'apiToken');
      }
      bearer = apiToken.token;
      message = vscode.l10n.t(
        'Web-to-PDF link copied, with the API Token "{0}" in it. Anyone who has the link can convert on your account until the token is revoked.',
        apiToken.name,
      );
    } else {
      const request = given ? jwtRequestFromArgs(given, defaults) : await askJwtRequest(title, 0, 0, defaults, false);
      if (use === 'selfSignedJwt') {
        const key = requireSigningSecret(signing);
        bearer = (
          await mintSelfSignedJwt({
            kid: key.kid,
            secret: key.secret,
            lifetimeSeconds: request.lifetimeSeconds,
            clientIp: request.clientIp,
          })
        ).token;
        message = vscode.l10n.t(
          'Web-to-PDF link copied, with a self-signed JWT in it: {0}.',
          describeClaims(decodeJwtClaims(bearer).claims),
        );
      } else {
        if (!apiToken) {
          throw new ConfigError(vscode.l10n.t('The token endpoint is authorised with an API Token: set one first.'), 'apiToken');
        }
        const kid =
          typeof given?.kid === 'string'
            ? requireValid(given.kid, validators.kid, 'jwtSigningKey', vscode.l10n.t('The Kid')).trim()
            : (signing?.kid ?? (await askKid({ title })));
        const issued = await withCancellableProgress(vscode.l10n.t('Asking the service for a JWT…'), (signal) =>
          requestServiceJwt(
            transport,
            apiToken.token,
            { kid, lifetimeSeconds: request.lifetimeSeconds, clientIp: request.clientIp },
            signal,
          ),
        );
        bearer = issued.token;
        message = vscode.l10n.t(
          'Web-to-PDF link copied, with a JWT from the service in it: {0}.',
          describeClaims(decodeJwtClaims(bearer).claims),
        );
      }
    }
    log.redactor.add(bearer);
    const link = webToPdfLink(transport.baseUrl, pageUrl, bearer);
    await vscode.env.clipboard.writeText(link);
    log.info(
      `Copied a Web-to-PDF link for ${redactUrl(pageUrl)} carrying ${use === 'apiToken' ? `the API Token "${apiToken?.name ?? ''}"` : `a ${use}`}.`,
    );
    void vscode.window.showInformationMessage(message);
  });
}
