import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { adminScenariosQueryKey } from './admin-scenarios.ts';

/** PATCH /api/admin/scenarios/{id}/status — switches a scenario on or off at once (docs/domain.md#states-and-transitions). */
export function setScenarioStatus(id: number, isActive: boolean) {
  return apiRequest('adminScenarioStatus', { params: { id }, body: { isActive } });
}

/** Sends the switch and refreshes the list afterwards, whether it worked or not (docs/domain.md#states-and-transitions). */
export function useScenarioStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => setScenarioStatus(id, isActive),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminScenariosQueryKey }),
  });
}
