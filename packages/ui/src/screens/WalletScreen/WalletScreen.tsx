import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import type { CoinRecordsTableProps } from '../../components/CoinRecordsTable/index.ts';
import { Card } from '../../components/Card/index.ts';
import type { DataTableDensity } from '../../components/DataTable/index.ts';
import { skeletonRowCount } from '../../components/DataTable/rendering.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ScreenTitle } from '../../components/ScreenHeader/index.ts';
import { TablePlaceholder } from '../../components/TablePlaceholder/index.ts';
import type { WalletConsumptionsTableProps } from '../../components/WalletConsumptionsTable/index.ts';
import { deferredModule } from '../../hooks/deferredModule.ts';
import { WalletMonthCard, type WalletMonthCardProps } from '../../components/WalletMonthCard/index.ts';

// The tables' code (the virtualised DataTable) arrives after the screen: the title, the month's figures and a
// placeholder of each table's size show first (ADR 0034), and each table as soon as its code is in. The server's
// drawing of the screen shows the placeholders too (ADR 0045).
const coinRecordsTable = deferredModule(() => import('../../components/CoinRecordsTable/index.ts'));
const walletConsumptionsTable = deferredModule(() => import('../../components/WalletConsumptionsTable/index.ts'));

export interface WalletScreenProps {
  /** Whether the client owns any licence; without one the wallet says "no licences yet". */
  hasLicenses: boolean;
  /** The month card: tickets, rides, consumers, credits inserted and the ticket-per-coins index. */
  month: WalletMonthCardProps;
  /** The coin records with infinite scroll and their PDF. */
  records: CoinRecordsTableProps;
  /** The wallet consumptions with search, pagination and their PDF. */
  consumptions: WalletConsumptionsTableProps;
  /** The wallet's runway (a `WalletRunwayCard`), under the month card; none when absent. */
  runway?: ReactNode;
}

const StyledScreen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  min-width: 0;
`;

/** The toolbar line above a table (its PDF button). */
const StyledToolbarLine = styled.div`
  min-height: ${vars.size.controlSm};
`;

/** A table's card, with its heading, until the table's code has arrived: as tall as the table it stands for. */
function TableCardPlaceholder({
  heading,
  rows,
  density,
}: {
  heading: string;
  rows: number;
  density: DataTableDensity;
}) {
  return (
    <Card heading={heading}>
      <StyledToolbarLine aria-hidden="true" />
      <TablePlaceholder rows={rows} density={density} />
    </Card>
  );
}

/** The rows a table will show: its skeleton's while they load (and where an error or an empty notice shows instead). */
function placeholderRows(rowCount: number, loading: boolean | undefined): number {
  return loading || rowCount === 0 ? skeletonRowCount : rowCount;
}

/** The client's wallet (docs/domain.md#screens-and-addresses): the month at a glance, the coin records and the rides across the wallet. */
export function WalletScreen({ hasLicenses, month, records, consumptions, runway }: WalletScreenProps) {
  const { t } = useTranslation();
  const recordsTable = coinRecordsTable.useModule();
  const consumptionsTable = walletConsumptionsTable.useModule();
  return (
    <StyledScreen>
      <ScreenTitle>{t('wallet.title')}</ScreenTitle>
      {hasLicenses ? (
        <>
          <WalletMonthCard {...month} />
          {runway}
          {recordsTable ? (
            <recordsTable.CoinRecordsTable {...records} />
          ) : (
            <TableCardPlaceholder
              heading={t('wallet.recordsHeading')}
              rows={placeholderRows(records.records.length, records.loading)}
              density="comfortable"
            />
          )}
          {consumptionsTable ? (
            <consumptionsTable.WalletConsumptionsTable {...consumptions} />
          ) : (
            <TableCardPlaceholder
              heading={t('wallet.consumptionsHeading')}
              rows={placeholderRows(consumptions.consumptions.length, consumptions.loading)}
              density="compact"
            />
          )}
        </>
      ) : (
        <EmptyState message={t('wallet.noLicenses')} />
      )}
    </StyledScreen>
  );
}
