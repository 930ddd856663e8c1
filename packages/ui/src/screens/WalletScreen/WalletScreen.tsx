import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { CoinRecordsTable, type CoinRecordsTableProps } from '../../components/CoinRecordsTable/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
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

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize.xxl};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text};
`;

/** The client's wallet (spec §2): the month at a glance, the coin records and the rides across the wallet. */
export function WalletScreen({ hasLicences, month, records, consumptions }: WalletScreenProps) {
  const { t } = useTranslation();
  return (
    <StyledScreen>
      <StyledTitle>{t('wallet.title')}</StyledTitle>
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
