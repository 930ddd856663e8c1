import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { InfoIcon } from '../../icons/index.ts';
import { vars } from '../../theme/vars.ts';

export interface EmptyStateProps {
  /** What is missing; "No data for the selected period." when omitted. */
  message?: string;
  /** A next step, such as a button that widens the period or clears the filters. */
  action?: ReactNode;
}

const StyledEmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[8]} ${vars.space[4]};
  border: ${vars.size.borderWidth} dashed ${vars.color.border};
  border-radius: ${vars.radius.md};
  text-align: center;
  color: ${vars.color.textMuted};

  & > svg {
    font-size: ${vars.size.iconLg};
  }
`;

const StyledMessage = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
`;

/** What a list, table or chart shows when there is nothing to show. */
export function EmptyState({ message, action }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <StyledEmptyState>
      <InfoIcon />
      <StyledMessage>{message ?? t('dataState.empty')}</StyledMessage>
      {action}
    </StyledEmptyState>
  );
}
