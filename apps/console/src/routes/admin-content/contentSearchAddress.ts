import type { DataTableSort } from '@orbit/ui';
import { sortOf, writeSort, type SearchCodec } from '../../urlState.ts';

/** The news and scenario admin lists in the address (ADR 0066): the text searched and the table's sort. */
export interface ContentListAddress {
  /** The search as typed, `q` as the API names it. */
  search: string;
  /** The sort asked for, or null for the remembered one (or the table's own). */
  sort: DataTableSort | null;
}

/** The codec of a content list whose sortable columns are `columns`. */
export function contentListCodec(columns: readonly string[]): SearchCodec<ContentListAddress> {
  return {
    read: (search) => ({
      search: search.get('q') ?? '',
      sort: sortOf(search, (column) => columns.includes(column)),
    }),
    write: ({ search: text, sort }) => {
      const search = new URLSearchParams();
      if (text.trim()) search.set('q', text);
      writeSort(search, sort);
      return search;
    },
  };
}
