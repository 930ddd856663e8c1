import { searchLicenseMaxResults } from '@orbit/contract';
import type {
  AdminReportLicensesByLocationRequest,
  AdminReportLicensesByLocationResponse,
  AdminReportSalesByMonthRequest,
  AdminReportSalesByMonthResponse,
  AdminReportConsumptionByDayRequest,
  AdminReportConsumptionByDayResponse,
  AdminReportConsumptionByMonthRequest,
  AdminReportConsumptionByMonthResponse,
  AdminReportRidesRequest,
  AdminReportRidesResponse,
  AdminReportLicensesResponse,
  AdminReportSearchLicenseResponse,
  AdminReportPageQuery,
  AdminReportWalletStatementQuery,
  AdminReportWalletStatementResponse,
  AdminReportCoinsRequest,
  AdminReportCoinsResponse,
  AdminReportUsersQuery,
  AdminReportUsersResponse,
} from '@orbit/contract';
import { rangeBefore } from '@orbit/domain';
import type { Database } from '../../db/client.ts';
import { adminReportsRepository } from './admin-reports-repository.ts';
import type { Page } from './admin-reports-repository.ts';
import { licensesRepository } from '../licenses/index.ts';
import { addTotals, consumptionListOf } from '../rides/index.ts';
import { rangeOf, reportFilters } from './report-filters.ts';
import { inTimeZone } from '../../shared/time-zone.ts';

export type AdminReportService = ReturnType<typeof createAdminReportService>;

