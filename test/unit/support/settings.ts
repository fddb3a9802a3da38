import type { ServiceLogger, ServiceSettings } from '../../../src/service/http/request';

/** Settings that never wait: the pauses a transport asks for are recorded instead of slept. */
export function instantRetries(overrides: Partial<ServiceSettings> = {}): { settings: Omit<ServiceSettings, 'baseUrl'>; sleeps: number[] } {
  const sleeps: number[] = [];
  return {
    sleeps,
    settings: {
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      ...overrides,
    },
  };
}

/** A logger that keeps every line, whatever its level, in `lines`. */
export function logInto(lines: string[]): ServiceLogger {
  const log = (message: string): void => void lines.push(message);
  return { debug: log, info: log, warn: log, error: log };
}
