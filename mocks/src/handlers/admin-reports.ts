import {
  adminReportLicensesByLocationRequestSchema,
  adminReportRidesCsvQuerySchema,
  adminReportCsvColumns,
  adminReportCsvFileNames,
  adminReportCsvQuerySchema,
  adminReportWalletStatementCsvQuerySchema,
  adminReportSalesByMonthRequestSchema,
  adminReportConsumptionByDayRequestSchema,
  adminReportConsumptionByMonthRequestSchema,
  adminReportRidesRequestSchema,
  adminReportSearchLicenseQuerySchema,
  adminReportLicensesRequestSchema,
  adminReportPageQuerySchema,
  adminReportWalletStatementQuerySchema,
  adminReportCoinsRequestSchema,
  adminReportUsersQuerySchema,
  errorMessages,
  searchLicenseMaxResults,
  routes,
} from '@orbit/contract';
import type {
  AdminReportLicenseByLocation,
  AdminReportLicensesByLocationRequest,
  AdminReportSalesByMonthEntry,
  AdminReportSalesByMonthRequest,
  AdminReportConsumptionByDay,
  AdminReportConsumptionByMonth,
  AdminReportConsumptionByDayRequest,
  AdminReportConsumptionByMonthRequest,
  AdminReportRidesRequest,
  AdminReportCsvName,
  AdminReportPageQuery,
  AdminReportWalletStatementEntry,
  AdminReportCoinsEntry,
  AdminReportCoinsRequest,
} from '@orbit/contract';
import { contentTextIn, csvFileName, rangeBefore, rideTotalsOf } from '@orbit/domain';
import type { z } from 'zod';
import { mockNow } from '../fixtures/client-area.ts';
import {
  mockReportClients,
  mockReportLicenses,
  mockReportRides,
  mockReportWalletRecords,
  mockStaffNames,
} from '../fixtures/admin-reports.ts';
import { mockCsvRoute, mockError, mockRoute } from '../respond.ts';
import type { MockCsv } from '../respond.ts';
import { bodyOf, parseOrReject, queryOf } from './client-area-helpers.ts';

interface Range {
  startAt: string;
  endAt: string;
}

const within = (instant: string, range: Range) =>
  Date.parse(instant) >= Date.parse(range.startAt) && Date.parse(instant) < Date.parse(range.endAt);

/** A page of `rows` with the server's meta; a body's own offset moves the first page further. */
function paged<Row>(rows: Row[], query: AdminReportPageQuery, extraOffset = 0) {
  const offset = extraOffset + (query.page - 1) * query.limit;
  return {
    results: rows.slice(offset, offset + query.limit),
    meta: { count: rows.length, limit: query.limit, offset },
  };
}

const sum = <Row>(rows: Row[], valueOf: (row: Row) => number) => rows.reduce((total, row) => total + valueOf(row), 0);

const ownerOf = (key: string) => mockReportLicenses.find((license) => license.key === key)?.userId;
const clientOf = (userId: number | undefined) => mockReportClients.find((client) => client.id === userId);

/** The same 400 as the server when a filter names something that does not exist. */
const unknown = (field: string, values: readonly (number | string)[]) =>
  mockError(400, errorMessages.invalidInput, { [field]: `Unknown: ${values.join(', ')}` });

function unknownClients(field: string, ids: readonly number[]) {
  const missing = ids.filter((id) => !clientOf(id));
  return missing.length > 0 ? unknown(field, missing) : undefined;
}

function foreignLicenses(userIds: readonly number[], keys: readonly string[]) {
  const refused = keys.filter((key) => !userIds.includes(ownerOf(key) ?? 0));
  return refused.length > 0 ? unknown('licensesKey', refused) : undefined;
}

/** Every mock client is in one of these countries; others exist in the real list but have no clients here. */
const knownCountries = new Set([32, 76, 250, 380, 620, 724, 840]);
function unknownCountries(ids: readonly number[]) {
  const missing = ids.filter((id) => !knownCountries.has(id));
  return missing.length > 0 ? unknown('countries', missing) : undefined;
}

const clientsIn = (countries: readonly number[]) =>
  new Set(mockReportClients.filter((client) => countries.includes(client.countryId)).map((client) => client.id));

