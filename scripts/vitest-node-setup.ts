import { afterAll, vi } from 'vitest';

// Node test files share their worker's modules (vitest.config.ts): what a file stubbed or faked ends with it.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
