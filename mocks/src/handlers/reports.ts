import {
  customersPerLicenseQuerySchema,
  errorMessages,
  licenseConsumptionsReportParamsSchema,
  monthReportQuerySchema,
  routes,
  timezoneQuerySchema,
  walletBalanceReportQuerySchema,
} from '@orbit/contract';
import type { Consumption, RangeKind } from '@orbit/contract';
import { rideTotalsOf } from '@orbit/domain';
import { mockConsumptions, mockLicenses, mockNow, mockWalletBalance } from '../fixtures/client-area.ts';
import { mockError, mockRoute } from '../respond.ts';
import { calendarRange, parseOrReject, queryOf, ridesWithin } from './client-area-helpers.ts';
import type { MockRange } from './client-area-helpers.ts';

const iso = (range: MockRange) => ({ startAt: range.startAt.toISOString(), endAt: range.endAt.toISOString() });

/** Customers and rides grouped by a key, most customers first. */
function grouped(rides: Consumption[], keyOf: (ride: Consumption) => string) {
  const groups = new Map<string, { rides: Consumption[] }>();
  for (const ride of rides) {
    const group = groups.get(keyOf(ride)) ?? { rides: [] };
    group.rides.push(ride);
    groups.set(keyOf(ride), group);
  }
  return [...groups.entries()]
    .map(([key, group]) => ({
      key,
      first: group.rides[0],
      customersAmount: rideTotalsOf(group.rides).customers,
      ridesAmount: group.rides.length,
    }))
    .sort((a, b) => b.customersAmount - a.customersAmount);
}

/** The dashboard reports over the mock rides, in UTC months, weeks and days. */
export function reportsHandlers() {
  return [
    mockRoute(routes.reportLicenseConsumptions, ({ request, params }) => {
      const parsed = parseOrReject(licenseConsumptionsReportParamsSchema, { licenseKey: params.licenseKey });
      if ('error' in parsed) return parsed.error;
      const query = parseOrReject(timezoneQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      if (!mockLicenses.some((license) => license.key === parsed.data.licenseKey)) {
        return mockError(404, errorMessages.notFound);
      }
      const rides = mockConsumptions.filter((ride) => ride.licenseKey === parsed.data.licenseKey);
      const totals = (kind: RangeKind) => {
        const range = calendarRange(new Date(mockNow), kind);
        const totals = rideTotalsOf(ridesWithin(rides, range));
        return { ...iso(range), customersAmount: totals.customers, ridesAmount: totals.rides };
      };
      return { day: totals('day'), isoWeek: totals('isoWeek'), month: totals('month') };
    }),

    mockRoute(routes.reportLicenseRanking, ({ request }) => {
      const query = parseOrReject(monthReportQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      const range = calendarRange(new Date(query.data.referenceDate ?? mockNow), 'month');
      return {
        ...iso(range),
        results: grouped(ridesWithin(mockConsumptions, range), (ride) => ride.licenseKey).map((group) => ({
          licenseKey: group.key,
          label: group.first?.label ?? '',
          customersAmount: group.customersAmount,
          ridesAmount: group.ridesAmount,
        })),
      };
    }),

    mockRoute(routes.reportScenarioShare, ({ request }) => {
      const query = parseOrReject(monthReportQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      const range = calendarRange(new Date(query.data.referenceDate ?? mockNow), 'month');
      return {
        ...iso(range),
        results: grouped(ridesWithin(mockConsumptions, range), (ride) => String(ride.scenarioId)).map((group) => ({
          scenarioId: Number(group.key),
          scenarioTitles: group.first?.scenarioTitles ?? {},
          customersAmount: group.customersAmount,
          ridesAmount: group.ridesAmount,
        })),
      };
    }),

    mockRoute(routes.reportCustomersPerLicense, ({ request }) => {
      const query = parseOrReject(customersPerLicenseQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      const reference = new Date(query.data.endAt ?? mockNow);
      const months = Array.from({ length: 12 }, (_, index) => calendarRange(reference, 'month', index - 11));
      const first = months[0];
      const last = months.at(-1);
      const licenses =
        first && last
          ? grouped(
              ridesWithin(mockConsumptions, { startAt: first.startAt, endAt: last.endAt }),
              (ride) => ride.licenseKey,
            )
          : [];
      return {
        licenses: licenses.map((group) => ({
          key: group.key,
          label: group.first?.label ?? '',
          customersAmount: group.customersAmount,
        })),
        rows: months.map((month) => {
          const inMonth = ridesWithin(mockConsumptions, month);
          return {
            ...iso(month),
            customers: Object.fromEntries(
              licenses.map((group) => [
                group.key,
                inMonth
                  .filter((ride) => ride.licenseKey === group.key)
                  .reduce((sum, ride) => sum + ride.customersAmount, 0),
              ]),
            ),
          };
        }),
      };
    }),

    mockRoute(routes.reportWalletBalance, ({ request }) => {
      const query = parseOrReject(walletBalanceReportQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      return mockWalletBalance;
    }),
  ];
}
