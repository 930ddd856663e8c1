import type { ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';

export type PlainTableDensity = 'comfortable' | 'compact';

export interface PlainTableProps {
  /** Names the table: its caption and the accessible name of the scrolling region. */
  caption: string;
  /** Row height: `compact` fits more rows. */
  density?: PlainTableDensity;
  /** Keeps every cell on one line (headings always are); long values then scroll sideways. */
  noWrap?: boolean;
  /** The `thead` and `tbody` of the table. */
  children: ReactNode;
}

const StyledScroller = styled.div`
  overflow-x: auto;

  &:focus-visible {
    ${focusRing()}
  }
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

const StyledTable = styled.table<{ $density: PlainTableDensity; $noWrap: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text};

  th,
  td {
    padding: ${({ $density }) => ($density === 'compact' ? vars.space[2] : vars.space[3])} ${vars.space[4]};
    border-bottom: ${vars.size.borderWidth} solid ${vars.color.border};
    text-align: start;
    vertical-align: middle;
    ${({ $noWrap }) => ($noWrap ? 'white-space: nowrap;' : '')}
  }

  th {
    background: ${vars.color.surfaceMuted};
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.textMuted};
    white-space: nowrap;
  }

  td[data-numeric] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  tbody tr:last-child td {
    border-bottom: 0;
  }
`;

const StyledCaption = styled.caption`
  padding: ${vars.space[3]} ${vars.space[4]};
  text-align: start;
  font-weight: ${vars.fontWeight.semibold};
`;

/**
 * A small, fully rendered table with a caption, in a bordered box that scrolls sideways on narrow screens.
 * Cells marked `data-numeric` align to the end with tabular figures. For long, sortable or paged data use DataTable.
 */
export function PlainTable({ caption, density = 'comfortable', noWrap = false, children }: PlainTableProps) {
  return (
    // Scrolls sideways on narrow screens, so it takes focus for keyboard scrolling and is named for it.
    <StyledScroller tabIndex={0} role="region" aria-label={caption}>
      <StyledTable $density={density} $noWrap={noWrap}>
        <StyledCaption>{caption}</StyledCaption>
        {children}
      </StyledTable>
    </StyledScroller>
  );
}
