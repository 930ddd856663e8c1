import { useTranslation } from '@orbit/i18n';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ScreenTitle } from '../../components/ScreenHeader/index.ts';
import { Stack } from '../../components/Stack/index.ts';

/** The Coasters screen, which docs/domain.md#screens-and-addresses shows as coming soon. */
export function CoastersScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <ScreenTitle>{t('clientPages.coasters.title')}</ScreenTitle>
      <EmptyState message={t('clientPages.coasters.comingSoon')} />
    </Stack>
  );
}
