import type { ReactNode } from 'react';
import { useTranslation } from '@orbit/i18n';
import { ApiKeysCard, type ApiKeysCardProps } from '../../components/ApiKeysCard/index.ts';
import { ScreenHeader } from '../../components/ScreenHeader/index.ts';
import { Stack } from '../../components/Stack/index.ts';

export interface IntegrationsScreenProps {
  /** The business's API keys and what manages them (ADR 0092). */
  apiKeys: Omit<ApiKeysCardProps, 'kind'>;
  /**
   * The webhook endpoints and their delivery logs, below the keys (issue 38): a section of their own, which the app
   * brings once they exist; nothing in its place until then.
   */
  webhookEndpoints?: ReactNode;
}

/**
 * The admins' integrations page (ADR 0094): how other systems reach the business, first its API keys, then (when
 * given) its webhook endpoints. The app decides who sees it; the screen shows what it is given.
 */
export function IntegrationsScreen({ apiKeys, webhookEndpoints }: IntegrationsScreenProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={5}>
      <ScreenHeader title={t('integrations.title')} titleLeading="normal" />
      <ApiKeysCard kind="business" {...apiKeys} />
      {webhookEndpoints}
    </Stack>
  );
}
