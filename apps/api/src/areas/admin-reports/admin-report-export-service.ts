import { adminReportCsvColumns, adminReportCsvFileNames } from '@orbit/contract';
import type {
  AdminReportLicensesByLocationRequest,
  AdminReportSalesByMonthRequest,
  AdminReportConsumptionByDayRequest,
  AdminReportConsumptionByMonthRequest,
  AdminReportRidesCsvQuery,
  AdminReportRidesRequest,
  AdminReportCsvName,
  AdminReportCsvQuery,
  AdminReportWalletStatementCsvQuery,
  AdminReportCoinsRequest,
} from '@orbit/contract';
import { csvFileName, csvRecordEnd, csvRow, isoDateInZone } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { copyCsv } from '../../db/copy-csv.ts';
import { adminReportExportsRepository } from './admin-report-exports-repository.ts';
import { adminReportsRepository } from './admin-reports-repository.ts';
import type { DateRange } from '../../shared/calendar-repository.ts';
import { licensesRepository } from '../licenses/index.ts';
import { exportStepRows, newestFirst, skipping } from './export-walks.ts';
import { rangeOf, reportFilters } from './report-filters.ts';
import { inTimeZone } from '../../shared/time-zone.ts';

/** A CSV export ready to stream: what the answer's headers say, and its records after the skipped ones. */
export interface CsvExport {
  fileName: string;
  /** Rows of the whole report, skipped ones included. */
  total: number;
  /** The header record, then the records, each ending in CRLF, a step (or, from COPY, a chunk of bytes) at a time. */
  chunks: AsyncIterable<string | Uint8Array>;
}

export type AdminReportExportService = ReturnType<typeof createAdminReportExportService>;

/** Every row of the small reports (months, active licences) in one read. */
const wholeReport = { limit: 1_000_000, offset: 0 };
const firstRowOnly = { limit: 1, offset: 0 };
/** Local days per step of the by-day export at first; later steps adapt to how many rows the days held. */
const firstByDaySpan = 7;

const iso = (date: Date | null) => date?.toISOString() ?? null;

const headerRecord = (name: AdminReportCsvName) => `${csvRow(adminReportCsvColumns[name])}${csvRecordEnd}`;

/**
 * The header record, then the chunks; the header waits for the first chunk (or the end), so that the first read
 * (a connection of the exports' pool, the first query) happens before the answer's first byte: an export that
 * cannot start answers an error status, not a broken download (ADR 0051).
 */
async function* afterHeader(name: AdminReportCsvName, chunks: AsyncIterable<string | Uint8Array>) {
  let started = false;
  for await (const chunk of chunks) {
    if (!started) {
      started = true;
      yield headerRecord(name);
    }
    yield chunk;
  }
  if (!started) yield headerRecord(name);
}

async function* recordsOf(batches: AsyncIterable<string[]>): AsyncGenerator<string> {
  for await (const lines of batches) yield `${lines.join(csvRecordEnd)}${csvRecordEnd}`;
}

async function* inOneStep(lines: string[]): AsyncGenerator<string[]> {
  yield lines;
}

/**
 * The CSV twins of the staff reports (ADR 0026): the same rows in the same order, streamed. `db` is the exports'
 * own database (`exportDb`, ADR 0051), so an export never holds a connection other requests need.
 */
