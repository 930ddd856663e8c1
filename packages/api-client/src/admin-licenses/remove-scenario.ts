import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { applyScenarioChange, type ScenarioOnLicenseInput } from './scenario-cache.ts';

/** PATCH /api/admin/scenarios/purchased/removed-at — a scenario off a licence, history kept (admin, supervisor). */
export function removeScenario({ licenseKey, scenario, userId }: ScenarioOnLicenseInput) {
  return apiRequest('adminRemoveScenario', { body: { licenseKey, purchaseScenarioId: scenario.id, userId } });
}

/** Removes and moves the scenario between the modal's lists at once. */
export function useRemoveScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeScenario,
    onSuccess: (_purchase, input) => applyScenarioChange(queryClient, input, false),
  });
}
