/** Which way a sorted column runs. */
export type SortDirection = 'ascending' | 'descending';

/** The column a table is sorted by, and which way. */
export interface DataTableSort {
  /** Id of the sorted column. */
  columnId: string;
  /** `ascending` puts the smallest value first. */
  direction: SortDirection;
}

/** What a column sorts by: numbers and dates by value, text by the language's collation; empty values go last. */
export type SortValue = string | number | Date | null | undefined;

/** The sort after a person presses a column's sort button: a new column starts ascending, the same one flips. */
export function nextSort(current: DataTableSort | undefined, columnId: string): DataTableSort {
  if (current?.columnId === columnId && current.direction === 'ascending') return { columnId, direction: 'descending' };
  return { columnId, direction: 'ascending' };
}

function isEmpty(value: SortValue): boolean {
  return value === null || value === undefined || value === '';
}

function compareValues(left: SortValue, right: SortValue, collator: Intl.Collator): number {
  if (isEmpty(left) || isEmpty(right)) return 0;
  if (typeof left === 'string' && typeof right === 'string') return collator.compare(left, right);
  return Number(left) - Number(right);
}

/**
 * The rows in the order of `sort`, as a new array (the input is never changed). The sort is stable, and empty
 * values stay at the end in both directions, so the rows that matter come first.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sortValue: ((row: Row) => SortValue) | undefined,
  direction: SortDirection,
  language: string,
): readonly Row[] {
  if (!sortValue) return rows;
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValue(row) }))
    .sort((left, right) => {
      const leftEmpty = isEmpty(left.value);
      const rightEmpty = isEmpty(right.value);
      if (leftEmpty !== rightEmpty) return leftEmpty ? 1 : -1;
      return sign * compareValues(left.value, right.value, collator) || left.index - right.index;
    })
    .map(({ row }) => row);
}
