import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { routes } from '@orbit/contract';
import { apiRequest, type RequestInput } from '../client.ts';
import { adminScenariosQueryKey } from './admin-scenarios.ts';

export type CreateScenarioBody = NonNullable<RequestInput<typeof routes.adminCreateScenario>['body']>;

/** POST /api/admin/scenarios — a new scenario of the catalogue (admin and supervisor). */
export function createScenario(body: CreateScenarioBody) {
  return apiRequest('adminCreateScenario', { body });
}

/** Creates a scenario and refreshes the catalogue. */
export function useCreateScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScenario,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminScenariosQueryKey }),
  });
}
