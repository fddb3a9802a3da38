// The one lazy seam (ARCHITECTURE.md): the code loaded on first use (dist/features.js) takes the
// modules activation holds from dist/extension.js, so a class exists once. An error thrown by lazily
// loaded code is an instance of the very classes activation's checks name (`instanceof
// ConvertServiceError` in the transport, bodyError and localFileError; `instanceof ConfigError` in
// the settings owner). Two copies of those classes, one per bundle, would fail this.
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { Commands, Settings } from '../../src/constants';
import type { ExtensionApi } from '../../src/extension';
import { setSetting } from './support/settings';
import { stubPrompts } from './support/prompts';
import { until } from '../support/poll';
import { extensionServices } from './support/auth';

describe('the lazy seam', function () {
  this.timeout(60_000);
  const prompts = stubPrompts();
  let api: ExtensionApi;
  let baseUrl: unknown;

  before(async () => {
    api = await extensionServices();
    baseUrl = vscode.workspace.getConfiguration(Settings.section).inspect(Settings.baseUrl)?.globalValue;
  });

  after(async () => {
    await setSetting(Settings.baseUrl, baseUrl);
  });

  it("an error thrown in lazily loaded code is an instance of the classes activation's checks use", async () => {
    // An error activation's code makes: the settings owner (configuration.ts, dist/extension.js) refuses an unusable address.
    await setSetting(Settings.baseUrl, 'ftp://convert-files.test');
    const fromActivation = await until('the settings owner to refuse the address', () => api.config().baseUrlError, 10_000);
    await setSetting(Settings.baseUrl, baseUrl);
    const configError = fromActivation.constructor as new (...args: never[]) => Error;
    const serviceError = Object.getPrototypeOf(configError.prototype as object).constructor as new (...args: never[]) => Error;
    // Classes are not named in the activation bundle (built without keepNames); their errors are.
    assert.equal(fromActivation.name, 'ConfigError');
    assert.equal(Object.getPrototypeOf(serviceError.prototype as object), Error.prototype, 'ConvertServiceError extends Error');

    // One thrown in dist/features.js: an argument object naming a file that does not exist
    // (convertFlow/convertArguments.ts, loaded with the first command); the wrapper hands it to the caller.
    const fromLazy = await prompts.run(() =>
      vscode.commands.executeCommand(Commands.convertToPdf, { files: ['/convert-files-seam/missing.md'] }).then(
        () => undefined,
        (err: unknown) => err,
      ),
    );
    assert.ok(fromLazy instanceof Error, `the command did not fail: ${String(fromLazy)}`);
    assert.match(fromLazy.message, /missing\.md" was not found/);
    assert.equal(fromLazy.name, 'ConfigError');
    assert.ok(fromLazy instanceof configError, "the lazily loaded code's ConfigError is not activation's");
    assert.ok(fromLazy instanceof serviceError, "the lazily loaded code's error is not an instance of activation's ConvertServiceError");
    assert.equal(fromLazy.constructor, configError);
  });
});
