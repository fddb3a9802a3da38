// Headless Debian Chromium through playwright-core, with the flags HOST_TESTS.md lists.
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH, chromiumArgs } from './codeServer';
import { withDeadline } from './processes';

/** Launches headless Chromium; playwright-core closes it when this process exits. */
export async function launchChromium(): Promise<Browser> {
  return withDeadline(
    chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: chromiumArgs, timeout: 60_000 }),
    90_000,
    `starting ${CHROMIUM_PATH}`,
  );
}
