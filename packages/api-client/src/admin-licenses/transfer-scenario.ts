import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { applyScenarioChange, type ScenarioOnLicenseInput } from './scenario-cache.ts';

/** POST /api/admin/scenarios/transfer — a scenario to a licence (admin, supervisor); answers the purchase row. */
export function transferScenario({ licenseKey, scenario, userId }: ScenarioOnLicenseInput) {
  return apiRequest('adminTransferScenario', { body: { licenseKey, purchaseScenarioId: scenario.id, userId } });
}

/** Transfers and moves the scenario between the modal's lists at once. */
export function useTransferScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferScenario,
    onSuccess: (_purchase, input) => applyScenarioChange(queryClient, input, true),
  });
}
