import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '@orbit/i18n';
import { useMediaQuery } from '../../hooks/useMediaQuery.ts';
import { breakpoint } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.ts';
import type { CardHeadingLevel } from '../Card/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { ErrorState } from '../ErrorState/index.ts';
import type { MenuButtonItem } from '../MenuButton/index.ts';
import { CardRendering } from './CardRendering.tsx';
import { nextSort, sortRows, type DataTableSort, type SortValue } from './sorting.ts';
import { TableRendering } from './TableRendering.tsx';
import { virtualLists } from './virtualLists.ts';

export type DataTableDensity = 'comfortable' | 'compact';
export type DataTableAlign = 'start' | 'center' | 'end';
/** `auto` shows cards below `cardBelow` and a table above it; the others force one layout. */
export type DataTableLayout = 'auto' | 'table' | 'cards';

export interface DataTableColumn<Row> {
  /** Stable identifier, also the id of the sort. */
  id: string;
  /** The column heading, also the label of the value in the card layout. */
  header: string;
  /** Renders the cell of one row. */
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value (numbers and dates by value, text by the language's collation). */
  sortValue?: (row: Row) => SortValue;
  /** Horizontal alignment of the heading and cells: `end` for amounts. */
  align?: DataTableAlign;
  /** A CSS width, such as `12rem` or `20%`; the browser shares the rest. */
  width?: string;
  /** Keeps each cell on one line, for values that read badly broken (dates, keys). */
  noWrap?: boolean;
  /** Lets a long heading break over lines, so a narrow numeric column stays narrow; headings stay on one line otherwise. */
  wrapHeader?: boolean;
}

/** A footer row of totals, such as the sums of a report's range. */
export interface DataTableTotals {
  /** Names the row, such as "Total"; shown in the first column unless that column has a total of its own. */
  label: string;
  /** The formatted total of each column that has one, by column id. */
  values: Readonly<Record<string, ReactNode>>;
}

export interface DataTableProps<Row> {
  /** Accessible name of the table (and of the card list), such as "Wallet records". */
  label: string;
  /** The columns, in the order shown. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows loaded so far. */
  rows: readonly Row[];
  /** A stable key per row. */
  rowKey: (row: Row) => string;
  /** The first load runs: skeleton rows stand in for the data. */
  loading?: boolean;
  /** Loading failed: an error with a retry button replaces the table. */
  error?: boolean;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
  /** What the empty table says; "No data for the selected period." when omitted. */
  emptyMessage?: string;
  /** Row height: `compact` fits more rows, for long reports. */
  density?: DataTableDensity;
  /** The sort, when the parent keeps it; otherwise the table keeps its own. */
  sort?: DataTableSort;
  /** The sort shown first when the table keeps its own. */
  defaultSort?: DataTableSort;
  /** Called with the new sort when a person presses a column's sort button. */
  onSortChange?: (sort: DataTableSort) => void;
  /** The rows arrive sorted (by the server, page after page): the table shows and reports the sort only. */
  manualSort?: boolean;
  /** The actions of a row, shown in a menu at the end of it. */
  rowActions?: (row: Row) => readonly MenuButtonItem[];
  /** Called with the chosen action's id and its row. */
  onRowAction?: (actionId: string, row: Row) => void;
  /** Called when the end of the rows comes within 100 px, to load the next page. */
  onEndReached?: () => void;
  /** More rows exist beyond the loaded ones; without it `onEndReached` is not called. */
  hasMore?: boolean;
  /** The next page is loading: a row at the end says so. */
  loadingMore?: boolean;
  /** Below this viewport width (px) rows become cards; the licence-list breakpoint (991 px) when omitted. */
  cardBelow?: number;
  /** Forces the table or the card layout; `auto` follows `cardBelow`. */
  layout?: DataTableLayout;
  /** Heading of each row's card in the card layout; none when omitted. */
  cardTitle?: (row: Row) => ReactNode;
  /** Level of the cards' headings: 3 under a card or section heading (the default), 2 right under the page title. */
  cardHeadingLevel?: CardHeadingLevel;
  /**
   * The scrolling height, as a CSS length: the table is as tall as its rows up to it, then scrolls with its headings
   * and totals in view. `auto` renders every row in a table that grows with them without limit (for short lists whose
   * rows differ in height; no virtual scrolling, so no paging either).
   */
  height?: string;
  /** A row of totals kept in view under the rows (a card after them in the card layout). */
  totals?: DataTableTotals;
}

/**
 * Fetches the virtual lists (of the tables and the multi picker); tests and Storybook await it so that they render
 * their rows at once. A table asks for it when it first shows, even while loading its rows (ADR 0040).
 */
export const preloadDataTable: () => Promise<unknown> = virtualLists.preload;

/**
 * A virtual table for long lists (wallet records, reports, clients): typed columns, sorting, row actions, the
 * loading, empty and error states, infinite loading, and cards with "label: value" pairs on narrow screens. It keeps
 * the sort and chooses the layout; TableRendering and CardRendering draw the rows.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  loading = false,
  error = false,
  onRetry,
  emptyMessage,
  density = 'comfortable',
  sort: controlledSort,
  defaultSort,
  onSortChange,
  manualSort = false,
  rowActions,
  onRowAction,
  onEndReached,
  hasMore = false,
  loadingMore = false,
  cardBelow = breakpoint.list,
  layout = 'auto',
  cardTitle,
  cardHeadingLevel = 3,
  height = vars.size.tableHeight,
  totals,
}: DataTableProps<Row>) {
  const { i18n } = useTranslation();
  const lists = virtualLists.useModule();
  const [ownSort, setOwnSort] = useState<DataTableSort | undefined>(defaultSort);
  const sort = controlledSort ?? ownSort;
  const narrow = useMediaQuery(`(max-width: ${cardBelow - 0.02}px)`);
  const cards = layout === 'cards' || (layout === 'auto' && narrow);

  const sortedRows = useMemo(() => {
    const column = columns.find((candidate) => candidate.id === sort?.columnId);
    return sort && !manualSort ? sortRows(rows, column?.sortValue, sort.direction, i18n.language) : rows;
  }, [columns, rows, sort, manualSort, i18n.language]);

  function handleSort(columnId: string) {
    const next = nextSort(sort, columnId);
    setOwnSort(next);
    onSortChange?.(next);
  }

  function handleEndReached() {
    if (hasMore && !loadingMore) onEndReached?.();
  }

  if (error) return <ErrorState onRetry={onRetry} />;
  if (!loading && rows.length === 0) return <EmptyState message={emptyMessage} />;

  // Both renderings share these; the table adds its sort, density and height, the cards their headings.
  const shared = {
    label,
    columns,
    rows: sortedRows,
    rowKey,
    loading,
    hasMore,
    loadingMore,
    onEndReached: handleEndReached,
    rowActions,
    onRowAction,
    totals,
    lists,
  };
  if (cards) return <CardRendering {...shared} cardTitle={cardTitle} cardHeadingLevel={cardHeadingLevel} />;
  return <TableRendering {...shared} density={density} height={height} sort={sort} onSort={handleSort} />;
}
