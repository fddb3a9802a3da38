// Convert Web Page to PDF… and Copy Web-to-PDF Link…. The conversion is a POST with the credential
// in the Authorization header like any other; the link, meant for a browser or a tool that cannot
// send headers, is the one place a credential travels in a URL, and it can only be an API Token
// (the service takes JWTs as Bearer only: CONTRACT.md revision 3).
import { homedir } from 'node:os';
import * as vscode from 'vscode';
import { pageUrlProblem } from '../checks/pageUrl';
import { Commands, Settings, StateKeys } from '../constants';
import { convertSingle } from '../conversion/singleConversion';
import { CancelledError, ConfigError, redactUrl } from '../service/errors';
import { linkNeedsApiToken, webToPdfLink, type ConversionClient } from '../service/convert';
import { singleConversionDeps, type ExtensionServices } from '../extensionServices';
import { problemText } from '../messages/problems';
import { showMessage } from '../messages/show';
import { webLinkCopied, webPageSaved } from '../messages/webLink';
import type { RegisterCommand } from '../ui/commandWrapper';
import { argumentObject, ask, requireValid, type Step, type Validator } from '../ui/input';
import { withCancellableProgress } from '../ui/progress';
import { completePageUrl } from '../checks/pageUrl';
import { outputTargetFor } from '../workspace/outputTarget';
import { workspaceFiles } from '../workspace/files';
import { pdfNameForPage } from '../conversion/webNames';
import { openInEditor } from '../viewer/openInEditor';
import { resultActions } from '../convertFlow/resultActions';
import { revealInExplorer } from '../convertFlow/results';
import type { LocalAction } from '../messages/actions';

/** Argument members of a JWT link (lifetime, signing key, client IPs), refused now that a link carries an API Token. */
const JWT_LINK_MEMBERS = ['kid', 'lifetimeSeconds', 'clientIp'] as const;

/** The page address: the reason it is refused, or undefined. */
const pageUrlValidator: Validator = (value) => problemText(vscode.l10n, pageUrlProblem(value));

/** A page address fit to offer in the box, or undefined. */
function offerable(url: unknown): string | undefined {
  return typeof url === 'string' && url !== '' && pageUrlProblem(url) === undefined ? url : undefined;
}

/**
 * The web page address: an argument object's `url`, else asked, offering the last one, else
 * `convertFiles.webPage.suggestedAddress` (the sandbox sets it to the emulator's sample page);
 * "example.com" is taken as https://example.com.
 */
async function pageUrlOf(given: Record<string, unknown> | undefined, step: Step, state: vscode.Memento): Promise<string> {
  if (given) {
    return completePageUrl(requireValid(given.url, pageUrlValidator, 'url', vscode.l10n.t('The page address')));
  }
  const suggested = vscode.workspace.getConfiguration(Settings.section).get<unknown>(Settings.webPageSuggestedAddress);
  const url = completePageUrl(
    await ask(step, {
      prompt: vscode.l10n.t('Address of the web page to convert to PDF (example.com means https://example.com).'),
      placeHolder: 'https://example.com/page',
      value: offerable(state.get<unknown>(StateKeys.lastPageUrl)) ?? offerable(suggested),
      validate: pageUrlValidator,
    }),
  );
  await state.update(StateKeys.lastPageUrl, url);
  return url;
}

/** Where the PDF of a page goes unless the person says otherwise: the first workspace folder, else the home folder. */
function defaultTarget(pageUrl: string): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri ?? vscode.Uri.file(homedir());
  return vscode.Uri.joinPath(folder, pdfNameForPage(pageUrl));
}

/**
 * Converts into `target` through the batch core and the one write path: staged under a temporary
 * name and renamed into place, a rename that replaces a file only when `overwrite` says so; what
 * it used goes to the Usage view as any conversion's.
 */
async function convertInto(
  services: ExtensionServices,
  client: ConversionClient,
  pageUrl: string,
  target: vscode.Uri,
  overwrite: boolean,
  signal: AbortSignal,
): Promise<void> {
  const destination = { output: outputTargetFor(target), resolve: async () => ({ path: target.path, overwrite }) };
  await convertSingle(
    { ...singleConversionDeps(services), client: async () => client, files: workspaceFiles },
    { source: target, sourceFormat: 'web', targetFormat: 'pdf', pageUrl, destination },
    signal,
  );
}

