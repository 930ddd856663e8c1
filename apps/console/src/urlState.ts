import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * How one screen keeps its state in the address (ADR 0066): `read` never throws and falls back to defaults for
 * unknown or damaged values, `write` leaves defaults out so a plain address means the plain screen.
 */
export interface SearchCodec<State> {
  read: (search: URLSearchParams) => State;
  write: (state: State) => URLSearchParams;
}

/**
 * `push` makes a history entry (a search, a page), so back and forward walk them; `replace` changes the address in
 * place, for edits whose every step in the history would be noise (typing, the sort, a filter of a live list).
 */
export type HistoryMode = 'push' | 'replace';

/** A screen's state read from the address, and a setter that writes it back with the history mode asked for. */
export function useSearchState<State>(codec: SearchCodec<State>): [State, (next: State, mode: HistoryMode) => void] {
  const [search, setSearch] = useSearchParams();
  const { read, write } = codec;
  const addressKey = search.toString();
  const state = useMemo(() => read(search), [read, search]);
  const settle = useEditsOverUnsettledAddress(addressKey, state);
  const update = useCallback(
    (next: State, mode: HistoryMode) => {
      const written = write(settle(next));
      // An unchanged address makes no history entry: pressing Search twice must not need two Backs.
      if (written.toString() === addressKey) return;
      setSearch(written, { replace: mode === 'replace' });
    },
    [write, settle, addressKey, setSearch],
  );
  return [state, update];
}

/**
 * React Router draws a new address in a transition, which a press or a key may overtake: a second edit can come from
 * a screen that does not show the first yet ("select all countries", then a period at once), and writing the state
 * that screen shows with the second edit would drop the first. So each edit keeps only the fields it changed against
 * the state its screen showed, laid over the edits already written since that screen's address; once a newer address
 * is drawn, edits start from it again. `shown` is the state of this render, whose unchanged fields an edit passes on.
 */
export function useEditsOverUnsettledAddress<State>(addressKey: string, shown: State): (next: State) => State {
  const unsettled = useRef<{ since: string; state: State } | null>(null);
  useEffect(() => {
    if (unsettled.current?.since !== addressKey) unsettled.current = null;
  }, [addressKey]);
  return useCallback(
    (next: State) => {
      const base = unsettled.current?.since === addressKey ? unsettled.current.state : shown;
      const settled = isFieldRecord(next) && isFieldRecord(shown) ? { ...base, ...changedFields(shown, next) } : next;
      unsettled.current = { since: addressKey, state: settled };
      return settled;
    },
    [addressKey, shown],
  );
}

function isFieldRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fields of `next` that are not the very values of `shown` (an edit passes the others on untouched). */
function changedFields<State extends Record<string, unknown>>(shown: State, next: State): Partial<State> {
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => !Object.is(value, shown[key])),
  ) as Partial<State>;
}

/** A page number from the address: a whole number from 1, or 1. */
export function pageOf(value: string | null): number {
  if (value === null || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  return Number(value);
}

/** Writes a page unless it is the first. */
export function writePage(search: URLSearchParams, page: number): void {
  if (page > 1) search.set('page', String(page));
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
const localDateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** True for a real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
function isRealDay(isoDate: string): boolean {
  const day = new Date(`${isoDate}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === isoDate;
}

/** An ISO date from the address, or null when it is not a real day. */
export function isoDateOf(value: string | null): string | null {
  return value !== null && isoDatePattern.test(value) && isRealDay(value) ? value : null;
}

/** A local date-time `YYYY-MM-DDTHH:mm` from the address, or null when it is not one. */
export function localDateTimeOf(value: string | null): string | null {
  if (value === null || !localDateTimePattern.test(value) || !isRealDay(value.slice(0, 10))) return null;
  const [hours = 99, minutes = 99] = value.slice(11).split(':').map(Number);
  return hours < 24 && minutes < 60 ? value : null;
}

/** A period from two address values, or null when either is missing or damaged, or the start is after the end. */
export function periodOf<Value extends string>(
  start: Value | null,
  end: Value | null,
): { start: Value; end: Value } | null {
  return start !== null && end !== null && start <= end ? { start, end } : null;
}

/** A table's sort from the address (`orderby`, `order`), or null when none is named or the column is unknown. */
export function sortOf(
  search: URLSearchParams,
  isColumn: (columnId: string) => boolean,
): { columnId: string; direction: 'ascending' | 'descending' } | null {
  const columnId = search.get('orderby');
  if (columnId === null || !isColumn(columnId)) return null;
  return { columnId, direction: search.get('order') === 'desc' ? 'descending' : 'ascending' };
}

/** Writes a table's sort as `orderby` and `order`, the API's names. */
export function writeSort(
  search: URLSearchParams,
  sort: { columnId: string; direction: 'ascending' | 'descending' } | null,
): void {
  if (!sort) return;
  search.set('orderby', sort.columnId);
  search.set('order', sort.direction === 'ascending' ? 'asc' : 'desc');
}

/** An IANA time zone from the address, or null when it is missing or the browser does not know it. */
export function timeZoneOf(value: string | null): string | null {
  if (value === null || value.length > 64) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    return null;
  }
}
