import { useEffect, useMemo } from 'react';
import { useOutletContext } from 'react-router-dom';
import {
  adminCoastersPageSize,
  useAdminCoasters,
  useAdminReportUsers,
  type AdminCoastersFilter,
} from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { coasterStatuses, pageCount } from '@orbit/domain';
import { AdminCoastersScreen, type AdminCoastersOrderBy, type AdminCoastersScreenFilter } from '@orbit/ui';
import { clientPath } from '../../paths.ts';
import { pageOf, useSearchState, writePage, type SearchCodec } from '../../urlState.ts';
import { useServerNow } from '../serverClock.ts';

const orderBys: readonly AdminCoastersOrderBy[] = ['status', 'client', 'lastSeenAt', 'ridesToday', 'appVersion'];
/** The fleet page as it opens: every machine, by status. */
const defaultOrder = { orderby: 'status', order: 'asc' } as const;

/**
 * The filters, the order and the page in the address (ADR 0066), so a reload, a shared link or back shows the same
 * machines; damaged values fall back to none, the defaults stay out of it.
 */
export const fleetAddressCodec: SearchCodec<AdminCoastersFilter> = {
  read: (search) => {
    const client = search.get('client');
    const country = search.get('country');
    const version = search.get('version')?.trim();
    return {
      status: coasterStatuses.find((status) => status === search.get('status')),
      userId: client && /^[1-9]\d{0,8}$/.test(client) ? Number(client) : undefined,
      country: country && /^[A-Za-z]{3}$/.test(country) ? country.toUpperCase() : undefined,
      appVersion: version && version.length <= 32 ? version : undefined,
      silent: search.get('silent') === 'true',
      orderby: orderBys.find((by) => by === search.get('orderby')) ?? defaultOrder.orderby,
      order: search.get('order') === 'desc' ? 'desc' : 'asc',
      page: pageOf(search.get('page')),
    };
  },
  write: ({ status, userId, country, appVersion, silent, orderby, order, page }) => {
    const search = new URLSearchParams();
    if (status) search.set('status', status);
    if (userId !== undefined) search.set('client', String(userId));
    if (country) search.set('country', country);
    if (appVersion) search.set('version', appVersion);
    if (silent) search.set('silent', 'true');
    if (orderby !== defaultOrder.orderby || order !== defaultOrder.order) {
      search.set('orderby', orderby);
      search.set('order', order);
    }
    writePage(search, page);
    return search;
  },
};

/**
 * /dash/admin/coasters (ADR 0084): every client's machines for staff of every scope, with the counts by status, the
 * filters, the order and the page in the address, and each machine's client a link away. The page on screen is asked
 * again when the live stream tells of the fleet (a status moved, rides were recorded: ADR 0089), and every 30 seconds
 * only while the stream is down.
 */
export function AdminCoastersRoute() {
  const viewer = useOutletContext<CurrentUser>();
  const [address, setAddress] = useSearchState(fleetAddressCodec);
  const fleet = useAdminCoasters(address);
  const reportUsers = useAdminReportUsers();
  const now = useServerNow(fleet.data?.serverTime, fleet.dataUpdatedAt);
  const total = fleet.data?.meta.count ?? 0;
  const pages = pageCount(total, adminCoastersPageSize);

  const clients = useMemo(
    () => [...(reportUsers.data?.results ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [reportUsers.data],
  );
  const countries = useMemo(
    () => [...new Set(clients.flatMap((client) => (client.isoAlpha3 ? [client.isoAlpha3] : [])))],
    [clients],
  );

  // A page past the last (the fleet shrank, or an old link): the last page takes its place.
  const lastPage = fleet.isPlaceholderData ? address.page : Math.max(pages, 1);
  useEffect(() => {
    if (fleet.isSuccess && address.page > lastPage) setAddress({ ...address, page: lastPage }, 'replace');
  }, [fleet.isSuccess, address, lastPage, setAddress]);

  const filter: AdminCoastersScreenFilter = {
    status: address.status,
    userId: address.userId,
    country: address.country,
    appVersion: address.appVersion,
    silent: address.silent ?? false,
  };

  return (
    <AdminCoastersScreen
      coasters={fleet.data?.results ?? []}
      counts={fleet.data?.counts}
      silentCount={fleet.data?.silent}
      newest={fleet.data?.newest}
      total={total}
      page={address.page}
      pageCount={pages}
      pageSize={adminCoastersPageSize}
      onPageChange={(page) => setAddress({ ...address, page }, 'push')}
      filter={filter}
      // A filter of a live list changes the address in place, and starts again from the first page.
      onFilterChange={({ status, userId, country, appVersion, silent }) =>
        setAddress({ ...address, status, userId, country, appVersion, silent, page: 1 }, 'replace')
      }
      sort={{ orderby: address.orderby, order: address.order }}
      onSortChange={(sort) => setAddress({ ...address, ...sort, page: 1 }, 'replace')}
      clients={clients}
      countries={countries}
      clientHref={clientPath}
      loading={fleet.isPending}
      error={fleet.isError && !fleet.data}
      onRetry={() => void fleet.refetch()}
      now={now}
      timeZone={viewer.timezone}
    />
  );
}
