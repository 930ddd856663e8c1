import { getAdminReportCoinsCsv, useAdminReportCoins } from '@orbit/api-client';
import { CoinsReportScreen, coinsReportColumns, coinsReportTotals } from '@orbit/ui';
import { reportRange } from './reportSearch.ts';
import { useReportDensity } from './reportDensity.ts';
import { useFilteredReport } from './useFilteredReport.ts';

/** /dash/admin/reports/coins (docs/domain.md#screens-and-addresses): the tickets log, coin records of the chosen clients in a period. */
export function CoinsReportRoute() {
  const props = useFilteredReport({
    id: 'coins',
    fields: ['clients', 'range'],
    toBody: (filters, timeZone) => ({
      usersId: filters.clients.map(Number),
      ...reportRange(filters.range, timeZone),
      offset: 0,
    }),
    useReport: useAdminReportCoins,
    csv: (body, skip, signal) => getAdminReportCoinsCsv(body, skip, signal),
    columns: coinsReportColumns,
    density: useReportDensity('coins'),
    totals: coinsReportTotals,
  });
  return <CoinsReportScreen {...props} />;
}