/** Totals per UTC month, oldest first: the mocks keep to UTC, the server groups in the asked zone. */
function perMonth<Row>(rows: Row[], instantOf: (row: Row) => string, valueOf: (row: Row) => number) {
  const months = new Map<string, number>();
  for (const row of rows) {
    const month = instantOf(row).slice(0, 7);
    months.set(month, (months.get(month) ?? 0) + valueOf(row));
  }
  return [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, total]) => ({ month, startAt: `${month}-01T00:00:00.000Z`, total }));
}

/** Parses `?page&limit` and the JSON body of a paged report, or answers 400 like the server. */
async function pagedRequest<Schema extends z.ZodType>(request: Request, schema: Schema) {
  const query = parseOrReject(adminReportPageQuerySchema, queryOf(request));
  if ('error' in query) return query;
  const body = parseOrReject(schema, await bodyOf(request));
  if ('error' in body) return body;
  return { query: query.data, body: body.data };
}

/** Parses `?skip` and the JSON body of a CSV export, or answers 400 like the server. */
async function csvRequest<Schema extends z.ZodType>(request: Request, schema: Schema) {
  const query = parseOrReject(adminReportCsvQuerySchema, queryOf(request));
  if ('error' in query) return query;
  const body = parseOrReject(schema, await bodyOf(request));
  if ('error' in body) return body;
  return { skip: query.data.skip, body: body.data };
}

type Cells = (string | number | null)[];

/** The export of `rows` after `skip` of them, named after the report and the mock day (UTC). */
function csvOf<Row>(name: AdminReportCsvName, rows: Row[], skip: number, cellsOf: (row: Row) => Cells): MockCsv {
  return {
    fileName: csvFileName(adminReportCsvFileNames[name], mockNow.slice(0, 10)),
    total: rows.length,
    header: adminReportCsvColumns[name],
    rows: rows.slice(skip).map(cellsOf),
  };
}

// The rows of each report, shared by its JSON answer and its CSV twin.

function rideReport(body: AdminReportRidesRequest) {
  const refused = unknownClients('id', body.id) ?? foreignLicenses(body.id, body.licensesKey);
  if (refused) return { refused };
  const ofLicenses = mockReportRides.filter((ride) => body.licensesKey.includes(ride.licenseKey));
  return { ofLicenses, inRange: ofLicenses.filter((ride) => within(ride.consumedAt, body)) };
}

function licenseByLocationRows(body: AdminReportLicensesByLocationRequest) {
  const refused = unknownCountries(body.countries);
  if (refused) return { refused };
  const owners = clientsIn(body.countries);
  const rows: AdminReportLicenseByLocation[] = mockReportLicenses.flatMap((license) => {
    const client = clientOf(license.userId);
    const synced = mockReportRides
      .filter((ride) => ride.licenseKey === license.key && within(ride.consumedAt, body))
      .map((ride) => ride.syncedAt)
      .sort();
    const lastSynced = synced.at(-1);
    if (!client || !owners.has(client.id) || !lastSynced) return [];
    return [
      {
        userId: client.id,
        name: client.name,
        email: client.email,
        isoAlpha3: client.isoAlpha3,
        license: license.key,
        label: license.label,
        unlimitedSince: license.unlimitedSince,
        lastSynced,
      },
    ];
  });
  rows.sort(
    (a, b) =>
      a.isoAlpha3.localeCompare(b.isoAlpha3) ||
      a.name.localeCompare(b.name) ||
      a.userId - b.userId ||
      a.license.localeCompare(b.license),
  );
  return { rows };
}

function coinsRows(body: AdminReportCoinsRequest) {
  const refused = unknownClients('usersId', body.usersId);
  if (refused) return { refused };
  const records = mockReportWalletRecords.filter(
    (record) => body.usersId.includes(record.userId) && within(record.createdAt, body),
  );
  const rows: AdminReportCoinsEntry[] = records.flatMap((record) => {
    const client = clientOf(record.userId);
    if (!client) return [];
    return [
      {
        id: record.id,
        userId: record.userId,
        name: client.name,
        email: client.email,
        isoAlpha2: client.isoAlpha2,
        createdAt: record.createdAt,
        amount: record.amount,
        issuerUser: { id: record.issuerUserId, name: mockStaffNames[record.issuerUserId] ?? 'Staff' },
      },
    ];
  });
  return { rows, totalAmount: sum(records, (record) => record.amount) };
}

