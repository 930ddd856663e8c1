import type { DateTimeRange } from '../DateTimeRangePicker/index.ts';
import type { MultiPickerOption } from '../MultiPicker/index.ts';

/** The filters a report can show, in the order of the bar. */
export type ReportFilterField = 'clients' | 'licenses' | 'countries' | 'range';

/** What a report's filter bar holds: picker values (ids and keys as strings) and the local date-time period. */
export interface ReportFilters {
  /** Ids of the chosen clients. */
  clients: readonly string[];
  /** Keys of the chosen licences, all of chosen clients. */
  licenses: readonly string[];
  /** Ids of the chosen countries. */
  countries: readonly string[];
  /** The period, in the staff member's local time; null until picked. */
  range: DateTimeRange | null;
}

export const emptyReportFilters: ReportFilters = { clients: [], licenses: [], countries: [], range: null };

/** Every field shown must be filled in before a search (docs/domain.md#validation: clients or countries, licences, a period). */
export function canSearchReport(fields: readonly ReportFilterField[], filters: ReportFilters): boolean {
  return fields.every((field) => (field === 'range' ? filters.range !== null : filters[field].length > 0));
}

/**
 * The filters with a new choice of clients: licences of clients no longer chosen are dropped, so a search never
 * names a licence of another client (the server refuses it). `ownerOf` maps a licence key to its client id.
 */
export function withClients(
  filters: ReportFilters,
  clients: readonly string[],
  ownerOf: Readonly<Record<string, string>>,
): ReportFilters {
  const kept = new Set(clients);
  return { ...filters, clients, licenses: filters.licenses.filter((key) => kept.has(ownerOf[key] ?? '')) };
}

/** The values "Select all" chooses: the chosen ones, then every other enabled option, up to `max`. */
export function selectAllValues(
  options: readonly MultiPickerOption[],
  chosen: readonly string[],
  max: number,
): string[] {
  const all = [...chosen];
  const taken = new Set(chosen);
  for (const option of options) {
    if (all.length >= max) break;
    if (!option.disabled && !taken.has(option.value)) all.push(option.value);
  }
  return all;
}
