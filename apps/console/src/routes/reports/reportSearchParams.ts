import type { DateTimeRange, ReportFilters } from '@orbit/ui';
import { decodeIdRanges, encodeIdRanges, instantOfLocalDateTime, localDateTimeInZone } from '@orbit/domain';
import { localDateTimeOf, pageOf, periodOf, timeZoneOf, writePage } from '../../urlState.ts';

/** The choice of a picker in the address: every option ("all"), or the values named. */
export type AddressChoice = 'all' | readonly string[];

/** A report's search as the address holds it (ADR 0066): the applied filters and the page. */
export interface ReportAddress {
  clients: AddressChoice;
  licenses: AddressChoice;
  countries: readonly string[];
  range: DateTimeRange | null;
  /** The zone the period was picked in, so a reader elsewhere asks for the same instants; null when not said. */
  timeZone: string | null;
  page: number;
}

const allToken = 'all';

function idsOf(value: string | null): readonly string[] {
  return value === null ? [] : decodeIdRanges(value).map(String);
}

/** Reads a report's address; unknown or damaged values fall back to "nothing chosen" and page 1. */
export function readReportAddress(search: URLSearchParams): ReportAddress {
  const clients = search.get('clients');
  const licenses = search.get('licenses');
  return {
    clients: clients === allToken ? 'all' : idsOf(clients),
    licenses:
      licenses === allToken
        ? 'all'
        : (licenses ?? '')
            .split(',')
            .map((key) => key.trim())
            .filter(Boolean),
    countries: idsOf(search.get('countries')),
    range: periodOf(localDateTimeOf(search.get('from')), localDateTimeOf(search.get('to'))),
    timeZone: timeZoneOf(search.get('tz')),
    page: pageOf(search.get('page')),
  };
}

/** True when the chosen values are every one of the options (and there is at least one). */
function choosesAll(chosen: readonly string[], options: readonly string[] | undefined): boolean {
  if (!options || options.length === 0 || chosen.length < options.length) return false;
  const taken = new Set(chosen);
  return options.every((option) => taken.has(option));
}

/**
 * Writes filters and a page: "all" when every client (or every licence of the chosen clients) is chosen, so 2,000
 * clients do not make a 20 KB address; other client and country ids as sorted ranges ("1-40,52"). The period goes
 * with the zone it was picked in.
 */
export function writeReportAddress(
  filters: ReportFilters,
  page: number,
  timeZone: string,
  options: { clients?: readonly string[]; licenses?: readonly string[] } = {},
): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.clients.length > 0) {
    search.set(
      'clients',
      choosesAll(filters.clients, options.clients) ? allToken : encodeIdRanges(filters.clients.map(Number)),
    );
  }
  if (filters.licenses.length > 0) {
    search.set(
      'licenses',
      choosesAll(filters.licenses, options.licenses) ? allToken : [...filters.licenses].sort().join(','),
    );
  }
  if (filters.countries.length > 0) search.set('countries', encodeIdRanges(filters.countries.map(Number)));
  if (filters.range) {
    search.set('from', filters.range.start);
    search.set('to', filters.range.end);
    search.set('tz', timeZone);
  }
  writePage(search, page);
  return search;
}

/** Options of a picker as far as they are known: loaded, still loading, or failed. */
export interface KnownOptions {
  values: readonly string[];
  loading: boolean;
  error: boolean;
}

/**
 * The values an address choice stands for among the options this staff member has: "all" is every option, named
 * values out of their scope are left out (a link from a colleague with a wider scope opens with what this reader
 * may see), in the options' order. Null while the options load. When the options failed, named values go to the server as they are.
 */
export function resolveChoice(choice: AddressChoice, options: KnownOptions): readonly string[] | null {
  if (choice !== 'all' && choice.length === 0) return [];
  if (options.loading) return null;
  if (options.error) return choice === 'all' ? [] : choice;
  if (choice === 'all') return options.values;
  // In the options' order, so the same choice asks the same question however it was picked.
  const chosen = new Set(choice);
  return options.values.filter((value) => chosen.has(value));
}

/**
 * A period picked in `from` as the same instants on the wall clock of `to`: a link made in Lisbon asks for the same
 * rides in São Paulo, shown in São Paulo's time.
 */
export function periodInZone(range: DateTimeRange, from: string, to: string): DateTimeRange {
  if (from === to) return range;
  const moved = (local: string) => localDateTimeInZone(instantOfLocalDateTime(local, from), to);
  return { start: moved(range.start), end: moved(range.end) };
}
