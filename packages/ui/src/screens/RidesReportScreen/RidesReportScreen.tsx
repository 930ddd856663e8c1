import type { AdminReportRidesResponse } from '@orbit/contract';
import {
  FilteredReportScreen,
  formatReportDateTime,
  ridesReportColumns,
  ridesReportTotals,
  type FilteredReportProps,
} from '../reportParts/index.ts';

export type RidesReportScreenProps = FilteredReportProps<AdminReportRidesResponse>;

/**
 * The rides report (docs/domain.md#screens-and-addresses): clients, their licences and a date-time period; every ride with its customers,
 * coins and credits, the period's totals in the footer, pages of 5000 and the export menu.
 */
export function RidesReportScreen(props: RidesReportScreenProps) {
  return (
    <FilteredReportScreen
      {...props}
      report="rides"
      fields={['clients', 'licenses', 'range']}
      columns={ridesReportColumns}
      rowKey={(ride) => String(ride.id)}
      totals={ridesReportTotals}
      cardTitle={(ride, context) => `${ride.label} · ${formatReportDateTime(ride.consumedAt, context)}`}
    />
  );
}
