import { useMemo } from 'react';
import { useOutletContext } from 'react-router-dom';
import { useAdminUsers } from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { AdminClientsScreen } from '@orbit/ui';
import { useSearchState } from '../../urlState.ts';
import { useTablePreferences } from '../../preferences/tablePreferences.ts';
import { clientsListCodec, defaultClientsSort, usersFilterOf, type ClientsListState } from './clientsListState.ts';
import { clientPath } from '../../paths.ts';

/**
 * /dash/admin/clients (docs/domain.md#screens-and-addresses): the list state lives in the address; changing a filter or the sort starts the
 * list again from its first page (the query key changes), keeping the rest of the state.
 */
export function AdminClientsRoute() {
  const user = useOutletContext<CurrentUser>();
  const [preferences, remember] = useTablePreferences(user.id, 'clients');
  // Without a sort in the address, the one this person chose last; the address's wins.
  const codec = useMemo(() => clientsListCodec(preferences.sort ?? defaultClientsSort), [preferences.sort]);
  const [state, setState] = useSearchState(codec);
  const users = useAdminUsers(usersFilterOf(state));
  const pages = users.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.results);
  // Filters apply as they are typed and the list scrolls rather than pages: no edit is worth a history entry.
  const update = (next: ClientsListState) => setState(next, 'replace');

  return (
    <AdminClientsScreen
      status={users.isPending ? 'loading' : users.isError && pages.length === 0 ? 'error' : 'ready'}
      rows={rows}
      count={pages.at(-1)?.meta.count}
      hasMore={users.hasNextPage}
      loadingMore={users.isFetchingNextPage}
      moreError={users.isFetchNextPageError}
      onEndReached={() => void users.fetchNextPage()}
      onRetry={() => void (users.isFetchNextPageError ? users.fetchNextPage() : users.refetch())}
      filters={state.filters}
      onFiltersChange={(filters) => update({ ...state, filters })}
      sort={state.sort}
      onSortChange={(sort) => {
        update({ ...state, sort });
        remember({ sort });
      }}
      density={preferences.density}
      onDensityChange={(density) => remember({ density })}
      detailHref={(row) => clientPath(row.id)}
      timeZone={user.timezone}
    />
  );
}
