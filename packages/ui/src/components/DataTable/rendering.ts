import type { DataTableProps } from './DataTable.tsx';
import type { VirtualLists } from './virtualLists.ts';

/** What the table and the card renderings take from DataTable: its props with their defaults, the rows sorted. */
export interface RenderingProps<Row>
  extends
    Pick<DataTableProps<Row>, 'label' | 'columns' | 'rowKey' | 'rowActions' | 'onRowAction' | 'totals'>,
    Required<Pick<DataTableProps<Row>, 'rows' | 'loading' | 'hasMore' | 'loadingMore'>> {
  /** Called when the end of the rows comes within reach; DataTable asks for a page only when one can come. */
  onEndReached: () => void;
  /** The virtual lists' code, `undefined` until it is there. */
  lists: VirtualLists | undefined;
}

/** Distance from the end (px) at which the next page is asked for (docs/domain.md#constants-and-limits: load-more within 100 px). */
export const endThreshold = 100;

/** Skeleton rows (or cards) shown while the first page loads. */
export const skeletonRowCount = 5;

/**
 * How many rows a virtual list renders before it is measured: at most `limit`. Virtuoso reports the end only when
 * the last rendered row changes: while more rows can come, the first render stops short of the last row, so that
 * reaching it (or it fitting on screen) is reported.
 */
export function initialItemCount(rowCount: number, hasMore: boolean, limit: number): number {
  return Math.min(rowCount - (hasMore ? 1 : 0), limit);
}
