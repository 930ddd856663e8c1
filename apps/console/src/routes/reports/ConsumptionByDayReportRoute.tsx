import { getAdminReportConsumptionByDayCsv, useAdminReportConsumptionByDay } from '@orbit/api-client';
import { ConsumptionByDayReportScreen, consumptionByDayReportColumns, consumptionByDayReportTotals } from '@orbit/ui';
import { reportRange } from './reportSearch.ts';
import { useFilteredReport } from './useFilteredReport.ts';

/** /dash/admin/reports/consumption-by-day (docs/domain.md#screens-and-addresses): customers and rides per licence and day, in the staff zone. */
export function ConsumptionByDayReportRoute() {
  const props = useFilteredReport({
    id: 'consumptionByDay',
    fields: ['clients', 'licenses', 'range'],
    toBody: (filters, timeZone) => ({
      userId: filters.clients.map(Number),
      licensesKey: [...filters.licenses],
      ...reportRange(filters.range, timeZone),
      timezone: timeZone,
    }),
    useReport: useAdminReportConsumptionByDay,
    csv: (body, skip, signal) => getAdminReportConsumptionByDayCsv(body, skip, signal),
    columns: consumptionByDayReportColumns,
    totals: consumptionByDayReportTotals,
  });
  return <ConsumptionByDayReportScreen {...props} />;
}
