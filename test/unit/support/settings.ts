import type { ServiceSettings } from '../../../src/service/http/request';

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
