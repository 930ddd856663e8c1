import type { DataTableColumn, DataTableTotals } from './DataTable.tsx';

interface TotalsRowProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  totals: DataTableTotals;
  withActions: boolean;
}

/** The totals under the rows: the label heads the row in the first column, unless that column has a total. */
export function TotalsRow<Row>({ columns, totals, withActions }: TotalsRowProps<Row>) {
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
