import type {
  CustomersPerLicense,
  LicenseConsumptionsReport,
  LicenseRanking,
  RangeTotals,
  ScenarioShare,
  WalletBalance,
} from '@orbit/contract';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { calendarRepository } from '../../shared/calendar-repository.ts';
import type { DateRange } from '../../shared/calendar-repository.ts';
import { licensesRepository } from '../licenses/index.ts';
import type { ClientLicenseService } from '../licenses/index.ts';
import { ridesRepository } from '../rides/index.ts';
import { scenariosRepository } from '../content/index.ts';
import { usersRepository } from '../identity/index.ts';
import { walletRepository } from '../wallet/index.ts';
import { inTimeZone } from '../../shared/time-zone.ts';

export type ClientReportService = ReturnType<typeof createClientReportService>;

const monthsInCustomersChart = 12;

function isoRange(range: DateRange) {
  return { startAt: range.startAt.toISOString(), endAt: range.endAt.toISOString() };
}

const mostCustomersFirst = <T extends { customersAmount: number }>(a: T, b: T) => b.customersAmount - a.customersAmount;

/** The dashboard's reports (docs/domain.md#screens-and-addresses), over the signed-in user's own licences, in the user's time zone. */
export function createClientReportService(db: Database, now: Clock, clientLicenses: ClientLicenseService) {
  const calendar = calendarRepository(db);
  const licenses = licensesRepository(db);
  const rides = ridesRepository(db);
  const scenarios = scenariosRepository(db);
  const users = usersRepository(db);
  const wallet = walletRepository(db);

  async function timezoneFor(userId: number, requested: string | undefined): Promise<string> {
    return requested ?? (await users.findAccount(userId))?.timezone ?? 'UTC';
  }

  async function monthOf(userId: number, query: { referenceDate?: string | undefined; timezone?: string | undefined }) {
    const timezone = await timezoneFor(userId, query.timezone);
    const reference = query.referenceDate ? new Date(query.referenceDate) : now();
    return inTimeZone(() => calendar.rangeOf(reference, 'month', timezone));
  }

  return {
    async licenseConsumptions(userId: number, key: string, requestedZone?: string): Promise<LicenseConsumptionsReport> {
      const license = await clientLicenses.ownedLicense(userId, key);
      const timezone = await timezoneFor(userId, requestedZone);
      const reference = now();
      const totalsOf = async (kind: 'day' | 'isoWeek' | 'month'): Promise<RangeTotals> => {
        const range = await inTimeZone(() => calendar.rangeOf(reference, kind, timezone));
        const totals = await rides.totals([license.id], range);
        return { ...isoRange(range), customersAmount: totals.customers, ridesAmount: totals.rides };
      };
      const [day, isoWeek, month] = await Promise.all([totalsOf('day'), totalsOf('isoWeek'), totalsOf('month')]);
      return { day, isoWeek, month };
    },

    async licenseRanking(
      userId: number,
      query: { referenceDate?: string | undefined; timezone?: string | undefined },
    ): Promise<LicenseRanking> {
      const range = await monthOf(userId, query);
      const owned = await licenses.listOwnedKeys(userId);
      const totals =
        owned.length > 0
          ? await rides.totalsPerLicense(
              owned.map((license) => license.id),
              range,
            )
          : [];
      const byId = new Map(owned.map((license) => [license.id, license]));
      return {
        ...isoRange(range),
        results: totals
          .map((row) => ({
            licenseKey: byId.get(row.licenseId)?.key ?? '',
            label: byId.get(row.licenseId)?.label ?? '',
            customersAmount: row.customers,
            ridesAmount: row.rides,
          }))
          .sort((a, b) => mostCustomersFirst(a, b) || a.label.localeCompare(b.label)),
      };
    },

    async scenarioShare(
      userId: number,
      query: { referenceDate?: string | undefined; timezone?: string | undefined },
    ): Promise<ScenarioShare> {
      const range = await monthOf(userId, query);
      const owned = await licenses.listOwnedKeys(userId);
      const totals =
        owned.length > 0
          ? await rides.totalsPerScenario(
              owned.map((license) => license.id),
              range,
            )
          : [];
      const titles = await scenarios.titlesOf(totals.map((row) => row.scenarioId));
      return {
        ...isoRange(range),
        results: totals
          .map((row) => ({
            scenarioId: row.scenarioId,
            scenarioTitles: titles.get(row.scenarioId) ?? {},
            customersAmount: row.customers,
            ridesAmount: row.rides,
          }))
          .sort((a, b) => mostCustomersFirst(a, b) || a.scenarioId - b.scenarioId),
      };
    },

    /** Twelve local months ending with the one holding `endAt`; one column per licence that had customers. */
    async customersPerLicense(
      userId: number,
      query: { endAt?: string | undefined; timezone?: string | undefined },
    ): Promise<CustomersPerLicense> {
      const timezone = await timezoneFor(userId, query.timezone);
      const reference = query.endAt ? new Date(query.endAt) : now();
      const months = await inTimeZone(() =>
        calendar.consecutiveRanges(reference, 'month', timezone, 1 - monthsInCustomersChart, 0),
      );
      const first = months[0];
      const last = months.at(-1);
      if (!first || !last) throw new Error('The calendar query returned no months');
      const owned = await licenses.listOwnedKeys(userId);
      const cells = await rides.customersPerLicenseAndMonth(
        owned.map((license) => license.id),
        { startAt: first.startAt, endAt: last.endAt },
        timezone,
      );
      const keyOf = new Map(owned.map((license) => [license.id, license.key]));
      const totals = new Map<number, number>();
      for (const cell of cells) totals.set(cell.licenseId, (totals.get(cell.licenseId) ?? 0) + cell.customers);
      const charted = owned
        .filter((license) => (totals.get(license.id) ?? 0) > 0)
        .map((license) => ({ key: license.key, label: license.label, customersAmount: totals.get(license.id) ?? 0 }))
        .sort((a, b) => mostCustomersFirst(a, b) || a.label.localeCompare(b.label));
      return {
        licenses: charted,
        rows: months.map((month) => {
          const customers: Record<string, number> = Object.fromEntries(charted.map((license) => [license.key, 0]));
          for (const cell of cells) {
            const key = keyOf.get(cell.licenseId);
            if (key !== undefined && cell.monthStart.getTime() === month.startAt.getTime())
              customers[key] = cell.customers;
          }
          return { ...isoRange(month), customers };
        }),
      };
    },

    walletBalance(userId: number, endAt: string | undefined): Promise<WalletBalance> {
      return wallet.balance(userId, endAt ? new Date(endAt) : undefined);
    },
  };
}