function byDayRows(body: AdminReportConsumptionByDayRequest) {
  const refused = unknownClients('userId', body.userId) ?? foreignLicenses(body.userId, body.licensesKey);
  if (refused) return { refused };
  const days = new Map<string, { key: string; day: string; customers: number; laps: number }>();
  for (const ride of mockReportRides) {
    if (!body.licensesKey.includes(ride.licenseKey) || !within(ride.consumedAt, body)) continue;
    const day = ride.consumedAt.slice(0, 10);
    const group = days.get(`${day} ${ride.licenseKey}`) ?? { key: ride.licenseKey, day, customers: 0, laps: 0 };
    group.customers += ride.customersAmount;
    group.laps += 1;
    days.set(`${day} ${ride.licenseKey}`, group);
  }
  const rows: AdminReportConsumptionByDay[] = [...days.values()].flatMap((group) => {
    const license = mockReportLicenses.find((candidate) => candidate.key === group.key);
    if (!license) return [];
    return [
      {
        userId: license.userId,
        key: license.key,
        label: license.label,
        day: group.day,
        createdAt: `${group.day}T00:00:00.000Z`,
        unlimitedSince: license.unlimitedSince,
        total_customers_amount: group.customers,
        Laps: group.laps,
      },
    ];
  });
  rows.sort((a, b) => a.day.localeCompare(b.day) || a.label.localeCompare(b.label) || a.key.localeCompare(b.key));
  return { rows };
}

function byMonthRows(body: AdminReportConsumptionByMonthRequest) {
  const refused = unknownCountries(body.countries);
  if (refused) return { refused };
  const owners = clientsIn(body.countries);
  const rides = mockReportRides.filter(
    (ride) => owners.has(ownerOf(ride.licenseKey) ?? 0) && within(ride.consumedAt, body),
  );
  const rows: AdminReportConsumptionByMonth[] = perMonth(
    rides,
    (ride) => ride.consumedAt,
    (ride) => ride.customersAmount,
  ).map(({ month, startAt, total }) => ({ month, startAt, total_customers_amount: total }));
  return { rows };
}

function salesByMonthRows(body: AdminReportSalesByMonthRequest) {
  const refused = unknownCountries(body.countries);
  if (refused) return { refused };
  const owners = clientsIn(body.countries);
  const records = mockReportWalletRecords.filter(
    (record) => owners.has(record.userId) && within(record.createdAt, body),
  );
  const rows: AdminReportSalesByMonthEntry[] = perMonth(
    records,
    (record) => record.createdAt,
    (record) => record.amount,
  ).map(({ month, startAt, total }) => ({ month, startAt, total_amount: total }));
  return { rows };
}

function statementRows(query: { userId: number; startAt: string; endAt: string }) {
  const refused = unknownClients('userId', [query.userId]);
  if (refused) return { refused };
  const rides = mockReportRides.filter(
    (ride) => ownerOf(ride.licenseKey) === query.userId && within(ride.consumedAt, query),
  );
  const rows: AdminReportWalletStatementEntry[] = rides.map((ride) => ({
    id: ride.id,
    consumedAt: ride.consumedAt,
    licenseKey: ride.licenseKey,
    label: ride.label,
    customersAmount: ride.customersAmount,
    rideCost: ride.rideCost,
    creditsAdded: ride.creditsAdded,
    creditsAddOnKeyboard: ride.creditsAddOnKeyboard,
    creditsExpired: ride.creditsExpired,
    discountUsed: ride.discountUsed,
  }));
  return { rides, rows };
}

const statementCells = (row: AdminReportWalletStatementEntry): Cells => [
  row.id,
  row.consumedAt,
  row.licenseKey,
  row.label,
  row.customersAmount,
  row.rideCost,
  row.creditsAdded,
  row.creditsAddOnKeyboard,
  row.creditsExpired,
  row.discountUsed,
];

