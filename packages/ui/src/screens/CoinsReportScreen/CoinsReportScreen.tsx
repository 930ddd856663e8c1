import type { AdminReportCoinsResponse } from '@orbit/contract';
import {
  coinsReportColumns,
  coinsReportTotals,
  FilteredReportScreen,
  type FilteredReportProps,
} from '../reportParts/index.ts';

export type CoinsReportScreenProps = FilteredReportProps<AdminReportCoinsResponse>;

/** Coins, the tickets log (docs/domain.md#screens-and-addresses): clients and a period; every coin record of their wallets, corrections too. */
export function CoinsReportScreen(props: CoinsReportScreenProps) {
  return (
    <FilteredReportScreen
      {...props}
      report="coins"
      fields={['clients', 'range']}
      columns={coinsReportColumns}
      rowKey={(row) => String(row.id)}
      totals={coinsReportTotals}
      cardTitle={(row) => row.name}
    />
  );
}
