import {
  adminCoastersQuerySchema,
  deviceIdParamsSchema,
  errorMessages,
  putCoasterAlertSettingsBodySchema,
  routes,
} from '@orbit/contract';
import type {
  AdminCoaster,
  AdminCoastersQuery,
  Coaster,
  CoasterAlertSettings,
  CoasterDetailResponse,
  CoastersResponse,
} from '@orbit/contract';
import { coasterStatuses, coasterStatusOrder, isStaff, versionOrderKey, type CoasterStatus } from '@orbit/domain';
import { mockUsers } from '../fixtures.ts';
import { mockBlockedOrders, mockNow } from '../fixtures/client-area.ts';
import { mockCoasterPages, mockCoastersResponse, mockFleet, mockNewestVersions } from '../fixtures/coasters.ts';
import { mockError, mockRoute } from '../respond.ts';
import { bodyOf, parseOrReject, queryOf } from './client-area-helpers.ts';
import type { MockSession } from './session.ts';

export interface CoastersHandlerOptions {
  /** Who calls: a client reads its own machines, staff every client's. */
  session: MockSession;
  /** The mock client's account is blocked for want of coins (as `blocking: { account: 'blocked' }` answers). */
  accountBlocked?: boolean;
}

const [accountOrder] = mockBlockedOrders;

/** The mock client's page while its account is blocked: every machine carries the block, and the coins are gone. */
function blockedAccount(answer: CoastersResponse): CoastersResponse {
  if (!accountOrder) return answer;
  const block = { code: accountOrder.code, reason: accountOrder.reason, since: accountOrder.createdAt };
  return {
    ...answer,
    results: answer.results.map((coaster) => (coaster.status === 'revoked' ? coaster : { ...coaster, block })),
    runway: { balance: 0, coinsPerDay: 410, daysLeft: 0, ridesLeft: 0, blockExpectedAt: accountOrder.createdAt },
  };
}

/** A machine's page while the account is blocked: the block on its row and, open, at the end of its history. */
function blockedPage(page: CoasterDetailResponse): CoasterDetailResponse {
  if (!accountOrder) return page;
  const [coaster = page.coaster] = blockedAccount({ ...mockCoastersResponse, results: [page.coaster] }).results;
  const block = { code: accountOrder.code, reason: accountOrder.reason, onAccount: true, from: accountOrder.createdAt };
  return {
    ...page,
    coaster: { ...page.coaster, block: coaster.block },
    history: { ...page.history, blocks: [...page.history.blocks, { ...block, to: null }] },
  };
}

const hourMs = 3_600_000;

/** What a snooze chosen at `at` silences until (ADR 0086); "tomorrow" is the next midnight in São Paulo (UTC−3). */
function snoozeOf(snooze: '1h' | 'tomorrow' | 'untilBack' | null, at: number) {
  if (snooze === '1h') return { snoozedUntil: new Date(at + hourMs).toISOString(), snoozedUntilBack: false };
  if (snooze === 'tomorrow') {
    const nextMidnight = (Math.floor((at - 3 * hourMs) / (24 * hourMs)) + 1) * 24 * hourMs + 3 * hourMs;
    return { snoozedUntil: new Date(nextMidnight).toISOString(), snoozedUntilBack: false };
  }
  return { snoozedUntil: null, snoozedUntilBack: snooze === 'untilBack' };
}

/** The fleet's order by status: what needs someone first (ADR 0084). */
const statusRank = (status: CoasterStatus) => (coasterStatusOrder as readonly CoasterStatus[]).indexOf(status);
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Compares two machines by the fleet page's order. */
function compareBy(orderby: AdminCoastersQuery['orderby']): (a: AdminCoaster, b: AdminCoaster) => number {
  const text = (value: string | null) => value ?? '';
  switch (orderby) {
    case 'client':
      return (a, b) => collator.compare(a.client.name, b.client.name);
    case 'lastSeenAt':
      return (a, b) => text(a.lastSeenAt).localeCompare(text(b.lastSeenAt));
    case 'ridesToday':
      return (a, b) => a.ridesToday - b.ridesToday;
    case 'appVersion':
      return (a, b) => {
        const [left, right] = [versionOrderKey(text(a.appVersion)), versionOrderKey(text(b.appVersion))];
        return left < right ? -1 : left > right ? 1 : 0;
      };
    default:
      return (a, b) => statusRank(a.status) - statusRank(b.status);
  }
}

/** Whether a machine has no value to order by (never seen, no app): such machines go last either way. */
function emptyFor(orderby: AdminCoastersQuery['orderby'], coaster: AdminCoaster): boolean {
  if (orderby === 'lastSeenAt') return coaster.lastSeenAt === null;
  return orderby === 'appVersion' && coaster.appVersion === null;
}

function matches(coaster: AdminCoaster, query: AdminCoastersQuery): boolean {
  return (
    (query.status === undefined || coaster.status === query.status) &&
    (query.userId === undefined || coaster.client.id === query.userId) &&
    (query.country === undefined || coaster.client.isoAlpha3 === query.country) &&
    (query.appVersion === undefined || coaster.appVersion === query.appVersion) &&
    (query.silent !== 'true' || coaster.silent)
  );
}

