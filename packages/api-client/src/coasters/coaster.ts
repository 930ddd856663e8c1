import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { liveRefetchIntervalMs } from '../query-client.ts';
import { coastersQueryKey } from './coasters.ts';

/** One machine's page, under the coasters page's key: the live changes that refresh the list refresh it too. */
export const coasterQueryKey = (deviceId: number) => [...coastersQueryKey, deviceId] as const;

/** GET /api/coasters/{deviceId} — one of the client's machines with 30 days of history and rides by hour (ADR 0084). */
export function getCoaster(deviceId: number, signal?: AbortSignal) {
  return apiRequest('coaster', { params: { deviceId }, signal });
}

/** Asked again every 30 seconds as the list is: a machine turns late and offline by not calling, which no event tells. */
export function coasterQueryOptions(deviceId: number) {
  return queryOptions({
    queryKey: coasterQueryKey(deviceId),
    queryFn: ({ signal }) => getCoaster(deviceId, signal),
    refetchInterval: liveRefetchIntervalMs,
  });
}

/** One of the client's machines, its history and its rides by hour. */
export function useCoaster(deviceId: number) {
  return useQuery(coasterQueryOptions(deviceId));
}
