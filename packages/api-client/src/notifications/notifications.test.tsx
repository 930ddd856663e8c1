import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { NotificationPreferences, NotificationsResponse } from '@orbit/contract';
import { configureApiClient } from '../client.ts';
import { setLiveStreamUp } from '../live/live-state.ts';
import {
  latestNotificationsCount,
  latestNotificationsQueryOptions,
  notificationsPollMs,
} from './latest-notifications.ts';
import { useMarkNotificationsRead } from './mark-notifications-read.ts';
import { notificationPreferencesQueryOptions } from './notification-preferences.ts';
import { notificationsQueryKeyRoot, notificationsQueryOptions } from './notifications.ts';
import { useSetNotificationPreferences } from './set-notification-preferences.ts';

const base = 'http://console.test';
const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  configureApiClient({ baseUrl: base });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const empty: NotificationsResponse = { results: [], meta: { count: 0, limit: 20, offset: 0 }, unread: 0 };
const preferences: NotificationPreferences = {
  kinds: [{ kind: 'coinsInserted', console: true, mail: false, security: false }],
  digest: false,
};

function withClient(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('notification queries (ADR 0080)', () => {
  it('all start with the one key the live stream refreshes', () => {
    const keys = [
      latestNotificationsQueryOptions().queryKey,
      notificationsQueryOptions({ page: 2, kind: 'coinsInserted', unreadOnly: true }).queryKey,
      notificationPreferencesQueryOptions().queryKey,
    ];
    for (const key of keys) expect(key.slice(0, 1)).toEqual([...notificationsQueryKeyRoot]);
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(keys.length);
  });

  it('the bell asks for the newest few every minute, and not while the live stream is up', async () => {
    let asked = '';
    server.use(
      http.get(`${base}/api/notifications`, ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json(empty);
      }),
    );
    const options = latestNotificationsQueryOptions();
    expect(notificationsPollMs).toBe(60_000);
    const refetchInterval = options.refetchInterval as () => number | false;
    expect(refetchInterval()).toBe(60_000);
    setLiveStreamUp(true);
    expect(refetchInterval()).toBe(false);
    setLiveStreamUp(false);
    await new QueryClient().fetchQuery(options);
    expect(asked).toBe(`?limit=${latestNotificationsCount}&offset=0`);
  });

  it('the history asks for its page, kind and unread ones only', async () => {
    let asked = '';
    server.use(
      http.get(`${base}/api/notifications`, ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json(empty);
      }),
    );
    await new QueryClient().fetchQuery(
      notificationsQueryOptions({ page: 3, kind: 'licenseCreated', unreadOnly: true }),
    );
    expect(asked).toBe('?limit=20&offset=40&kind=licenseCreated&unread=true');
    await new QueryClient().fetchQuery(notificationsQueryOptions({ page: 1 }));
    expect(asked).toBe('?limit=20&offset=0');
  });

  it('marking read sends the ids and refreshes the bell, the history and nothing else', async () => {
    let body: unknown;
    server.use(
      http.post(`${base}/api/notifications/read`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ unread: 0 });
      }),
    );
    const client = new QueryClient();
    const keys = {
      bell: latestNotificationsQueryOptions().queryKey,
      history: notificationsQueryOptions({ page: 1 }).queryKey,
      other: ['me'],
    };
    for (const key of Object.values(keys)) client.setQueryData<unknown>(key, {});
    const { result } = renderHook(() => useMarkNotificationsRead(), { wrapper: withClient(client) });
    await act(() => result.current.mutateAsync({ ids: [4, 5] }));
    expect(body).toEqual({ ids: [4, 5] });
    const invalidated = Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(invalidated).toEqual(['bell', 'history']);
  });

  it('saved preferences become the ones on screen', async () => {
    const saved = { ...preferences, digest: true };
    server.use(http.put(`${base}/api/notification-preferences`, () => HttpResponse.json(saved)));
    const client = new QueryClient();
    client.setQueryData(notificationPreferencesQueryOptions().queryKey, preferences);
    const { result } = renderHook(() => useSetNotificationPreferences(), { wrapper: withClient(client) });
    await act(() => result.current.mutateAsync({ kinds: [], digest: true }));
    await waitFor(() => expect(client.getQueryData(notificationPreferencesQueryOptions().queryKey)).toEqual(saved));
  });
});
