import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { ErrorIcon } from '../../icons/index.ts';
import { vars } from '../../theme/vars.ts';
import { Button } from '../Button/index.ts';

export interface ErrorStateProps {
  /** What went wrong; "The data could not be loaded." when omitted. */
  message?: string;
  /** Called when the person presses the retry button; without it there is no button. */
  onRetry?: () => void;
  /** Shows the retry button busy while the new attempt runs. */
  retrying?: boolean;
}

const StyledErrorState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[8]} ${vars.space[4]};
  border: ${vars.size.borderWidth} solid ${vars.color.feedback.error.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.feedback.error.surface};
  text-align: center;
  color: ${vars.color.feedback.error.text};

  & > svg {
    font-size: ${vars.size.iconLg};
  }
`;

const StyledMessage = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
`;

/** What a list, table or chart shows when loading failed, with a button to try again. */
export function ErrorState({ message, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <StyledErrorState role="alert">
      <ErrorIcon />
      <StyledMessage>{message ?? t('dataState.error')}</StyledMessage>
      {onRetry && (
        <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </StyledErrorState>
  );
}