export function createAdminReportExportService(db: Database, now: Clock) {
  const reports = adminReportsRepository(db);
  const exportsSql = adminReportExportsRepository(db);
  const licenses = licensesRepository(db);
  const { requireUsers, requireCountries, requireLicensesOf } = reportFilters(db);

  function csvExport(
    name: AdminReportCsvName,
    options: { total: number; skip: number; timezone?: string; batches: AsyncIterable<string[]> },
  ): CsvExport {
    return {
      fileName: csvFileName(adminReportCsvFileNames[name], isoDateInZone(now(), options.timezone ?? 'UTC')),
      total: options.total,
      chunks: afterHeader(name, recordsOf(skipping(options.batches, options.skip))),
    };
  }

  /**
   * The rides export: on PostgreSQL one COPY streams every record (1,000,000 in about 3 s); on PGlite, which
   * cannot stream a COPY, bounded steps walk the rides newest first.
   */
  function ridesExport(
    kind: 'rides' | 'walletStatement',
    licenseIds: number[],
    range: DateRange,
    options: { total: number; skip: number; lang?: 'en' | 'pt' },
  ): CsvExport {
    const copy =
      licenseIds.length > 0 ? exportsSql.rideCopyQuery(kind, licenseIds, range, options.skip, options.lang) : null;
    const copied = copy ? copyCsv(db, copy.query, copy.quotedColumns) : null;
    if (!copied) {
      return csvExport(kind, {
        total: options.total,
        skip: options.skip,
        batches: newestFirst(range, (window, limit) =>
          exportsSql.rideLines(kind, licenseIds, range, window, limit, options.lang),
        ),
      });
    }
    return {
      fileName: csvFileName(adminReportCsvFileNames[kind], isoDateInZone(now(), 'UTC')),
      total: options.total,
      chunks: afterHeader(kind, copied),
    };
  }

  /** By-day records in steps of whole local days, so no licence's day is split between two steps. */
  async function* byDaySteps(licenseIds: number[], range: DateRange, timezone: string): AsyncGenerator<string[]> {
    let from = range.startAt;
    let days = firstByDaySpan;
    while (from < range.endAt) {
      const next = await exportsSql.localMidnightAfter(from, days, timezone);
      const to = next < range.endAt ? next : range.endAt;
      const lines = await exportsSql.consumptionByDayLines(licenseIds, { startAt: from, endAt: to }, timezone);
      if (lines.length > 0) yield lines;
      if (lines.length < exportStepRows / 2) days *= 2;
      else if (lines.length > exportStepRows * 2) days = Math.max(1, Math.floor(days / 2));
      from = to;
    }
  }

  return {
    async rides(request: AdminReportRidesRequest, query: AdminReportRidesCsvQuery) {
      const licenseIds = await requireLicensesOf('id', request.id, request.licensesKey);
      const range = rangeOf(request);
      const totals = await reports.rideTotals(licenseIds, range);
      return ridesExport('rides', licenseIds, range, {
        total: totals.rides,
        skip: query.skip,
        lang: query.lang,
      });
    },

    async walletStatement(query: AdminReportWalletStatementCsvQuery) {
      await requireUsers('userId', [query.userId]);
      const licenseIds = (await licenses.listOwnedKeys(query.userId)).map((license) => license.id);
      const range = rangeOf(query);
      const total = licenseIds.length > 0 ? (await reports.rideTotals(licenseIds, range)).rides : 0;
      return ridesExport('walletStatement', licenseIds, range, { total, skip: query.skip });
    },

    async coins(request: AdminReportCoinsRequest, query: AdminReportCsvQuery) {
      const userIds = await requireUsers('usersId', request.usersId);
      const range = rangeOf(request);
      const { count } = await reports.coins(userIds, range, firstRowOnly);
      return csvExport('coins', {
        total: count,
        skip: request.offset + query.skip,
        batches: newestFirst(range, (window, limit) => exportsSql.walletRecordLines(userIds, range, window, limit)),
      });
    },

    async licensesByLocation(request: AdminReportLicensesByLocationRequest, query: AdminReportCsvQuery) {
      const countryIds = await requireCountries(request.countries);
      const { rows, count } = await reports.licensesByLocation(countryIds, rangeOf(request), wholeReport);
      const lines = rows.map((row) =>
        csvRow([
          row.userId,
          row.name,
          row.email,
          row.isoAlpha3,
          row.license,
          row.label,
          iso(row.unlimitedSince),
          row.lastSynced.toISOString(),
        ]),
      );
      return csvExport('licensesByLocation', { total: count, skip: query.skip, batches: inOneStep(lines) });
    },

    async consumptionByDay(request: AdminReportConsumptionByDayRequest, query: AdminReportCsvQuery) {
      const licenseIds = await requireLicensesOf('userId', request.userId, request.licensesKey);
      const range = rangeOf(request);
      const { count } = await inTimeZone(() =>
        reports.consumptionByDay(licenseIds, range, request.timezone, firstRowOnly),
      );
      return csvExport('consumptionByDay', {
        total: count,
        skip: query.skip,
        timezone: request.timezone,
        batches: byDaySteps(licenseIds, range, request.timezone),
      });
    },

    async consumptionByMonth(request: AdminReportConsumptionByMonthRequest, query: AdminReportCsvQuery) {
      const countryIds = await requireCountries(request.countries);
      const { rows, count } = await inTimeZone(() =>
        reports.customersByMonth(countryIds, rangeOf(request), request.timezone, wholeReport),
      );
      const lines = rows.map((row) => csvRow([row.month, row.startAt.toISOString(), row.total]));
      return csvExport('consumptionByMonth', {
        total: count,
        skip: request.offset + query.skip,
        timezone: request.timezone,
        batches: inOneStep(lines),
      });
    },

    async salesByMonth(request: AdminReportSalesByMonthRequest, query: AdminReportCsvQuery) {
      const countryIds = await requireCountries(request.countries);
      const { rows, count } = await inTimeZone(() =>
        reports.salesByMonth(countryIds, rangeOf(request), request.timezone, wholeReport),
      );
      const lines = rows.map((row) => csvRow([row.month, row.startAt.toISOString(), row.total]));
      return csvExport('salesByMonth', {
        total: count,
        skip: query.skip,
        timezone: request.timezone,
        batches: inOneStep(lines),
      });
    },
  };
}
