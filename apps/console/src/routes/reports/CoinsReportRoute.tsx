import { getAdminReportTicketsLogCsv, useAdminReportTicketsLog } from '@orbit/api-client';
import { CoinsLogReportScreen, coinsLogReportColumns, coinsLogReportTotals } from '@orbit/ui';
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
    useReport: useAdminReportTicketsLog,
    csv: (body, skip, signal) => getAdminReportTicketsLogCsv(body, skip, signal),
    columns: coinsLogReportColumns,
    density: useReportDensity('coins'),
    totals: coinsLogReportTotals,
  });
  return <CoinsLogReportScreen {...props} />;
}
