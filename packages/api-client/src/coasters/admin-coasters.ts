import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCoastersQuery } from '@orbit/contract';
import type { CoasterStatus } from '@orbit/domain';
import { apiRequest } from '../client.ts';
import { liveRefetchInterval } from '../live/live-state.ts';

/** Every page and filter of the staff fleet page. */
export const adminCoastersQueryKey = ['admin', 'coasters'] as const;

/** Machines per page of the fleet page: the contract's default page. */
export const adminCoastersPageSize = 50;

/** What the fleet page shows: filters, order and page. */
export interface AdminCoastersFilter {
  status?: CoasterStatus;
  /** One client's machines only. */
  userId?: number;
  /** ISO 3166-1 alpha-3 of the clients' country. */
  country?: string;
  /** Machines on this app version only. */
  appVersion?: string;
  /** Online but silent ones only. */
  silent?: boolean;
  orderby: AdminCoastersQuery['orderby'];
  order: AdminCoastersQuery['order'];
  /** The page, from 1. */
  page: number;
}

/** GET /api/admin/coasters — every machine in the staff member's scope, filtered, ordered and paged (ADR 0084). */
export function getAdminCoasters(filter: AdminCoastersFilter, signal?: AbortSignal) {
  const { status, userId, country, appVersion, silent, orderby, order, page } = filter;
  return apiRequest('adminCoasters', {
    query: {
      status,
      userId,
      country,
      appVersion,
      silent: silent ? 'true' : undefined,
      orderby,
      order,
      limit: adminCoastersPageSize,
      offset: (page - 1) * adminCoastersPageSize,
    },
    signal,
  });
}

/**
 * One page of the fleet; the page on screen stays while the next one loads. Asked again when the staff member's live
 * stream tells of the fleet (`fleet`: a status moved or rides were recorded, ADR 0089); every 30 seconds only while no
 * stream is up.
 */
export function adminCoastersQueryOptions(filter: AdminCoastersFilter) {
  const { status, userId, country, appVersion, silent = false, orderby, order, page } = filter;
  const key = {
    status: status ?? null,
    userId: userId ?? null,
    country: country ?? null,
    appVersion: appVersion ?? null,
    silent,
    orderby,
    order,
    page,
  };
  return queryOptions({
    queryKey: [...adminCoastersQueryKey, key] as const,
    queryFn: ({ signal }) => getAdminCoasters(filter, signal),
    placeholderData: keepPreviousData,
    refetchInterval: liveRefetchInterval,
  });
}

/** The fleet page's machines, counts by status and paging. */
export function useAdminCoasters(filter: AdminCoastersFilter) {
  return useQuery(adminCoastersQueryOptions(filter));
}
