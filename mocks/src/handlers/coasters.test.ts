import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import {
  adminCoastersResponseSchema,
  coasterAlertSettingsSchema,
  coasterDetailResponseSchema,
  coastersResponseSchema,
} from '@orbit/contract';
import { coasterStatuses, coasterStatusOrder, type CoasterStatus } from '@orbit/domain';
import { mockUsers } from '../fixtures.ts';
import { mockCoasters, mockFleet } from '../fixtures/coasters.ts';
import { coastersHandlers } from './coasters.ts';
import { createMockSession } from './session.ts';

const session = createMockSession({ signedInAs: mockUsers.client });
const blockedSession = createMockSession({ signedInAs: mockUsers.client });
const server = setupServer();
const base = 'http://console.test';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

async function call(path: string, signedInAs = session, init?: RequestInit) {
  server.resetHandlers(...coastersHandlers({ session: signedInAs }));
  const response = await fetch(`${base}${path}`, init);
  return { status: response.status, body: (await response.json()) as unknown };
}
const rank = (status: CoasterStatus) => (coasterStatusOrder as readonly CoasterStatus[]).indexOf(status);
const fleet = async (query = '') => adminCoastersResponseSchema.parse((await call(`/api/admin/coasters${query}`)).body);

describe('coasters mock answers parse with the contract (ADR 0084)', () => {
  it("gives the client its own machines and runway, and nobody else's", async () => {
    session.current = mockUsers.client;
    const own = coastersResponseSchema.parse((await call('/api/coasters')).body);
    expect(own.results.map((coaster) => coaster.licenseLabel)).toEqual(mockCoasters.map((c) => c.licenseLabel));
    expect(own.runway?.daysLeft).toBe(20);
    session.current = mockUsers.admin;
    const staff = coastersResponseSchema.parse((await call('/api/coasters')).body);
    expect(staff.results).toEqual([]);
    expect(staff.runway).toBeNull();
  });

  it('shows the account-wide block on every machine but the revoked one, with no coins left', async () => {
    server.resetHandlers(...coastersHandlers({ session: blockedSession, accountBlocked: true }));
    const answer = coastersResponseSchema.parse(await (await fetch(`${base}/api/coasters`)).json());
    expect(answer.results.map((coaster) => coaster.block?.code ?? null)).toEqual([2, 2, 2, null]);
    expect(answer.runway).toMatchObject({ balance: 0, daysLeft: 0 });
  });

  it('refuses the fleet to a client and to nobody signed in', async () => {
    session.current = mockUsers.client;
    expect((await call('/api/admin/coasters')).status).toBe(403);
    session.current = null;
    expect((await call('/api/admin/coasters')).status).toBe(401);
    expect((await call('/api/coasters')).status).toBe(401);
  });

  it('filters, orders and pages the fleet, and counts every status whatever the filter', async () => {
    session.current = mockUsers.colaborador;
    const all = await fleet();
    expect(all.meta).toEqual({ count: mockFleet.length, limit: 50, offset: 0 });
    expect(Object.keys(all.counts).sort()).toEqual([...coasterStatuses].sort());
    expect(Object.values(all.counts).reduce((sum, count) => sum + count, 0)).toBe(mockFleet.length);
    expect(all.silent).toBe(1);
    expect(all.results.map((coaster) => coaster.status)).toEqual(
      all.results.map((coaster) => coaster.status).toSorted((a, b) => rank(a) - rank(b)),
    );

    const offline = await fleet('?status=offline');
    expect(offline.results.map((coaster) => coaster.licenseLabel)).toEqual(['Parque Aventura 2', 'Vasco da Gama']);
    expect(offline.counts).toEqual(all.counts);
    expect((await fleet('?silent=true')).results.map((coaster) => coaster.licenseLabel)).toEqual(['Colombo 1']);
    expect((await fleet('?country=fra')).results.every((coaster) => coaster.client.isoAlpha3 === 'FRA')).toBe(true);
    // Ordered by status, what needs someone first: the offline one before the replaced one.
    expect((await fleet('?userId=22&appVersion=3.0.1')).results.map((coaster) => coaster.licenseLabel)).toEqual([
      'Vasco da Gama',
      'Amoreiras',
    ]);

    const busiest = await fleet('?orderby=ridesToday&order=desc&limit=2&offset=0');
    expect(busiest.results.map((coaster) => coaster.ridesToday)).toEqual([38, 14]);
    const lastSeen = await fleet('?orderby=lastSeenAt&order=desc');
    expect(lastSeen.results.at(-1)?.lastSeenAt).toBeNull();
    expect((await fleet('?limit=3&offset=9')).results).toHaveLength(mockFleet.length - 9);
  });

  it('answers 400 for a filter the contract refuses', async () => {
    session.current = mockUsers.admin;
    expect((await call('/api/admin/coasters?status=lost')).status).toBe(400);
  });
});