/** `?page&limit` as rows to skip; a body's own `offset` (docs/domain.md#calls) moves the first page further. */
const pageOf = (query: AdminReportPageQuery, extraOffset = 0): Page => ({
  limit: query.limit,
  offset: extraOffset + (query.page - 1) * query.limit,
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The staff reports of docs/domain.md#calls (ADR 0015): read-only, so open to every staff scope. */
export function createAdminReportService(db: Database) {
  const reports = adminReportsRepository(db);
  const licenses = licensesRepository(db);
  const { requireUsers, requireCountries, requireLicensesOf } = reportFilters(db);

  return {
    async users(query: AdminReportUsersQuery): Promise<AdminReportUsersResponse> {
      const [rows, total] = await Promise.all([reports.listClients(query), reports.countClients()]);
      return {
        results: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        meta: { count: total, limit: query.limit, offset: query.offset },
      };
    },

    /** The rides report: a page of the rides, newest first, and the totals of the whole range. */
    async rides(query: AdminReportPageQuery, request: AdminReportRidesRequest): Promise<AdminReportRidesResponse> {
      const licenseIds = await requireLicensesOf('id', request.id, request.licensesKey);
      const range = rangeOf(request);
      const previous = rangeBefore(range);
      const page = pageOf(query);
      const [{ rows, totals: inRange }, before, outside] = await Promise.all([
        reports.ridesPage(licenseIds, range, page),
        reports.rideTotals(licenseIds, previous),
        reports.rideTotalsOutside(licenseIds, range),
      ]);
      const allTime = addTotals(inRange, outside);
      return {
        ...consumptionListOf(rows, page, range, { inRange, before, allTime }),
        totalAmount: inRange.charged,
        totalRiders: inRange.rides,
      };
    },

    async licenses(userIds: readonly number[]): Promise<AdminReportLicensesResponse> {
      const rows = await reports.licensesOf(await requireUsers('id', userIds));
      return {
        results: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          revokedAt: iso(row.revokedAt),
          unlimitedSince: iso(row.unlimitedSince),
          unlimitedOfflineTimeSince: iso(row.unlimitedOfflineTimeSince),
        })),
      };
    },

    async licensesByLocation(
      query: AdminReportPageQuery,
      request: AdminReportLicensesByLocationRequest,
    ): Promise<AdminReportLicensesByLocationResponse> {
      const page = pageOf(query);
      const { rows, count } = await reports.licensesByLocation(
        await requireCountries(request.countries),
        rangeOf(request),
        page,
      );
      return {
        results: rows.map((row) => ({
          ...row,
          unlimitedSince: iso(row.unlimitedSince),
          lastSynced: row.lastSynced.toISOString(),
        })),
        meta: { count, ...page },
      };
    },

    async coins(query: AdminReportPageQuery, request: AdminReportCoinsRequest): Promise<AdminReportCoinsResponse> {
      const page = pageOf(query, request.offset);
      const userIds = await requireUsers('usersId', request.usersId);
      const { rows, count, totalAmount } = await reports.coins(userIds, rangeOf(request), page);
      return {
        results: rows.map(({ issuerId, issuerName, ...row }) => ({
          ...row,
          issuerUser: { id: issuerId, name: issuerName },
        })),
        meta: { count, ...page },
        totalAmount,
      };
    },

    async consumptionByDay(
      query: AdminReportPageQuery,
      request: AdminReportConsumptionByDayRequest,
    ): Promise<AdminReportConsumptionByDayResponse> {
      const licenseIds = await requireLicensesOf('userId', request.userId, request.licensesKey);
      const page = pageOf(query);
      const { rows, count } = await inTimeZone(() =>
        reports.consumptionByDay(licenseIds, rangeOf(request), request.timezone, page),
      );
      return {
        results: rows.map((row) => ({
          userId: row.userId,
          key: row.key,
          label: row.label,
          day: row.day,
          createdAt: row.dayStart.toISOString(),
          unlimitedSince: iso(row.unlimitedSince),
          total_customers_amount: row.customers,
          Laps: row.laps,
        })),
        meta: { count, ...page },
      };
    },

    async consumptionByMonth(
      query: AdminReportPageQuery,
      request: AdminReportConsumptionByMonthRequest,
    ): Promise<AdminReportConsumptionByMonthResponse> {
      const page = pageOf(query, request.offset);
      const countryIds = await requireCountries(request.countries);
      const { rows, count } = await inTimeZone(() =>
        reports.customersByMonth(countryIds, rangeOf(request), request.timezone, page),
      );
      return {
        results: rows.map((row) => ({
          month: row.month,
          startAt: row.startAt.toISOString(),
          total_customers_amount: row.total,
        })),
        meta: { count, ...page },
      };
    },

    async salesByMonth(
      query: AdminReportPageQuery,
      request: AdminReportSalesByMonthRequest,
    ): Promise<AdminReportSalesByMonthResponse> {
      const page = pageOf(query);
      const countryIds = await requireCountries(request.countries);
      const { rows, count } = await inTimeZone(() =>
        reports.salesByMonth(countryIds, rangeOf(request), request.timezone, page),
      );
      return {
        results: rows.map((row) => ({ month: row.month, startAt: row.startAt.toISOString(), total_amount: row.total })),
        meta: { count, ...page },
      };
    },

    async searchLicense(suffix: string): Promise<AdminReportSearchLicenseResponse> {
      const { rows, count } = await reports.searchBySuffix(suffix, searchLicenseMaxResults);
      return {
        results: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          revokedAt: iso(row.revokedAt),
          unlimitedSince: iso(row.unlimitedSince),
          unlimitedOfflineTimeSince: iso(row.unlimitedOfflineTimeSince),
        })),
        meta: { count, limit: searchLicenseMaxResults, offset: 0 },
      };
    },

    /** The wallet statement: rides of every licence of the client, revoked ones included, with range totals. */
    async walletStatement(query: AdminReportWalletStatementQuery): Promise<AdminReportWalletStatementResponse> {
      await requireUsers('userId', [query.userId]);
      const licenseIds = (await licenses.listOwnedKeys(query.userId)).map((license) => license.id);
      const page = pageOf(query);
      const range = rangeOf(query);
      const { rows, totals } =
        licenseIds.length > 0 ? await reports.ridesPage(licenseIds, range, page) : { rows: [], totals: undefined };
      return {
        results: rows.map((row) => ({
          id: row.id,
          consumedAt: row.consumedAt,
          licenseKey: row.licenseKey,
          label: row.label,
          customersAmount: row.customersAmount,
          rideCost: row.rideCost,
          creditsAdded: row.creditsAdded,
          creditsAddOnKeyboard: row.creditsAddOnKeyboard,
          creditsExpired: row.creditsExpired,
          discountUsed: row.discountUsed,
        })),
        meta: { count: totals?.rides ?? 0, ...page },
        totalCreditsAdded: totals?.creditsAdded ?? 0,
        totalCreditsKeyboard: totals?.creditsAddOnKeyboard ?? 0,
        totalCreditsExpired: totals?.creditsExpired ?? 0,
        totalCustomersAmount: totals?.customers ?? 0,
      };
    },
  };
}