/**
 * The buttons on "Saved the PDF": Open in Editor (the viewer), and where the file is: Reveal in
 * Explorer inside the workspace, else the OS's file manager where the window can reach it.
 */
function savedPdfActions(target: vscode.Uri): LocalAction[] {
  const inWorkspace = revealInExplorer([target]);
  return [
    { title: vscode.l10n.t('Open in Editor'), run: () => openInEditor(target) },
    ...(inWorkspace.length > 0 ? inWorkspace : resultActions(target).filter((action) => action.kind === 'reveal')),
  ];
}

/** Convert Web Page to PDF…, Copy Web-to-PDF Link…. */
export function registerWebCommands(services: ExtensionServices, register: RegisterCommand): void {
  const { log, store } = services;

  register(Commands.convertWebPage, async (arg?: unknown): Promise<vscode.Uri> => {
    const given = argumentObject(arg);
    // Resolved first, so that a missing credential is said before any question is asked.
    const { client } = await services.clients.conversionClient();
    const pageUrl = await pageUrlOf(given, { title: vscode.l10n.t('Convert Web Page to PDF') }, services.context.globalState);
    let target: vscode.Uri;
    let overwrite: boolean;
    if (given) {
      target =
        given.target instanceof vscode.Uri
          ? given.target
          : typeof given.target === 'string'
            ? vscode.Uri.file(given.target)
            : defaultTarget(pageUrl);
      overwrite = given.overwrite === true;
    } else {
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
    const started = Date.now();
    await withCancellableProgress(vscode.l10n.t('Converting {0} to PDF…', new URL(pageUrl).host), (signal) =>
      convertInto(services, client, pageUrl, target, overwrite, signal),
    );
    log.info(`Converted ${shownUrl} to ${target.toString(true)} in ${Date.now() - started} ms.`);
    const answered = showMessage(
      webPageSaved(new URL(pageUrl).host, vscode.workspace.asRelativePath(target), savedPdfActions(target)),
      log,
    );
    if (!given) {
      await answered;
    }
    // Automation does not wait for the message; a failure behind its button is logged by showMessage.
    return target;
  });

  register(Commands.copyWebToPdfLink, async (arg?: unknown): Promise<void> => {
    const given = argumentObject(arg);
    // A link carries an API Token only: the service accepts a JWT in the Authorization header,
    // never in an address (CONTRACT.md revision 3), so a JWT link would get 401 wherever it is opened.
    if (given?.use !== undefined && given.use !== 'apiToken') {
      if (given.use === 'selfSignedJwt' || given.use === 'serviceJwt' || given.use === 'jwt') {
        throw linkNeedsApiToken();
      }
      throw new ConfigError(vscode.l10n.t('"use" can only be apiToken: a Web-to-PDF link carries an API Token.'), 'apiToken');
    }
    // The members that once shaped a JWT link: a caller asking for a short-lived or IP-bound link
    // must not silently get one that holds the API Token until it is revoked.
    const jwtMember = given && JWT_LINK_MEMBERS.find((name) => given[name] !== undefined);
    if (jwtMember) {
      throw new ConfigError(
        vscode.l10n.t(
          '"{0}" applies to a JWT, and a Web-to-PDF link carries an API Token, which does not expire (the service accepts a JWT only in a request header). Leave "{0}" out to copy a link with the API Token.',
          jwtMember,
        ),
        'apiToken',
      );
    }
    const apiToken = await store.getActiveApiToken();
    if (!apiToken) {
      throw new ConfigError(
        vscode.l10n.t(
          'A Web-to-PDF link carries an API Token: set one first. For a link you share, create an API Token of its own with a consumption limit in the dashboard.',
        ),
        'apiToken',
      );
    }
    const transport = services.clients.getTransport();
    const pageUrl = await pageUrlOf(given, { title: vscode.l10n.t('Copy Web-to-PDF Link') }, services.context.globalState);
    log.redactor.add(apiToken.token);
    const link = webToPdfLink(transport.baseUrl, pageUrl, apiToken.token);
    await vscode.env.clipboard.writeText(link);
    log.info(`Copied a Web-to-PDF link for ${redactUrl(pageUrl)} carrying the API Token "${apiToken.name}".`);
    void showMessage(webLinkCopied(apiToken.name), log);
  });
}
