import type { ReactNode } from 'react';
import type { Tariff } from '@orbit/contract';
import { formatDate, formatNumber, useTranslation } from '@orbit/i18n';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { ErrorState } from '../ErrorState/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { StatCard } from '../StatCard/index.ts';

export interface ClientTariffCardProps {
  /** The client's tariff; absent while loading or after an error. */
  tariff?: Tariff;
  /** The tariff is loading: skeletons stand in for it. */
  loading?: boolean;
  /** Loading failed: an error with a retry button replaces it. */
  error?: boolean;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
  /** Opens the tariff dialog; without it the tariff is read-only (colaborador). */
  onChange?: () => void;
  /** The viewer's IANA time zone, for the date the tariff took effect; the browser's when omitted. */
  timeZone?: string;
}

/**
 * The client's tariff on the client page (ADR 0049): the coins a ride on a limited licence costs per customer, since
 * when, and "Change tariff" for admin and supervisor.
 */
export function ClientTariffCard({
  tariff,
  loading = false,
  error = false,
  onRetry,
  onChange,
  timeZone,
}: ClientTariffCardProps) {
  const { t, i18n } = useTranslation();
  const title = t('adminClients.tariff.title');
  if (error) {
    return (
      <Card heading={title}>
        <ErrorState message={t('adminClients.tariff.loadError')} onRetry={onRetry} />
      </Card>
    );
  }
  let hint: ReactNode = <Skeleton />;
  if (tariff) {
    hint = tariff.since
      ? t('adminClients.tariff.since', { date: formatDate(tariff.since, i18n.language, 'medium', timeZone) })
      : t('adminClients.tariff.default');
  }
  return (
    <Card heading={title}>
      <StatCard
        label={t('adminClients.tariff.coinsPerCustomer')}
        value={loading || !tariff ? <Skeleton /> : formatNumber(tariff.coinsPerCustomer, i18n.language)}
        hint={hint}
      />
      {onChange && (
        <Button variant="secondary" onClick={onChange} disabled={!tariff}>
          {t('adminClients.tariff.change')}
        </Button>
      )}
    </Card>
  );
}
