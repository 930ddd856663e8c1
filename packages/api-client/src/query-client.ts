import { QueryClient } from '@tanstack/react-query';
import { limits } from '@orbit/domain';
import { ApiError } from './client.ts';

/** Client errors (4xx) will not change on a retry; network and server errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * How often the screens that show rides and machines (the dashboard, the licence list and a licence's page) ask
 * again while the page is visible, so a client sees new rides within a minute without reloading (ADR 0049). Other
 * queries keep the global 50 minutes.
 */
export const liveRefetchIntervalMs = 30_000;

/** The console's query client: global queries refetch every 50 minutes and never on window focus (docs/domain.md#calls). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: limits.globalRefetchMinutes * 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}
