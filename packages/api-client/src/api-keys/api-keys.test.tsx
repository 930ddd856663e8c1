import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApiClient } from '../client.ts';
import { adminApiKeysQueryOptions } from './admin-api-keys.ts';
import { useAdminRollApiKey } from './admin-roll-api-key.ts';
import { apiKeysQueryOptions } from './api-keys.ts';
import { useCreateApiKey } from './create-api-key.ts';

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

describe('API key queries (ADR 0092)', () => {
  it("keeps one's own keys and the business's under different keys", () => {
    expect(apiKeysQueryOptions().queryKey).not.toEqual(adminApiKeysQueryOptions().queryKey);
  });

  it('sends the form as the body and refreshes the own list, not the business one', async () => {
    let sent: unknown;
    server.use(
      http.post(`${base}/api/api-keys`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Invalid input', errors: { name: 'Too long' } }, { status: 400 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    client.setQueryData(apiKeysQueryOptions().queryKey, { results: [] });
    client.setQueryData(adminApiKeysQueryOptions().queryKey, { results: [] });
    const { result } = renderHook(() => useCreateApiKey(), { wrapper: withClient(client) });
    const body = { name: 'Till', scopes: ['wallet:read' as const], expiresInDays: 30, allowedAddresses: [] };
    await act(async () => {
      await expect(result.current.mutateAsync(body)).rejects.toMatchObject({
        status: 400,
        errors: { name: 'Too long' },
      });
    });
    expect(sent).toEqual(body);
    // A refused form changes nothing: neither list is asked for again.
    expect(client.getQueryState(apiKeysQueryOptions().queryKey)?.isInvalidated).toBe(false);
  });

  it('refreshes the business list after a refused roll, as the key was revoked or expired meanwhile', async () => {
    let rolled: unknown;
    server.use(
      http.post(`${base}/api/admin/api-keys/7/roll`, async ({ request }) => {
        rolled = await request.json();
        return HttpResponse.json({ message: 'The API key is revoked' }, { status: 409 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    client.setQueryData(adminApiKeysQueryOptions().queryKey, { results: [] });
    const { result } = renderHook(() => useAdminRollApiKey(), { wrapper: withClient(client) });
    await act(async () => {
      await expect(result.current.mutateAsync({ id: 7, overlapHours: 48 })).rejects.toMatchObject({ status: 409 });
    });
    expect(rolled).toEqual({ overlapHours: 48 });
    await waitFor(() => expect(client.getQueryState(adminApiKeysQueryOptions().queryKey)?.isInvalidated).toBe(true));
  });
});
