// What the UI tier's runner tells the tests about the emulator it started (its address, the demo
// account's Master Token and API Tokens).
import { EMULATOR_ENV, type EmulatorInfo } from '../../support/emulatorInfo';

export function emulatorInfo(): EmulatorInfo {
  const raw = process.env[EMULATOR_ENV];
  if (!raw) {
    throw new Error(`${EMULATOR_ENV} is not set: run the UI tier through \`npm run test:ui\`.`);
  }
  return JSON.parse(raw) as EmulatorInfo;
}
