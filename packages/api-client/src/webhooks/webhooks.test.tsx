import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApiClient } from '../client.ts';
import { useCreateWebhookEndpoint } from './create-webhook-endpoint.ts';
import { useTestWebhook } from './test-webhook.ts';
import {
  useWebhookDeliveries,
  webhookDeliveriesPageSize,
  webhookDeliveriesQueryOptions,
} from './webhook-deliveries.ts';
import { webhookEndpointsQueryOptions } from './webhook-endpoints.ts';

const base = 'http://console.test';
const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  configureApiClient({ baseUrl: base });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function withClient(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}
const attempt = (id: number) => ({
  id,
  eventId: `evt_${id}`,
  eventType: 'coins.inserted',
  attempt: 1,
  attemptedAt: '2026-05-15T12:00:00.000Z',
  status: 200,
  succeeded: true,
  durationMs: 80,
  error: null,
  responseBody: null,
});

describe('webhook queries (ADR 0093)', () => {
  it("keeps one's own endpoints and the business's apart, each endpoint's log under its list", () => {
    expect(webhookEndpointsQueryOptions('own').queryKey).not.toEqual(webhookEndpointsQueryOptions('business').queryKey);
    expect(webhookDeliveriesQueryOptions('business', 4).queryKey.slice(0, 2)).toEqual(
      webhookEndpointsQueryOptions('business').queryKey,
    );
  });

  it('asks the business list of an admin and refreshes nothing when a new endpoint is refused', async () => {
    let sent: unknown;
    server.use(
      http.post(`${base}/api/admin/webhook-endpoints`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Invalid input', errors: { url: 'Refused' } }, { status: 400 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    client.setQueryData(webhookEndpointsQueryOptions('business').queryKey, { results: [] });
    const { result } = renderHook(() => useCreateWebhookEndpoint('business'), { wrapper: withClient(client) });
    const body = { url: 'https://10.0.0.5/hook', eventTypes: ['coins.inserted' as const] };
    await act(async () => {
      await expect(result.current.mutateAsync(body)).rejects.toMatchObject({ status: 400, errors: { url: 'Refused' } });
    });
    expect(sent).toEqual(body);
    expect(client.getQueryState(webhookEndpointsQueryOptions('business').queryKey)?.isInvalidated).toBe(false);
  });

  it('pages the delivery log below the oldest attempt shown, and asks it again after a test event', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${base}/api/webhook-endpoints/7/deliveries`, ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const before = Number(url.searchParams.get('before') ?? 1_000);
        const size = before === 1_000 ? webhookDeliveriesPageSize : 2;
        return HttpResponse.json({ results: Array.from({ length: size }, (_, index) => attempt(before - 1 - index)) });
      }),
      http.post(`${base}/api/webhook-endpoints/7/test`, () => HttpResponse.json({ eventId: 'evt_test' })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => ({ log: useWebhookDeliveries('own', 7), test: useTestWebhook('own') }), {
      wrapper: withClient(client),
    });
    await waitFor(() => expect(result.current.log.data?.pages).toHaveLength(1));
    expect(result.current.log.hasNextPage).toBe(true);
    await act(async () => {
      await result.current.log.fetchNextPage();
    });
    expect(asked[1]).toBe(`?limit=${webhookDeliveriesPageSize}&before=${1_000 - webhookDeliveriesPageSize}`);
    await waitFor(() => expect(result.current.log.data?.pages).toHaveLength(2));
    expect(result.current.log.hasNextPage).toBe(false);

    await act(async () => {
      await result.current.test.mutateAsync(7);
    });
    await waitFor(() => expect(asked.length).toBeGreaterThan(2));
  });
});
