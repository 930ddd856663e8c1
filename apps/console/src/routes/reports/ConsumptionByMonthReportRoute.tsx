import { getAdminReportConsumptionByMonthCsv, useAdminReportConsumptionByMonth } from '@orbit/api-client';
import {
  ConsumptionByMonthReportScreen,
  consumptionByMonthReportColumns,
  consumptionByMonthReportTotals,
} from '@orbit/ui';
import { reportRange } from './reportSearch.ts';
import { useFilteredReport } from './useFilteredReport.ts';

/** /dash/admin/reports/consumption-by-month (docs/domain.md#screens-and-addresses): searches by itself once countries and a period are set. */
export function ConsumptionByMonthReportRoute() {
  const props = useFilteredReport({
    id: 'consumptionByMonth',
    fields: ['countries', 'range'],
    automatic: true,
    toBody: (filters, timeZone) => ({
      countries: filters.countries.map(Number),
      licenseType: 'all' as const,
      ...reportRange(filters.range, timeZone),
      offset: 0,
      timezone: timeZone,
    }),
    useReport: useAdminReportConsumptionByMonth,
    csv: (body, skip, signal) => getAdminReportConsumptionByMonthCsv(body, skip, signal),
    columns: consumptionByMonthReportColumns,
    totals: consumptionByMonthReportTotals,
  });
  return <ConsumptionByMonthReportScreen {...props} />;
}
