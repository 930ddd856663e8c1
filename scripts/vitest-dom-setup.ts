import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { preloadDataTable, preloadPopovers, preloadReportTable } from '@orbit/ui';

// A first render of a whole screen in jsdom, its lazily loaded route included, can take more than 5 s on a busy
// 2-core machine while the API suites run beside it; the journeys allow 15 s for the same reason.
configure({ asyncUtilTimeout: 15_000 });

// Renders are not cleaned up by themselves in Vitest; each test starts from an empty document.
afterEach(() => {
  cleanup();
});

// Test files share their worker's modules and document (vitest.config.ts): what a file stubbed, faked or stored
// ends with it.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

// Tables fetch their virtual list's code (a report its whole table) and popovers their positioning on first show
// (ADR 0040); here all are there before any test renders one.
await Promise.all([preloadDataTable(), preloadPopovers(), preloadReportTable()]);
