import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { WarningIcon } from '../../icons/index.ts';
import { vars } from '../../theme/vars.ts';
import { useOnline } from './useOnline.ts';

const StyledNotice = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[4]};
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.feedback.warning.border};
  background: ${vars.color.feedback.warning.surface};
  color: ${vars.color.feedback.warning.text};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};

  & > svg {
    flex: none;
    width: ${vars.size.iconSm};
    height: ${vars.size.iconSm};
  }
`;

/**
 * Says that the connection is lost while the browser is offline. The status region stays in the page, so the
 * message is announced when it appears.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status">
      {!online && (
        <StyledNotice>
          <WarningIcon />
          {t('offline.message')}
        </StyledNotice>
      )}
    </div>
  );
}
