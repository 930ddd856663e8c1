import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ScreenTitle } from '../../components/ScreenHeader/index.ts';
import { vars } from '../../theme/vars.ts';

const StyledScreen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
`;

/** The Coasters screen, which docs/domain.md#screens-and-addresses shows as coming soon. */
export function CoastersScreen() {
  const { t } = useTranslation();
  return (
    <StyledScreen>
      <ScreenTitle>{t('clientPages.coasters.title')}</ScreenTitle>
      <EmptyState message={t('clientPages.coasters.comingSoon')} />
    </StyledScreen>
  );
}
