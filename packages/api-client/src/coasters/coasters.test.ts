import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AdminCoastersResponse, CoasterDetailResponse, CoastersResponse } from '@orbit/contract';
import { configureApiClient } from '../client.ts';
import { liveRefetchInterval, setLiveStreamUp } from '../live/live-state.ts';
import { refreshLiveQueries } from '../live/live-updates.ts';
import { liveRefetchIntervalMs } from '../query-client.ts';
import { adminCoastersPageSize, adminCoastersQueryKey, adminCoastersQueryOptions } from './admin-coasters.ts';
import { coasterQueryKey, coasterQueryOptions } from './coaster.ts';
import { coastersQueryKey, coastersQueryOptions } from './coasters.ts';
import { saveCoasterAlertSettings, showSavedCoasterAlerts } from './save-coaster-alert-settings.ts';

const base = 'http://console.test';
const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  configureApiClient({ baseUrl: base });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const newest = { appVersion: '3.2.0', gameVersions: { OrbitCoaster: '1.9.0', BubbleCoaster: null } };
const serverTime = '2026-05-15T12:00:00.000Z';
const own: CoastersResponse = { results: [], newest, runway: null, serverTime };
const fleet: AdminCoastersResponse = {
  results: [],
  meta: { count: 0, limit: 50, offset: 0 },
  counts: { online: 0, late: 0, offline: 0, switchedOff: 0, notActivated: 0, replaced: 0, revoked: 0 },
  silent: 0,
  newest,
  serverTime,
};

describe('the coasters page (ADR 0084)', () => {
  it('asks for the own machines every 30 seconds only while no live stream is up', async () => {
    let asked = '';
    server.use(
      http.get(`${base}/api/coasters`, ({ request }) => {
        asked = new URL(request.url).pathname;
        return HttpResponse.json(own);
      }),
    );
    const options = coastersQueryOptions();
    expect(options.refetchInterval).toBe(liveRefetchInterval);
    expect(liveRefetchInterval()).toBe(liveRefetchIntervalMs);
    setLiveStreamUp(true);
    try {
      expect(liveRefetchInterval()).toBe(false);
    } finally {
      setLiveStreamUp(false);
    }
    expect(await new QueryClient().fetchQuery(options)).toEqual(own);
    expect(asked).toBe('/api/coasters');
  });

  it('is refreshed by the live changes of statuses, rides, licences, blocks and the wallet, not by others', () => {
    for (const kind of ['coasters', 'rides', 'licenses', 'blocking', 'wallet', 'notifications', 'fleet'] as const) {
      const client = new QueryClient();
      client.setQueryData(coastersQueryKey, own);
      // A machine's own queries are under the same root.
      client.setQueryData([...coastersQueryKey, 12, 'history'], {});
      refreshLiveQueries(client, [kind]);
      const told = kind !== 'notifications' && kind !== 'fleet';
      expect(client.getQueryState(coastersQueryKey)?.isInvalidated, kind).toBe(told);
      expect(client.getQueryState([...coastersQueryKey, 12, 'history'])?.isInvalidated, kind).toBe(told);
    }
  });
});

describe('the fleet page (ADR 0084)', () => {
  it('sends the filters, the order and the page, and leaves out what is not chosen', async () => {
    let asked = '';
    server.use(
      http.get(`${base}/api/admin/coasters`, ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json(fleet);
      }),
    );
    await new QueryClient().fetchQuery(
      adminCoastersQueryOptions({
        status: 'offline',
        userId: 21,
        country: 'FRA',
        appVersion: '3.1.2',
        silent: true,
        orderby: 'lastSeenAt',
        order: 'desc',
        page: 3,
      }),
    );
    expect(asked).toBe(
      `?status=offline&userId=21&country=FRA&appVersion=3.1.2&silent=true&orderby=lastSeenAt&order=desc` +
        `&limit=${adminCoastersPageSize}&offset=${2 * adminCoastersPageSize}`,
    );
    await new QueryClient().fetchQuery(adminCoastersQueryOptions({ orderby: 'status', order: 'asc', page: 1 }));
    expect(asked).toBe('?orderby=status&order=asc&limit=50&offset=0');
  });

  it('keys each page and filter apart under one root, and polls every 30 seconds only while no stream is up', () => {
    const first = adminCoastersQueryOptions({ orderby: 'status', order: 'asc', page: 1 });
    const silent = adminCoastersQueryOptions({ orderby: 'status', order: 'asc', page: 1, silent: true });
    const second = adminCoastersQueryOptions({ orderby: 'status', order: 'asc', page: 2 });
    const keys = [first, silent, second].map((options) => options.queryKey);
    for (const key of keys) expect(key.slice(0, 2)).toEqual([...adminCoastersQueryKey]);
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(3);
    expect(first.refetchInterval).toBe(liveRefetchInterval);
    expect(first.placeholderData).toBeDefined();
  });

  it('is refreshed by the live changes of the fleet only, every page and filter of it', () => {
    for (const kind of ['fleet', 'coasters', 'rides', 'notifications'] as const) {
      const client = new QueryClient();
      const pages = [1, 2].map((page) => adminCoastersQueryOptions({ orderby: 'status', order: 'asc', page }).queryKey);
      for (const key of pages) client.setQueryData(key, fleet);
      refreshLiveQueries(client, [kind]);
      for (const key of pages) expect(client.getQueryState(key)?.isInvalidated, kind).toBe(kind === 'fleet');
    }
  });
});

