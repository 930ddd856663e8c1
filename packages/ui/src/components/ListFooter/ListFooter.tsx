import styled from 'styled-components';
import { formatNumber, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Pagination } from '../Pagination/index.ts';

/** The counter's figures, written in the reader's language (a type, so it passes as translation values). */
export type ListFooterRange = { from: string; to: string; total: string };

export interface ListFooterProps {
  /** The position of the page's first row in the whole list, from 1. */
  from: number;
  /** How many rows the page shows. */
  shown: number;
  /** How many rows the whole list has. */
  total: number;
  /** The counter's sentence, "1–20 of 45" in the list's own words. */
  counter: (range: ListFooterRange) => string;
  /** The current page, from 1. */
  page: number;
  /** The pagination shows only when there is more than one. */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The pagination's accessible name. */
  paginationLabel: string;
  /** Space above it, where the list before it ends without any. */
  spaced?: boolean;
}

const StyledFooter = styled.div<{ $spaced: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  margin-top: ${({ $spaced }) => ($spaced ? vars.space[4] : '0')};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

/** Below a paged list: which rows of how many it shows, and the pages when there are several. */
export function ListFooter({
  from,
  shown,
  total,
  counter,
  page,
  pageCount,
  onPageChange,
  paginationLabel,
  spaced = false,
}: ListFooterProps) {
  const { i18n } = useTranslation();
  const format = (value: number) => formatNumber(value, i18n.language);
  return (
    <StyledFooter $spaced={spaced}>
      <span>{counter({ from: format(from), to: format(from + shown - 1), total: format(total) })}</span>
      {pageCount > 1 && (
        <Pagination page={page} pageCount={pageCount} onChange={onPageChange} label={paginationLabel} />
      )}
    </StyledFooter>
  );
}
