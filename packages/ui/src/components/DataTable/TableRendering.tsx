import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import type { TableComponents } from 'react-virtuoso';
import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import type { DataTableDensity, DataTableProps } from './DataTable.tsx';
import { HeaderRow } from './HeaderRow.tsx';
import { endThreshold, initialItemCount, skeletonRowCount, type RenderingProps } from './rendering.ts';
import { RowActions } from './RowActions.tsx';
import type { DataTableSort } from './sorting.ts';
import { TotalsRow } from './TotalsRow.tsx';

/** Rows rendered before the table is measured (and where it cannot be, as in tests). */
const initialRenderCount = 20;

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

/**
 * The first rows, cut at the scrolling height, while the virtual table's code loads: its totals stay at the bottom
 * as the virtual table's do.
 */
const StyledFirstRows = styled.div<{ $maxHeight: string }>`
  max-height: ${({ $maxHeight }) => $maxHeight};
  overflow: hidden;

  & tfoot {
    position: sticky;
    bottom: 0;
  }
`;

/** A skeleton bone centred in a line of the cell's text, so that a skeleton row is as tall as a row of text. */
const StyledSkeletonLine = styled.span`
  display: flex;
  align-items: center;
  height: 1lh;
`;

/** What the virtual table's parts need from the table. */
interface TableContext {
  label: string;
  density: DataTableDensity;
  /** Receives the table element, whose height is that of every row, the headings and the totals. */
  tableRef: (table: HTMLTableElement | null) => void;
}

const virtualTableParts: TableComponents<unknown, TableContext> = {
  Table: ({ style, children, context }) => (
    <StyledTable ref={context?.tableRef} style={style} aria-label={context?.label} data-density={context?.density}>
      {children}
    </StyledTable>
  ),
};

/**
 * The height the virtual table's rows need, with its headings and totals: react-virtuoso lays its rows out in an
 * absolute box, so its scroller cannot grow with them by CSS alone. It is the table's height, and that of the
 * scroller's horizontal scrollbar when the columns are wider than the frame (with classic scrollbars, the rows would
 * scroll by its height otherwise). The observer reports it after the browser's layout and before it paints, and the
 * new height is applied at once, so the frame never shows a wrong height. `undefined` until the table is measured
 * (and where it cannot be, as in tests).
 */
function useTableHeight() {
  const [tableHeight, setTableHeight] = useState<number>();
  const tableRef = useCallback((table: HTMLTableElement | null) => {
    if (!table || typeof ResizeObserver === 'undefined') return undefined;
    const scroller = table.closest<HTMLElement>('[data-virtuoso-scroller]');
    const scrollbar = () => (scroller ? scroller.offsetHeight - scroller.clientHeight : 0);
    const observer = new ResizeObserver(() => flushSync(() => setTableHeight(table.offsetHeight + scrollbar())));
    observer.observe(table);
    // Its width decides whether a horizontal scrollbar shows.
    if (scroller) observer.observe(scroller);
    return () => observer.disconnect();
  }, []);
  return { tableRef, tableHeight };
}

export interface TableRenderingProps<Row>
  extends RenderingProps<Row>, Required<Pick<DataTableProps<Row>, 'density' | 'height'>> {
  /** The sort the headings show. */
  sort: DataTableSort | undefined;
  /** Called with the column whose sort button was pressed. */
  onSort: (columnId: string) => void;
}

/**
 * The rows as a table: skeleton rows while loading, every row when the height is `auto`, otherwise a virtual table
 * as tall as its rows up to the given height, where it scrolls with its headings and totals kept in view.
 */
export function TableRendering<Row>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  hasMore,
  loadingMore,
  onEndReached,
  rowActions,
  onRowAction,
  totals,
  lists,
  density,
  height,
  sort,
  onSort,
}: TableRenderingProps<Row>) {
  const { t } = useTranslation();
  const { tableRef, tableHeight } = useTableHeight();
  const withActions = rowActions !== undefined;
  const headerRow = <HeaderRow columns={columns} sort={sort} onSort={onSort} withActions={withActions} />;
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
                    <StyledSkeletonLine>
                      <Skeleton />
                    </StyledSkeletonLine>
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

  const table = (shownRows: readonly Row[]) => (
    <StyledTable aria-label={label} data-density={density}>
      <thead>{headerRow}</thead>
      <tbody>
        {shownRows.map((row) => (
          <tr key={rowKey(row)}>{rowCells(row)}</tr>
        ))}
      </tbody>
      {totals && (
        <tfoot>
          <TotalsRow columns={columns} totals={totals} withActions={withActions} />
        </tfoot>
      )}
    </StyledTable>
  );

  if (height === 'auto') return <StyledFrame>{table(rows)}</StyledFrame>;

  if (!lists) {
    // Until the virtual table's code is there, its first rows cut at its height: the virtual table that replaces
    // them is exactly as tall, so nothing moves.
    return (
      <StyledFrame>
        <StyledFirstRows $maxHeight={height} aria-busy="true">
          {table(rows.slice(0, initialRenderCount))}
        </StyledFirstRows>
      </StyledFrame>
    );
  }

  const { TableVirtuoso } = lists;
  const loadingMoreStatus = loadingMore ? t('dataTable.loadingMore') : '';
  return (
    <StyledFrame>
      <TableVirtuoso<Row, TableContext>
        // As tall as its rows, up to the scrolling height (ADR 0075).
        style={{ height: tableHeight === undefined ? height : `min(${height}, ${tableHeight}px)` }}
        data={rows}
        context={{ label, density, tableRef }}
        components={virtualTableParts as TableComponents<Row, TableContext>}
        computeItemKey={(_, row) => rowKey(row)}
        initialItemCount={initialItemCount(rows.length, hasMore, initialRenderCount)}
        increaseViewportBy={{ top: 0, bottom: endThreshold }}
        atBottomThreshold={endThreshold}
        endReached={onEndReached}
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
