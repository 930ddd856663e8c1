import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Components, TableComponents } from 'react-virtuoso';
import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { virtualLists } from './virtualLists.ts';
import { SortIcon } from '../../icons/index.ts';
import { breakpoint } from '../../theme/tokens.ts';
import { focusRing } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';
import { Card, type CardHeadingLevel } from '../Card/index.ts';
import { DescriptionList } from '../DescriptionList/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { ErrorState } from '../ErrorState/index.ts';
import { MenuButton, type MenuButtonItem } from '../MenuButton/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { nextSort, sortRows, type DataTableSort, type SortValue } from './sorting.ts';

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
   * Height of the scrolling table, as a CSS length; `auto` renders every row in a table that grows with them (for
   * short lists whose rows differ in height; no virtual scrolling, so no paging either).
   */
  height?: string;
  /** A row of totals kept in view under the rows (a card after them in the card layout). */
  totals?: DataTableTotals;
}

/** Distance from the end (px) at which the next page is asked for (docs/domain.md#constants-and-limits: load-more within 100 px). */
const endThreshold = 100;
/** Skeleton rows shown while the first page loads. */
const skeletonRowCount = 5;
/** Rows rendered before the table is measured (and where it cannot be, as in tests). */
const initialRenderCount = 20;
/**
 * Cards rendered before the list is measured: a phone shows about four, and every card rendered beyond them is
 * thrown away once the list has measured, after costing the first render its time.
 */
const initialCardCount = 4;

/**
 * Fetches the virtual lists (of the tables and the multi picker); tests and Storybook await it so that they render
 * their rows at once. A table asks for it when it first shows, even while loading its rows (ADR 0040).
 */
export const preloadDataTable: () => Promise<unknown> = virtualLists.preload;

/** Whether a media query matches, following changes; false where media queries cannot be evaluated. */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

const StyledTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text};

  & th,
  & td {
    padding: ${vars.space[3]} ${vars.space[4]};
    border-bottom: ${vars.size.borderWidth} solid ${vars.color.border};
    text-align: start;
    vertical-align: middle;
  }

  &[data-density='compact'] th,
  &[data-density='compact'] td {
    padding: ${vars.space[1]} ${vars.space[3]};
  }

  & thead th {
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.textMuted};
    font-weight: ${vars.fontWeight.semibold};
    white-space: nowrap;
  }

  & [data-align='center'] {
    text-align: center;
  }

  & [data-nowrap] {
    white-space: nowrap;
  }

  & thead th[data-wrap] {
    white-space: normal;
  }

  & [data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  & tbody tr:hover td {
    background: ${vars.color.background};
  }

  & tfoot td {
    background: ${vars.color.surface};
    color: ${vars.color.textMuted};
  }

  & tfoot [data-totals] > * {
    border-top: ${vars.size.borderWidth} solid ${vars.color.borderStrong};
    border-bottom: 0;
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.text};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

const StyledFrame = styled.div`
  width: 100%;
  overflow: hidden;
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

const StyledSortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  margin: calc(-1 * ${vars.space[1]});
  padding: ${vars.space[1]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    color: ${vars.color.text};
  }

  &:focus-visible {
    ${focusRing('0')}
  }

  & > svg {
    width: ${vars.size.iconSm};
    height: ${vars.size.iconSm};
    flex: none;
  }
`;

const StyledCardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCardItem = styled.li`
  padding-bottom: ${vars.space[3]};
`;

const StyledCardActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const StyledStatus = styled.p`
  margin: 0;
  padding: ${vars.space[3]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  text-align: center;

  &:empty {
    padding: 0;
  }
`;

/** What the virtual table's parts need from the table. */
interface TableContext {
  label: string;
  density: DataTableDensity;
}

const virtualTableParts: TableComponents<unknown, TableContext> = {
  Table: ({ style, children, context }) => (
    <StyledTable style={style} aria-label={context?.label} data-density={context?.density}>
      {children}
    </StyledTable>
  ),
};

/** What the virtual card list's parts need from the table. */
interface CardListContext {
  label: string;
}

const virtualCardListParts: Components<unknown, CardListContext, HTMLUListElement> = {
  List: ({ style, children, ref, context, 'data-testid': testId }) => (
    <StyledCardList ref={ref} style={style} data-testid={testId} aria-label={context?.label}>
      {children}
    </StyledCardList>
  ),
  // `item` and `context` are for custom rendering, not DOM attributes.
  Item: ({ children, style, item: _item, context: _context, ...dataAttributes }) => (
    <StyledCardItem style={style} {...dataAttributes}>
      {children}
    </StyledCardItem>
  ),
};

interface HeaderRowProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  sort: DataTableSort | undefined;
  onSort: (columnId: string) => void;
  withActions: boolean;
}

