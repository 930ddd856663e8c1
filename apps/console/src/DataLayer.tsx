import { useContext, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import { PageQueries, type PageQuery } from './pageQueries.ts';
import { QueryClientChoice } from './QueryClientChoice.ts';
import { paths } from './paths.ts';

let appQueryClient: QueryClient | undefined;
const started = new WeakSet<QueryClient>();

/**
 * How long the answers a page came with count as fresh: the screens that show them do not ask for them again as they
 * mount, a moment after the server asked (ADR 0047). Later answers to the same queries keep that time too.
 */
const pageAnswerFreshMs = 30_000;

/** A client starts from the answers the page came with (ADR 0045), once: later answers are newer. */
function startFrom(client: QueryClient, pageQueries: readonly PageQuery[]): QueryClient {
  if (started.has(client)) return client;
  started.add(client);
  for (const [queryKey, data] of pageQueries) {
    client.setQueryDefaults(queryKey, { staleTime: pageAnswerFreshMs });
    client.setQueryData(queryKey, data);
  }
  return client;
}

/**
 * TanStack Query and the API client around the screens that call the API. They load with those screens' code, not
 * before the first render: the sign-in form shows without them (ADR 0040). Every screen shares one client, so a
 * layout and the screen inside it, each in a data layer, see the same cache.
 */
export function DataLayer({ children }: { children: ReactNode }) {
  const client = startFrom(
    useContext(QueryClientChoice) ?? (appQueryClient ??= createQueryClient()),
    useContext(PageQueries),
  );
  const navigate = useNavigate();
  useEffect(() => {
    // docs/domain.md#calls: a 401 from any non-public call sends the person to /sign-in without a page load.
    configureApiClient({ onUnauthenticated: () => void navigate(paths.signIn, { replace: true }) });
  }, [navigate]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
