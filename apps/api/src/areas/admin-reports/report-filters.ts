import { errorMessages } from '@orbit/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { adminReportsRepository } from './admin-reports-repository.ts';
import type { DateRange } from '../../shared/calendar-repository.ts';

/** A message names this many unknown values at most; a list of 2000 would drown the screen. */
const namedUnknownsMax = 10;

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

export const rangeOf = (request: { startAt: string; endAt: string }): DateRange => ({
  startAt: new Date(request.startAt),
  endAt: new Date(request.endAt),
});

/** A filter that names something that does not exist is the caller's input at fault: 400 on that field. */
function unknownInput(field: string, values: readonly (number | string)[]): AppError {
  const named = values.slice(0, namedUnknownsMax).join(', ');
  const more = values.length > namedUnknownsMax ? ` and ${values.length - namedUnknownsMax} more` : '';
  return new AppError(400, errorMessages.invalidInput, { [field]: `Unknown: ${named}${more}` });
}

export type ReportFilters = ReturnType<typeof reportFilters>;

/** The checks of the staff reports' filters (ADR 0015): every id must name something, repeats are ignored. */
export function reportFilters(db: Database) {
  const reports = adminReportsRepository(db);
  async function requireUsers(field: string, ids: readonly number[]): Promise<number[]> {
    const wanted = unique(ids);
    const found = await reports.existingUserIds(wanted);
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length > 0) throw unknownInput(field, missing);
    return wanted;
  }

  return {
    requireUsers,

    async requireCountries(ids: readonly number[]): Promise<number[]> {
      const wanted = unique(ids);
      const found = await reports.existingCountryIds(wanted);
      const missing = wanted.filter((id) => !found.has(id));
      if (missing.length > 0) throw unknownInput('countries', missing);
      return wanted;
    },

    /**
     * Ids of the licences with these keys, each of which must belong to one of the chosen clients, all of whom must
     * exist (`field` names their ids). Clients and licences are read at once; unknown clients are reported first.
     */
    async requireLicensesOf(field: string, userIds: readonly number[], keys: readonly string[]): Promise<number[]> {
      const wanted = unique(keys);
      const users = requireUsers(field, userIds);
      const licenses = reports.licensesByKeys(wanted);
      // Awaited below, after the clients: this keeps its failure from going unhandled meanwhile.
      licenses.catch(() => undefined);
      const owners = new Set(await users);
      const rows = (await licenses).filter((row) => owners.has(row.userId));
      const foundKeys = new Set(rows.map((row) => row.key));
      const refused = wanted.filter((key) => !foundKeys.has(key));
      if (refused.length > 0) throw unknownInput('licensesKey', refused);
      return rows.map((row) => row.id);
    },
  };
}
