import { useOutletContext } from 'react-router-dom';
import type { CurrentUser } from '@orbit/contract';
import { ReportsListScreen } from '@orbit/ui';
import { reportCards } from './reportCatalogue.ts';

/** /dash/admin/reports (docs/domain.md#screens-and-addresses): a card per report. */
export function ReportsListRoute() {
  const user = useOutletContext<CurrentUser>();
  return <ReportsListScreen reports={reportCards} timeZone={user.timezone} />;
}
