import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { CoinRecordsTable, type CoinRecordsTableProps } from '../../components/CoinRecordsTable/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ScreenTitle } from '../../components/ScreenHeader/index.ts';
import {
  WalletConsumptionsTable,
  type WalletConsumptionsTableProps,
} from '../../components/WalletConsumptionsTable/index.ts';
import { WalletMonthCard, type WalletMonthCardProps } from '../../components/WalletMonthCard/index.ts';

export interface WalletScreenProps {
  /** Whether the client owns any licence; without one the wallet says "no licences yet". */
  hasLicences: boolean;
  /** The month card: tickets, rides, consumers, credits inserted and the ticket-per-coins index. */
  month: WalletMonthCardProps;
  /** The coin records with infinite scroll and their PDF. */
  records: CoinRecordsTableProps;
  /** The wallet consumptions with search, pagination and their PDF. */
  consumptions: WalletConsumptionsTableProps;
}

const StyledScreen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  min-width: 0;
`;

/** The client's wallet (spec §2): the month at a glance, the coin records and the rides across the wallet. */
export function WalletScreen({ hasLicences, month, records, consumptions }: WalletScreenProps) {
  const { t } = useTranslation();
  return (
    <StyledScreen>
      <ScreenTitle>{t('wallet.title')}</ScreenTitle>
      {hasLicences ? (
        <>
          <WalletMonthCard {...month} />
          <CoinRecordsTable {...records} />
          <WalletConsumptionsTable {...consumptions} />
        </>
      ) : (
        <EmptyState message={t('wallet.noLicences')} />
      )}
    </StyledScreen>
  );
}
