import { useContext, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import { QueryClientChoice } from './QueryClientChoice.ts';

let appQueryClient: QueryClient | undefined;

/**
 * TanStack Query and the API client around the screens that call the API. They load with those screens' code, not
 * before the first render: the sign-in form shows without them (ADR 0040). Every screen shares one client, so a
 * layout and the screen inside it, each in a data layer, see the same cache.
 */
export function DataLayer({ children }: { children: ReactNode }) {
  const client = useContext(QueryClientChoice) ?? (appQueryClient ??= createQueryClient());
  const navigate = useNavigate();
  useEffect(() => {
    // Spec §7: a 401 from any non-public call sends the person to /sign-in without a page load.
    configureApiClient({ onUnauthenticated: () => void navigate('/sign-in', { replace: true }) });
  }, [navigate]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