function HeaderRow<Row>({ columns, sort, onSort, withActions }: HeaderRowProps<Row>) {
  const { t } = useTranslation();
  return (
    <tr>
      {columns.map((column) => {
        const direction = sort?.columnId === column.id ? sort.direction : undefined;
        return (
          <th
            key={column.id}
            scope="col"
            data-align={column.align ?? 'start'}
            data-nowrap={column.noWrap || undefined}
            data-wrap={column.wrapHeader || undefined}
            style={column.width ? { width: column.width } : undefined}
            aria-sort={column.sortValue ? (direction ?? 'none') : undefined}
          >
            {column.sortValue ? (
              <StyledSortButton
                type="button"
                title={t('dataTable.sortBy', { column: column.header })}
                onClick={() => onSort(column.id)}
              >
                {column.header}
                <SortIcon direction={direction} />
              </StyledSortButton>
            ) : (
              column.header
            )}
          </th>
        );
      })}
      {withActions && (
        <th scope="col" data-align="end">
          <VisuallyHidden>{t('dataTable.actions')}</VisuallyHidden>
        </th>
      )}
    </tr>
  );
}

interface TotalsRowProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  totals: DataTableTotals;
  withActions: boolean;
}

/** The totals under the rows: the label heads the row in the first column, unless that column has a total. */
function TotalsRow<Row>({ columns, totals, withActions }: TotalsRowProps<Row>) {
  const [first] = columns;
  const labelInFirst = first !== undefined && totals.values[first.id] === undefined;
  return (
    <tr data-totals="">
      {columns.map((column, index) =>
        index === 0 && labelInFirst ? (
          <th key={column.id} scope="row" data-align="start">
            {totals.label}
          </th>
        ) : (
          <td key={column.id} data-align={column.align ?? 'start'}>
            {totals.values[column.id]}
          </td>
        ),
      )}
      {withActions && <td />}
    </tr>
  );
}

interface RowActionsProps<Row> {
  row: Row;
  rowActions: (row: Row) => readonly MenuButtonItem[];
  onRowAction: ((actionId: string, row: Row) => void) | undefined;
}

function RowActions<Row>({ row, rowActions, onRowAction }: RowActionsProps<Row>) {
  const { t } = useTranslation();
  // The virtual list re-renders rows as it measures; the same items keep the open menu's focus where it is.
  const items = useMemo(() => rowActions(row), [rowActions, row]);
  return (
    <MenuButton
      label={t('dataTable.actions')}
      items={items}
      onSelect={(actionId) => onRowAction?.(actionId, row)}
      variant="ghost"
      size="sm"
      align="end"
    />
  );
}

