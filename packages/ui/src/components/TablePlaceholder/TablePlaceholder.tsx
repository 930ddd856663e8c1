import styled from 'styled-components';
import { vars } from '../../theme/vars.ts';
import type { DataTableDensity } from '../DataTable/index.ts';

export interface TablePlaceholderProps {
  /** The rows the table will show under its headings, its totals included. */
  rows: number;
  /** The density of the table it stands for. */
  density?: DataTableDensity;
  /** The table's scrolling height, as a CSS length: the placeholder stops growing there, as the table does. */
  height?: string;
}

/**
 * The headings and rows, each its cell padding, a line of its text and its border, up to the scrolling height, in the
 * table's frame: written from the same tokens as DataTable's cells, so that the placeholder and the table stay the
 * same height.
 */
const StyledPlaceholder = styled.div<{ $rows: number; $height: string }>`
  --table-cell-padding: ${vars.space[3]};
  --table-row-height: calc(2 * var(--table-cell-padding) + 1lh + ${vars.size.borderWidth});

  height: calc(
    min(${({ $height }) => $height}, ${({ $rows }) => $rows + 1} * var(--table-row-height)) + 2 *
      ${vars.size.borderWidth}
  );
  border-radius: ${vars.radius.md};
  background: ${vars.color.border};
  font-size: ${vars.fontSize.sm};

  &[data-density='compact'] {
    --table-cell-padding: ${vars.space[1]};
  }
`;

/**
 * Stands for a DataTable until its code is there, as tall as the table will be: its headings and `rows` rows of text
 * up to its scrolling height (ADR 0075). Small enough to come with a screen's first code.
 */
export function TablePlaceholder({
  rows,
  density = 'comfortable',
  height = vars.size.tableHeight,
}: TablePlaceholderProps) {
  return <StyledPlaceholder $rows={rows} $height={height} data-density={density} aria-busy="true" />;
}
