import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { vars } from '../../theme/vars.ts';

const StyledScreen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize.xxl};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

/** The Coasters screen, which spec §2 shows as coming soon. */
export function CoastersScreen() {
  const { t } = useTranslation();
  return (
    <StyledScreen>
      <StyledTitle>{t('clientPages.coasters.title')}</StyledTitle>
      <EmptyState message={t('clientPages.coasters.comingSoon')} />
    </StyledScreen>
  );
}
