import { useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { useAdminReportLicenseSearch } from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { LicenceSearchReportScreen } from '@orbit/ui';
import { reportsPath } from './reportCatalogue.ts';
import { reportAnswer } from './reportSearch.ts';

/** /dash/admin/reports/search-license (spec §2): licences by the last characters of their key, one page. */
export function SearchLicenceRoute() {
  const user = useOutletContext<CurrentUser>();
  const [suffix, setSuffix] = useState<string | null>(null);
  const query = useAdminReportLicenseSearch(suffix);
  const answer = reportAnswer(query, 1, () => undefined);
  return (
    <LicenceSearchReportScreen
      backHref={reportsPath}
      onSearch={(text) => {
        if (text === suffix) void query.refetch();
        else setSuffix(text);
      }}
      onClear={() => setSuffix(null)}
      status={answer.status}
      data={answer.data}
      onRetry={answer.onRetry}
      timeZone={user.timezone}
    />
  );
}
