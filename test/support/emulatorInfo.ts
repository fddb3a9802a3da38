// What `npm run emulator -- --port 0 --json` prints (shared/spec/CONTRACT.md, "Emulator-only
// surface"), shared by the launchers and by the suites they start.

export interface EmulatorInfo {
  baseUrl: string;
  dashboardUrl: string;
  accountId: string;
  masterToken: string;
  apiTokens: { name: string; token: string; kid: string; secret: string; environment: string; consumptionLimit?: number | null }[];
}

/** The environment variable that carries EmulatorInfo as JSON into the extension host. */
export const EMULATOR_ENV = 'CONVERT_FILES_EMULATOR';
