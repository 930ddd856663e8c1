import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { SortIcon } from '../../icons/index.ts';
import { focusRing } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import type { DataTableColumn } from './DataTable.tsx';
import type { DataTableSort } from './sorting.ts';

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

interface HeaderRowProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  sort: DataTableSort | undefined;
  onSort: (columnId: string) => void;
  withActions: boolean;
}

/** The table's headings, with a sort button on each sortable column and room for the rows' actions. */
export function HeaderRow<Row>({ columns, sort, onSort, withActions }: HeaderRowProps<Row>) {
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
