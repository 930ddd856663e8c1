import { useOutletContext } from 'react-router-dom';
import type { CurrentUser } from '@orbit/contract';
import type { Density, ReportId } from '@orbit/ui';
import { useTablePreferences } from '../../preferences/tablePreferences.ts';

/** A report table's density as its reader left it, and the change that remembers a new one. */
export interface ReportDensity {
  density?: Density;
  onDensityChange: (density: Density) => void;
}

/**
 * The remembered density of a report that lists long data (rides, coin records, licences, the wallet statement).
 * The chart reports' short tables of days and months do without, and without this module's code (route budget).
 */
export function useReportDensity(id: ReportId): ReportDensity {
  const user = useOutletContext<CurrentUser>();
  const [preferences, remember] = useTablePreferences(user.id, `report.${id}`);
  return { density: preferences.density, onDensityChange: (density) => remember({ density }) };
}
