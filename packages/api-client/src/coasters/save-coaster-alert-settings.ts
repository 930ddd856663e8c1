import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CoasterAlertSettings,
  CoasterDetailResponse,
  CoastersResponse,
  PutCoasterAlertSettingsBody,
} from '@orbit/contract';
import { apiRequest } from '../client.ts';
import { coasterQueryKey } from './coaster.ts';
import { coastersQueryKey } from './coasters.ts';

export interface SaveCoasterAlertSettingsInput {
  deviceId: number;
  settings: PutCoasterAlertSettingsBody;
}

/** PUT /api/coasters/{deviceId}/alerts — the offline threshold, opening hours and snooze of one of the client's machines. */
export function saveCoasterAlertSettings({ deviceId, settings }: SaveCoasterAlertSettingsInput) {
  return apiRequest('coasterAlertSettings', { params: { deviceId }, body: settings });
}

/**
 * Shows saved settings at once on the machine's page and on its row of the list, then has both asked again (one
 * prefix holds them): the page's other figures moved on meanwhile.
 */
export function showSavedCoasterAlerts(queryClient: QueryClient, deviceId: number, alerts: CoasterAlertSettings) {
  queryClient.setQueryData<CoasterDetailResponse>(coasterQueryKey(deviceId), (page) =>
    page ? { ...page, coaster: { ...page.coaster, alerts } } : page,
  );
  queryClient.setQueryData<CoastersResponse>(coastersQueryKey, (list) =>
    list
      ? { ...list, results: list.results.map((row) => (row.deviceId === deviceId ? { ...row, alerts } : row)) }
      : list,
  );
  return queryClient.invalidateQueries({ queryKey: coastersQueryKey });
}

/** Saves a machine's alert settings (ADR 0086). */
export function useSaveCoasterAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoasterAlertSettings,
    onSuccess: (alerts, { deviceId }) => showSavedCoasterAlerts(queryClient, deviceId, alerts),
  });
}
