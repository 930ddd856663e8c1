import styled from 'styled-components';
import { limits, paginationWindow } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/index.ts';
import { focusRing } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are (see `pageCount` in @orbit/domain). */
  pageCount: number;
  /** Called with the page the person asks for. */
  onChange: (page: number) => void;
  /** Accessible name of the navigation; "Pagination" when omitted. */
  label?: string;
}

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledPageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${vars.size.controlSm};
  height: ${vars.size.controlSm};
  padding: 0 ${vars.space[1]};
  border: ${vars.size.borderWidth} solid transparent;
  border-radius: ${vars.radius.md};
  background: transparent;
  font-family: inherit;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  font-variant-numeric: tabular-nums;
  color: ${vars.color.text};
  cursor: pointer;

  &:hover:not(:disabled, [aria-current='page']) {
    background: ${vars.color.surfaceMuted};
  }

  &[aria-current='page'] {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    font-weight: ${vars.fontWeight.semibold};
  }

  &[data-step] {
    border-color: ${vars.color.borderStrong};
    background: ${vars.color.surface};
    font-size: ${vars.size.iconSm};
    color: ${vars.color.textMuted};
  }

  &:focus-visible {
    ${focusRing()}
  }

  &:disabled {
    border-color: ${vars.color.border};
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

const StyledEllipsis = styled.li`
  display: inline-flex;
  justify-content: center;
  min-width: ${vars.size.controlSm};
  color: ${vars.color.textMuted};
`;

/** Page navigation: previous, a window of seven pages with ellipses (first and last always shown), next. */
export function Pagination({ page, pageCount, onChange, label }: PaginationProps) {
  const { t } = useTranslation();
  const current = Math.min(Math.max(1, page), Math.max(1, pageCount));
  const items = paginationWindow(current, Math.max(1, pageCount), limits.paginationWindow);

  return (
    <nav aria-label={label ?? t('pagination.label')}>
      <StyledList>
        <li>
          <StyledPageButton
            type="button"
            data-step=""
            aria-label={t('pagination.previous')}
            disabled={current <= 1}
            onClick={() => onChange(current - 1)}
          >
            <ChevronLeftIcon />
          </StyledPageButton>
        </li>
        {items.map((item) =>
          item.kind === 'ellipsis' ? (
            <StyledEllipsis key={`ellipsis-${item.key}`} aria-hidden="true">
              …
            </StyledEllipsis>
          ) : (
            <li key={item.page}>
              <StyledPageButton
                type="button"
                aria-label={t('pagination.page', { page: item.page })}
                aria-current={item.page === current ? 'page' : undefined}
                onClick={() => {
                  if (item.page !== current) onChange(item.page);
                }}
              >
                {item.page}
              </StyledPageButton>
            </li>
          ),
        )}
        <li>
          <StyledPageButton
            type="button"
            data-step=""
            aria-label={t('pagination.next')}
            disabled={current >= pageCount}
            onClick={() => onChange(current + 1)}
          >
            <ChevronRightIcon />
          </StyledPageButton>
        </li>
      </StyledList>
    </nav>
  );
}
