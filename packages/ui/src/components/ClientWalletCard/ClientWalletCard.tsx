import styled from 'styled-components';
import type { WalletBalance } from '@orbit/contract';
import { formatNumber, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { ErrorState } from '../ErrorState/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { StatCard } from '../StatCard/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';

export interface ClientWalletCardProps {
  /** The client's coins balance and tickets; absent while loading or after an error. */
  balance?: WalletBalance;
  /** The balance is loading: skeletons stand in for the figures. */
  loading?: boolean;
  /** Loading failed: an error with a retry button replaces the figures. */
  error?: boolean;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
  /** Called by the insert-coins button; without it there is no button. */
  onInsertCoins?: () => void;
}

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(calc(${vars.size.controlLg} * 3), 1fr));
  gap: ${vars.space[4]};
  margin-bottom: ${vars.space[4]};
`;

/** The coin wallet card of the client page (docs/domain.md#screens-and-addresses): balance, tickets and the insert-coins button. */
export function ClientWalletCard({
  balance,
  loading = false,
  error = false,
  onRetry,
  onInsertCoins,
}: ClientWalletCardProps) {
  const { t, i18n } = useTranslation();
  const title = t('adminClients.wallet.title');
  if (error) {
    return (
      <Card heading={title}>
        <ErrorState message={t('adminClients.wallet.loadError')} onRetry={onRetry} />
      </Card>
    );
  }
  const figure = (value: number | undefined) =>
    loading || value === undefined ? <Skeleton /> : formatNumber(value, i18n.language);
  return (
    <Card heading={title}>
      <StyledGrid aria-busy={loading || !balance ? 'true' : undefined}>
        {(loading || !balance) && <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>}
        <StatCard label={t('adminClients.wallet.coins')} value={figure(balance?.coinsBalance)} />
        <StatCard label={t('adminClients.wallet.tickets')} value={figure(balance?.tickets)} />
      </StyledGrid>
      {onInsertCoins && (
        <Button variant="secondary" onClick={onInsertCoins}>
          {t('adminClients.wallet.insert')}
        </Button>
      )}
    </Card>
  );
}
