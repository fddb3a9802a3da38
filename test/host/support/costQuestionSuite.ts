// The set-up of a suite whose feature uploads after the cost question (Preview as PDF, Compare
// as Text, Search in Documents): useEmulatorSuite's with an API Token (`<folder>-host-tests` unless
// named), and before each test an empty content cache, no agreement and the `unset` settings
// removed; after each test no editor open; after the suite the agreement and the cache as they were.
import { strict as assert } from 'node:assert';
import { contentCache } from '../../../src/workspace/contentCache';
import { emulatorConversions } from './emulatorConnection';
import type { PromptStubs } from './prompts';
import { removeSettings, useEmulatorSuite, type EmulatorSuite, type EmulatorSuiteOptions, type SettingName } from './emulatorSuite';

/**
 * Registers the suite's hooks (call it inside `describe`): `folder` names the test folders, `stateKey`
 * is the workspace's kept answer, `unset` the settings removed before each test (and after the suite).
 */
export function costQuestionSuite(
  folder: string,
  stateKey: string,
  options: EmulatorSuiteOptions & { readonly unset?: readonly SettingName[] } = {},
): EmulatorSuite {
  const unset = options.unset ?? [];
  const suite = useEmulatorSuite({
    folder,
    token: `${folder}-host-tests`,
    ...options,
    restore: [...(options.restore ?? []), ...unset],
    closeEditors: true,
  });
  const forget = async () => {
    await contentCache(suite.api.context).clear();
    await suite.api.context.workspaceState.update(stateKey, undefined);
  };
  after(forget);
  beforeEach(async () => {
    await forget();
    await removeSettings(unset);
  });
  return suite;
}

/**
 * Expects the cost question `question` and answers it with `button`; with `detail`, checks that it
 * is modal and that its detail (the files, the host, the cost) matches. Returns how many conversions
 * had reached the emulator since entry `since` when it was asked (-1: not asked yet).
 */
export function answerCostQuestion(
  prompts: PromptStubs,
  options: { readonly question: RegExp; readonly button: string; readonly since: number; readonly detail?: RegExp },
): () => number {
  let sentBeforeAnswer = -1;
  prompts.expect(
    'warning',
    async (record) => {
      sentBeforeAnswer = (await emulatorConversions(options.since)).length;
      if (options.detail) {
        assert.equal(record.modal, true);
        assert.match(record.detail ?? '', options.detail);
      }
      return options.button;
    },
    options.question,
  );
  return () => sentBeforeAnswer;
}
