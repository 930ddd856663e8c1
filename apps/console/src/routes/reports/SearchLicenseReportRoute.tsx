import { useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { useAdminReportSearchLicense } from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { SearchLicenseReportScreen } from '@orbit/ui';
import { reportsPath } from './reportCatalogue.ts';
import { useSearchState, type SearchCodec } from '../../urlState.ts';
import { reportAnswer } from './reportSearch.ts';

/** The searched characters in the address (ADR 0066); fewer than the minimum are the server's to refuse. */
const searchLicenseCodec: SearchCodec<string | null> = {
  read: (search) => search.get('q')?.trim() || null,
  write: (suffix) => new URLSearchParams(suffix ? { q: suffix } : {}),
};

/**
 * /dash/admin/reports/search-license (docs/domain.md#screens-and-addresses): licences by the last characters of their key, one page; the address
 * holds the characters searched.
 */
export function SearchLicenseReportRoute() {
  const user = useOutletContext<CurrentUser>();
  const [suffix, setSuffix] = useSearchState(searchLicenseCodec);
  // The screen keeps its field (and the focus) through its own searches; it starts again from the address only when
  // back or forward brought another search.
  const [shown, setShown] = useState({ suffix, generation: 0 });
  if (shown.suffix !== suffix) setShown({ suffix, generation: shown.generation + 1 });
  const search = (text: string | null) => {
    setShown({ suffix: text, generation: shown.generation });
    setSuffix(text, 'push');
  };
  const query = useAdminReportSearchLicense(suffix);
  const answer = reportAnswer(query, 1, () => undefined);
  return (
    <SearchLicenseReportScreen
      key={shown.generation}
      searched={suffix ?? ''}
      backHref={reportsPath}
      onSearch={(text) => {
        if (text === suffix) void query.refetch();
        else search(text);
      }}
      onClear={() => search(null)}
      status={answer.status}
      data={answer.data}
      onRetry={answer.onRetry}
      timeZone={user.timezone}
    />
  );
}