/**
 * The coasters page and the staff fleet page (ADR 0084): a client reads the machines of its own licences with its
 * wallet's runway (the mock client its four, anyone else none); staff read every client's, filtered, ordered and
 * paged, with the counts by status of the whole fleet whatever the filter.
 */
export function coastersHandlers({ session, accountBlocked = false }: CoastersHandlerOptions) {
  /** Alert settings saved while the handlers live, by machine: the machine's page then shows them. */
  const savedAlerts = new Map<number, CoasterAlertSettings>();
  /** The mock client's machine of that id, or the error the server would answer. */
  const ownMachine = (
    params: Record<string, unknown>,
  ): { page: CoasterDetailResponse } | { error: ReturnType<typeof mockError> } => {
    const user = session.current;
    if (!user) return { error: mockError(401, errorMessages.unauthenticated) };
    const parsed = parseOrReject(deviceIdParamsSchema, { deviceId: params.deviceId });
    if ('error' in parsed) return parsed;
    const page = user.id === mockUsers.client.id ? mockCoasterPages.get(parsed.data.deviceId) : undefined;
    return page ? { page } : { error: mockError(404, errorMessages.notFound) };
  };
  return [
    mockRoute(routes.coasters, () => {
      const user = session.current;
      if (!user) return mockError(401, errorMessages.unauthenticated);
      if (user.id !== mockUsers.client.id) {
        return { results: [] as Coaster[], newest: mockNewestVersions, runway: null, serverTime: mockNow };
      }
      const answer = accountBlocked ? blockedAccount(mockCoastersResponse) : mockCoastersResponse;
      const alertsOf = (coaster: Coaster) =>
        coaster.deviceId === null
          ? undefined
          : (savedAlerts.get(coaster.deviceId) ?? mockCoasterPages.get(coaster.deviceId)?.coaster.alerts);
      return {
        ...answer,
        results: answer.results.map((coaster) => {
          const alerts = alertsOf(coaster);
          return alerts ? { ...coaster, alerts } : coaster;
        }),
      };
    }),

    // One of the mock client's machines; any other is a 404, as for staff, who own none.
    mockRoute(routes.coaster, ({ params }) => {
      const machine = ownMachine(params);
      if ('error' in machine) return machine.error;
      const page = accountBlocked ? blockedPage(machine.page) : machine.page;
      const alerts = savedAlerts.get(page.coaster.deviceId ?? 0) ?? page.coaster.alerts;
      return { ...page, coaster: { ...page.coaster, alerts } };
    }),

    mockRoute(routes.coasterAlertSettings, async ({ request, params }) => {
      const machine = ownMachine(params);
      if ('error' in machine) return machine.error;
      const parsed = parseOrReject(putCoasterAlertSettingsBodySchema, await bodyOf(request));
      if ('error' in parsed) return parsed.error;
      const { offlineThresholdMinutes, openingHours, snooze } = parsed.data;
      const deviceId = machine.page.coaster.deviceId ?? 0;
      const current = savedAlerts.get(deviceId) ?? machine.page.coaster.alerts;
      const saved: CoasterAlertSettings = {
        offlineThresholdMinutes,
        openingHours: openingHours && Object.values(openingHours).some(Boolean) ? openingHours : null,
        ...(snooze === undefined
          ? { snoozedUntil: current.snoozedUntil, snoozedUntilBack: current.snoozedUntilBack }
          : snoozeOf(snooze, Date.parse(mockNow))),
      };
      savedAlerts.set(deviceId, saved);
      return saved;
    }),

    mockRoute(routes.adminCoasters, ({ request }) => {
      const user = session.current;
      if (!user) return mockError(401, errorMessages.unauthenticated);
      if (!isStaff(user.scope)) return mockError(403, errorMessages.forbidden);
      const parsed = parseOrReject(adminCoastersQuerySchema, queryOf(request));
      if ('error' in parsed) return parsed.error;
      const query = parsed.data;
      const compare = compareBy(query.orderby);
      const sign = query.order === 'asc' ? 1 : -1;
      const matching = mockFleet
        .filter((coaster) => matches(coaster, query))
        .toSorted(
          (a, b) =>
            Number(emptyFor(query.orderby, a)) - Number(emptyFor(query.orderby, b)) ||
            sign * compare(a, b) ||
            collator.compare(a.licenseLabel, b.licenseLabel),
        );
      const counts = Object.fromEntries(
        coasterStatuses.map((status) => [status, mockFleet.filter((coaster) => coaster.status === status).length]),
      ) as Record<CoasterStatus, number>;
      return {
        results: matching.slice(query.offset, query.offset + query.limit),
        meta: { count: matching.length, limit: query.limit, offset: query.offset },
        counts,
        silent: mockFleet.filter((coaster) => coaster.silent).length,
        newest: mockNewestVersions,
        serverTime: mockNow,
      };
    }),
  ];
}