/** The staff reports over a few mock clients, their licences, rides and coin records, and their CSV twins. */
export function adminReportsHandlers() {
  return [
    mockRoute(routes.adminReportUsers, ({ request }) => {
      const query = parseOrReject(adminReportUsersQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      const { limit, offset } = query.data;
      const clients = [...mockReportClients].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
      return {
        results: clients.slice(offset, offset + limit).map(({ id, name, email, timezone, isoAlpha3, createdAt }) => ({
          id,
          name,
          email,
          timezone,
          isoAlpha3,
          createdAt,
        })),
        meta: { count: clients.length, limit, offset },
      };
    }),

    mockRoute(routes.adminReportRides, async ({ request }) => {
      const parsed = await pagedRequest(request, adminReportRidesRequestSchema);
      if ('error' in parsed) return parsed.error;
      const { query, body } = parsed;
      const report = rideReport(body);
      if (report.refused) return report.refused;
      const { ofLicenses, inRange } = report;
      const range = { startAt: new Date(body.startAt), endAt: new Date(body.endAt) };
      const before = rangeBefore(range);
      const previous = { startAt: before.startAt.toISOString(), endAt: before.endAt.toISOString() };
      const totals = rideTotalsOf(inRange);
      return {
        ...paged(inRange, query),
        range: { startAt: range.startAt.toISOString(), endAt: range.endAt.toISOString() },
        customersAmount: totals.customers,
        previousCustomersAmount: rideTotalsOf(ofLicenses.filter((ride) => within(ride.consumedAt, previous))).customers,
        totalCustomersAmount: rideTotalsOf(ofLicenses).customers,
        totalCreditsAdded: totals.creditsAdded,
        totalAmount: sum(inRange, (ride) => ride.chargedAmount),
        totalRiders: inRange.length,
      };
    }),

    mockRoute(routes.adminReportLicenses, async ({ request }) => {
      const body = parseOrReject(adminReportLicensesRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      const refused = unknownClients('id', body.data.id);
      if (refused) return refused;
      return {
        results: mockReportLicenses
          .filter((license) => body.data.id.includes(license.userId))
          .sort((a, b) => a.userId - b.userId || a.label.localeCompare(b.label) || a.id - b.id),
      };
    }),

    mockRoute(routes.adminReportLicensesByLocation, async ({ request }) => {
      const parsed = await pagedRequest(request, adminReportLicensesByLocationRequestSchema);
      if ('error' in parsed) return parsed.error;
      const report = licenseByLocationRows(parsed.body);
      return report.refused ?? paged(report.rows, parsed.query);
    }),

    mockRoute(routes.adminReportCoins, async ({ request }) => {
      const parsed = await pagedRequest(request, adminReportCoinsRequestSchema);
      if ('error' in parsed) return parsed.error;
      const { query, body } = parsed;
      const report = coinsRows(body);
      if (report.refused) return report.refused;
      return { ...paged(report.rows, query, body.offset), totalAmount: report.totalAmount };
    }),

    mockRoute(routes.adminReportConsumptionByDay, async ({ request }) => {
      const parsed = await pagedRequest(request, adminReportConsumptionByDayRequestSchema);
      if ('error' in parsed) return parsed.error;
      const report = byDayRows(parsed.body);
      return report.refused ?? paged(report.rows, parsed.query);
    }),

    mockRoute(routes.adminReportConsumptionByMonth, async ({ request }) => {
      const parsed = await pagedRequest(request, adminReportConsumptionByMonthRequestSchema);
      if ('error' in parsed) return parsed.error;
      const report = byMonthRows(parsed.body);
      return report.refused ?? paged(report.rows, parsed.query, parsed.body.offset);
    }),

    mockRoute(routes.adminReportSalesByMonth, async ({ request }) => {
      const parsed = await pagedRequest(request, adminReportSalesByMonthRequestSchema);
      if ('error' in parsed) return parsed.error;
      const report = salesByMonthRows(parsed.body);
      return report.refused ?? paged(report.rows, parsed.query);
    }),

    mockRoute(routes.adminReportSearchLicense, ({ request }) => {
      const query = parseOrReject(adminReportSearchLicenseQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      const suffix = query.data.license.toLowerCase();
      const matching = mockReportLicenses
        .filter((license) => license.key.toLowerCase().endsWith(suffix))
        .sort((a, b) => a.key.localeCompare(b.key));
      return {
        results: matching.slice(0, searchLicenseMaxResults).flatMap((license) => {
          const owner = clientOf(license.userId);
          if (!owner) return [];
          return [{ ...license, updatedAt: license.createdAt, name: owner.name, email: owner.email }];
        }),
        meta: { count: matching.length, limit: searchLicenseMaxResults, offset: 0 },
      };
    }),

    mockRoute(routes.adminReportWalletStatement, ({ request }) => {
      const query = parseOrReject(adminReportWalletStatementQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      const { page, limit } = query.data;
      const report = statementRows(query.data);
      if (report.refused) return report.refused;
      const { rides, rows } = report;
      return {
        ...paged(rows, { page, limit }),
        totalCreditsAdded: sum(rides, (ride) => ride.creditsAdded),
        totalCreditsKeyboard: sum(rides, (ride) => ride.creditsAddOnKeyboard),
        totalCreditsExpired: sum(rides, (ride) => ride.creditsExpired),
        totalCustomersAmount: sum(rides, (ride) => ride.customersAmount),
      };
    }),

    // CSV twins (ADR 0026).
    mockCsvRoute(routes.adminReportRidesCsv, async ({ request }) => {
      const query = parseOrReject(adminReportRidesCsvQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      const body = parseOrReject(adminReportRidesRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      const report = rideReport(body.data);
      if (report.refused) return report.refused;
      const { skip, lang } = query.data;
      return csvOf('rides', report.inRange, skip, (ride) => [
        ride.id,
        ride.consumedAt,
        ride.syncedAt,
        ride.licenseKey,
        ride.label,
        ride.scenarioId,
        contentTextIn(ride.scenarioTitles, lang) ?? null,
        ride.durationInSeconds,
        ride.time,
        ride.percentage,
        ride.status,
        ride.customersAmount,
        ride.chargedAmount,
        ride.rideCost,
        ride.creditsAdded,
        ride.creditsAddOnKeyboard,
        ride.creditsExpired,
        ride.discountUsed,
      ]);
    }),

    mockCsvRoute(routes.adminReportLicensesByLocationCsv, async ({ request }) => {
      const parsed = await csvRequest(request, adminReportLicensesByLocationRequestSchema);
      if ('error' in parsed) return parsed.error;
      const report = licenseByLocationRows(parsed.body);
      if (report.refused) return report.refused;
      return csvOf('licensesByLocation', report.rows, parsed.skip, (row) => [
        row.userId,
        row.name,
        row.email,
        row.isoAlpha3,
        row.license,
        row.label,
        row.unlimitedSince,
        row.lastSynced,
      ]);
    }),

    mockCsvRoute(routes.adminReportCoinsCsv, async ({ request }) => {
      const parsed = await csvRequest(request, adminReportCoinsRequestSchema);
      if ('error' in parsed) return parsed.error;
      const report = coinsRows(parsed.body);
      if (report.refused) return report.refused;
      return csvOf('coins', report.rows, parsed.body.offset + parsed.skip, (row) => [
        row.id,
        row.userId,
        row.name,
        row.email,
        row.isoAlpha2,
        row.createdAt,
        row.amount,
        row.issuerUser.id,
        row.issuerUser.name,
      ]);
    }),

    mockCsvRoute(routes.adminReportConsumptionByDayCsv, async ({ request }) => {
      const parsed = await csvRequest(request, adminReportConsumptionByDayRequestSchema);
      if ('error' in parsed) return parsed.error;
      const report = byDayRows(parsed.body);
      if (report.refused) return report.refused;
      return csvOf('consumptionByDay', report.rows, parsed.skip, (row) => [
        row.userId,
        row.key,
        row.label,
        row.day,
        row.createdAt,
        row.unlimitedSince,
        row.total_customers_amount,
        row.Laps,
      ]);
    }),

    mockCsvRoute(routes.adminReportConsumptionByMonthCsv, async ({ request }) => {
      const parsed = await csvRequest(request, adminReportConsumptionByMonthRequestSchema);
      if ('error' in parsed) return parsed.error;
      const report = byMonthRows(parsed.body);
      if (report.refused) return report.refused;
      return csvOf('consumptionByMonth', report.rows, parsed.body.offset + parsed.skip, (row) => [
        row.month,
        row.startAt,
        row.total_customers_amount,
      ]);
    }),

    mockCsvRoute(routes.adminReportSalesByMonthCsv, async ({ request }) => {
      const parsed = await csvRequest(request, adminReportSalesByMonthRequestSchema);
      if ('error' in parsed) return parsed.error;
      const report = salesByMonthRows(parsed.body);
      if (report.refused) return report.refused;
      return csvOf('salesByMonth', report.rows, parsed.skip, (row) => [row.month, row.startAt, row.total_amount]);
    }),

    mockCsvRoute(routes.adminReportWalletStatementCsv, ({ request }) => {
      const query = parseOrReject(adminReportWalletStatementCsvQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      const report = statementRows(query.data);
      if (report.refused) return report.refused;
      return csvOf('walletStatement', report.rows, query.data.skip, statementCells);
    }),
  ];
}