/**
 * A virtual table for long lists (wallet records, reports, clients): typed columns, sorting, row actions, the
 * loading, empty and error states, infinite loading, and cards with "label: value" pairs on narrow screens.
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
  const { t, i18n } = useTranslation();
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

  const withActions = rowActions !== undefined;
  // Virtuoso reports the end only when the last rendered row changes: while more rows can come, the first render
  // stops short of the last row, so that reaching it (or it fitting on screen) is reported.
  const initialItemCount = Math.min(
    sortedRows.length - (hasMore ? 1 : 0),
    cards ? initialCardCount : initialRenderCount,
  );
  const loadingMoreStatus = loadingMore ? t('dataTable.loadingMore') : '';

  if (cards) {
    // Until the virtual list's code is there, the skeleton cards keep its place.
    if (loading || !lists) {
      return (
        <div>
          <StyledCardList aria-label={label} aria-busy="true">
            {Array.from({ length: skeletonRowCount }, (_, index) => (
              <StyledCardItem key={index}>
                <Card>
                  <Skeleton lines={3} />
                </Card>
              </StyledCardItem>
            ))}
          </StyledCardList>
          <VisuallyHidden role="status">{t('dataTable.loading')}</VisuallyHidden>
        </div>
      );
    }
    const { Virtuoso } = lists;
    return (
      <div>
        <Virtuoso<Row, CardListContext>
          useWindowScroll
          data={sortedRows}
          context={{ label }}
          computeItemKey={(_, row) => rowKey(row)}
          initialItemCount={initialItemCount}
          increaseViewportBy={{ top: 0, bottom: endThreshold }}
          endReached={handleEndReached}
          components={virtualCardListParts as Components<Row, CardListContext, HTMLUListElement>}
          itemContent={(_, row) => (
            <Card heading={cardTitle?.(row)} headingLevel={cardHeadingLevel}>
              <DescriptionList
                layout="inline"
                items={columns.map((column) => ({ id: column.id, label: column.header, value: column.cell(row) }))}
              />
              {rowActions && (
                <StyledCardActions>
                  <RowActions row={row} rowActions={rowActions} onRowAction={onRowAction} />
                </StyledCardActions>
              )}
            </Card>
          )}
        />
        <StyledStatus role="status">{loadingMoreStatus}</StyledStatus>
        {totals && (
          <Card heading={totals.label} headingLevel={3}>
            <DescriptionList
              layout="inline"
              items={columns
                .filter((column) => totals.values[column.id] !== undefined)
                .map((column) => ({ id: column.id, label: column.header, value: totals.values[column.id] }))}
            />
          </Card>
        )}
      </div>
    );
  }

  const headerRow = <HeaderRow columns={columns} sort={sort} onSort={handleSort} withActions={withActions} />;
  const columnCount = columns.length + (withActions ? 1 : 0);

  if (loading) {
    return (
      <StyledFrame>
        <StyledTable aria-label={label} aria-busy="true" data-density={density}>
          <thead>{headerRow}</thead>
          <tbody>
            {Array.from({ length: skeletonRowCount }, (_, index) => (
              <tr key={index}>
                {Array.from({ length: columnCount }, (_, cell) => (
                  <td key={cell}>
                    <Skeleton />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </StyledTable>
        <VisuallyHidden role="status">{t('dataTable.loading')}</VisuallyHidden>
      </StyledFrame>
    );
  }

  const rowCells = (row: Row) => (
    <>
      {columns.map((column) => (
        <td key={column.id} data-align={column.align ?? 'start'} data-nowrap={column.noWrap || undefined}>
          {column.cell(row)}
        </td>
      ))}
      {rowActions && (
        <td data-align="end">
          <RowActions row={row} rowActions={rowActions} onRowAction={onRowAction} />
        </td>
      )}
    </>
  );

  if (height === 'auto') {
    return (
      <StyledFrame>
        <StyledTable aria-label={label} data-density={density}>
          <thead>{headerRow}</thead>
          <tbody>
            {sortedRows.map((row) => (
              <tr key={rowKey(row)}>{rowCells(row)}</tr>
            ))}
          </tbody>
          {totals && (
            <tfoot>
              <TotalsRow columns={columns} totals={totals} withActions={withActions} />
            </tfoot>
          )}
        </StyledTable>
      </StyledFrame>
    );
  }

  if (!lists) {
    // The headings and a frame of the table's height until the virtual table's code is there: nothing moves after.
    return (
      <StyledFrame>
        <div style={{ height, overflow: 'hidden' }} aria-busy="true">
          <StyledTable aria-label={label} data-density={density}>
            <thead>{headerRow}</thead>
          </StyledTable>
        </div>
      </StyledFrame>
    );
  }

  const { TableVirtuoso } = lists;
  return (
    <StyledFrame>
      <TableVirtuoso<Row, TableContext>
        style={{ height }}
        data={sortedRows}
        context={{ label, density }}
        components={virtualTableParts as TableComponents<Row, TableContext>}
        computeItemKey={(_, row) => rowKey(row)}
        initialItemCount={initialItemCount}
        increaseViewportBy={{ top: 0, bottom: endThreshold }}
        atBottomThreshold={endThreshold}
        endReached={handleEndReached}
        fixedHeaderContent={() => headerRow}
        fixedFooterContent={
          loadingMore || totals
            ? () => (
                <>
                  {loadingMore && (
                    // The live region below announces it; this row only shows it.
                    <tr aria-hidden="true">
                      <td colSpan={columnCount} data-align="center">
                        {loadingMoreStatus}
                      </td>
                    </tr>
                  )}
                  {totals && <TotalsRow columns={columns} totals={totals} withActions={withActions} />}
                </>
              )
            : null
        }
        itemContent={(_, row) => rowCells(row)}
      />
      <VisuallyHidden role="status">{loadingMoreStatus}</VisuallyHidden>
    </StyledFrame>
  );
}
