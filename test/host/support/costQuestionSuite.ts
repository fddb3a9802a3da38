// The set-up of a suite whose feature uploads after the cost question (Preview as PDF, Compare
// as Text, Search in Documents): useEmulatorSuite's with an API Token (`<folder>-host-tests` unless
// named), and before each test an empty content cache, no agreement and the `removeEach` settings
// removed; after each test no editor open; after the suite the agreement and the cache as they were.
import { contentCache } from '../../../src/workspace/contentCache';
import { removeSettings, useEmulatorSuite, type EmulatorSuite, type EmulatorSuiteOptions, type SettingName } from './emulatorSuite';

/** Registers the suite's hooks (call it inside `describe`): `stateKey` is the workspace's kept answer. */
export function costQuestionSuite(
  options: EmulatorSuiteOptions & { readonly folder: string; readonly stateKey: string; readonly removeEach?: readonly SettingName[] },
): EmulatorSuite {
  const removeEach = options.removeEach ?? [];
  const suite = useEmulatorSuite({
    tokenName: `${options.folder}-host-tests`,
    ...options,
    restore: [...(options.restore ?? []), ...removeEach],
    closeEditors: true,
  });
  const forget = async () => {
    await contentCache(suite.api.context).clear();
    await suite.api.context.workspaceState.update(options.stateKey, undefined);
  };
  after(forget);
  beforeEach(async () => {
    await forget();
    await removeSettings(removeEach);
  });
  return suite;
}