describe("a machine's page mock (ADR 0084)", () => {
  const page = async (deviceId: number) =>
    coasterDetailResponseSchema.parse((await call(`/api/coasters/${deviceId}`)).body);

  it('gives a month with outages, a block, daily deliveries, a version change and 168 hours with a daily rhythm', async () => {
    session.current = mockUsers.client;
    const norte = await page(45);
    expect(norte.coaster.licenseLabel).toBe('Shopping Norte 1');
    expect(norte.history.onlineRuns.length).toBeGreaterThan(2);
    expect(norte.history.onlineRuns.at(-1)?.to).toBeNull();
    expect(norte.history.blocks).toHaveLength(1);
    expect(norte.history.syncs.length).toBeGreaterThan(25);
    expect(norte.history.versions.map((version) => version.appVersion)).toEqual(['3.1.2', '3.2.0']);
    expect(norte.ridesByHour).toHaveLength(168);
    expect(norte.ridesByHour.some((hour) => hour.rides === 0)).toBe(true);
    // Today's hours hold what the row says was played today (local midnight is 03:00 UTC).
    const today = norte.ridesByHour.filter((hour) => hour.hour >= '2026-05-15T03:00:00.000Z');
    expect(today.reduce((sum, hour) => sum + hour.rides, 0)).toBe(norte.coaster.ridesToday);
    expect(today.reduce((sum, hour) => sum + hour.customers, 0)).toBe(norte.coaster.customersToday);
  });

  it("answers 404 for another's machine, for staff and for a machine of no licence, 400 for a bad id", async () => {
    session.current = mockUsers.client;
    expect((await call('/api/coasters/51')).status).toBe(404);
    expect((await call('/api/coasters/abc')).status).toBe(400);
    session.current = mockUsers.admin;
    expect((await call('/api/coasters/45')).status).toBe(404);
    session.current = null;
    expect((await call('/api/coasters/45')).status).toBe(401);
  });

  it('saves the alert settings, which the page and the list then show', async () => {
    session.current = mockUsers.client;
    server.resetHandlers(...coastersHandlers({ session }));
    const put = await fetch(`${base}/api/coasters/41/alerts`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ offlineThresholdMinutes: 45, snooze: '1h' }),
    });
    const saved = coasterAlertSettingsSchema.parse(await put.json());
    expect(saved).toEqual({
      offlineThresholdMinutes: 45,
      openingHours: null,
      snoozedUntil: '2026-05-15T13:00:00.000Z',
      snoozedUntilBack: false,
    });
    const shown = coasterDetailResponseSchema.parse(await (await fetch(`${base}/api/coasters/41`)).json());
    expect(shown.coaster.alerts).toEqual(saved);
    const list = coastersResponseSchema.parse(await (await fetch(`${base}/api/coasters`)).json());
    expect(list.results.find((coaster) => coaster.deviceId === 41)?.alerts).toEqual(saved);
    const refused = await fetch(`${base}/api/coasters/41/alerts`, {
      method: 'PUT',
      // Below the least threshold an owner may set (1 minute).
      body: '{"offlineThresholdMinutes":0}',
    });
    expect(refused.status).toBe(400);
  });

  it('shows the account-wide block on the page and, open, in its history', async () => {
    server.resetHandlers(...coastersHandlers({ session: blockedSession, accountBlocked: true }));
    const blocked = coasterDetailResponseSchema.parse(await (await fetch(`${base}/api/coasters/45`)).json());
    expect(blocked.coaster.block?.code).toBe(2);
    expect(blocked.history.blocks.at(-1)).toMatchObject({ code: 2, onAccount: true, to: null });
  });
});