describe("a machine's page (ADR 0084)", () => {
  const page: CoasterDetailResponse = {
    coaster: {
      licenseId: 11,
      licenseKey: 'K',
      licenseLabel: 'Norte 1',
      gameModel: 'OrbitCoaster',
      deviceId: 45,
      hostname: null,
      status: 'online',
      statusSince: null,
      lastSeenAt: serverTime,
      silent: false,
      ridesToday: 0,
      customersToday: 0,
      usualRidesByNow: null,
      lastRideAt: null,
      pendingRides: 0,
      syncLagSeconds: null,
      appVersion: null,
      gameVersion: null,
      licenseFileExpiresAt: null,
      block: null,
      uptime7d: null,
      alerts: { offlineThresholdMinutes: 15, openingHours: null, snoozedUntil: null, snoozedUntilBack: false },
    },
    newest,
    history: { from: serverTime, to: serverTime, onlineRuns: [], blocks: [], syncs: [], versions: [] },
    ridesByHour: [],
    serverTime,
  };

  it('asks for the machine every 30 seconds, under the key the live changes of the list refresh', async () => {
    let asked = '';
    server.use(
      http.get(`${base}/api/coasters/:deviceId`, ({ request }) => {
        asked = new URL(request.url).pathname;
        return HttpResponse.json(page);
      }),
    );
    const options = coasterQueryOptions(45);
    expect(options.refetchInterval).toBe(liveRefetchIntervalMs);
    expect(await new QueryClient().fetchQuery(options)).toEqual(page);
    expect(asked).toBe('/api/coasters/45');
    const client = new QueryClient();
    client.setQueryData(coasterQueryKey(45), page);
    refreshLiveQueries(client, ['rides']);
    expect(client.getQueryState(coasterQueryKey(45))?.isInvalidated).toBe(true);
  });

  it('sends the settings, then shows the answer at once on the page and on its list row only', async () => {
    const alerts = { offlineThresholdMinutes: 45, openingHours: null, snoozedUntil: null, snoozedUntilBack: true };
    let sent: unknown;
    server.use(
      http.put(`${base}/api/coasters/45/alerts`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(alerts);
      }),
    );
    const settings = { offlineThresholdMinutes: 45, snooze: 'untilBack' as const };
    expect(await saveCoasterAlertSettings({ deviceId: 45, settings })).toEqual(alerts);
    expect(sent).toEqual(settings);

    const client = new QueryClient();
    client.setQueryData(coasterQueryKey(45), page);
    client.setQueryData(coastersQueryKey, { ...own, results: [page.coaster, { ...page.coaster, deviceId: 46 }] });
    await showSavedCoasterAlerts(client, 45, alerts);
    expect(client.getQueryData<CoasterDetailResponse>(coasterQueryKey(45))?.coaster.alerts).toEqual(alerts);
    const list = client.getQueryData<CoastersResponse>(coastersQueryKey);
    expect(list?.results.map((row) => row.alerts?.offlineThresholdMinutes)).toEqual([45, 15]);
    expect(client.getQueryState(coastersQueryKey)?.isInvalidated).toBe(true);
  });
});
