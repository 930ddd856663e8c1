import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { routes } from '@orbit/contract';
import { apiRequest, type RequestInput } from '../client.ts';
import { adminScenarioQueryOptions } from './admin-scenario.ts';
import { adminScenariosQueryKey } from './admin-scenarios.ts';

export type UpdateScenarioBody = NonNullable<RequestInput<typeof routes.adminUpdateScenario>['body']>;

/** PATCH /api/admin/scenarios/{id} — changed fields, or a language's texts (the Portuguese translation). */
export function updateScenario(id: number, body: UpdateScenarioBody) {
  return apiRequest('adminUpdateScenario', { params: { id }, body });
}

/** Saves a change, shows the answer at once and refreshes the catalogue. */
export function useUpdateScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateScenarioBody }) => updateScenario(id, body),
    onSuccess: (scenario) => {
      queryClient.setQueryData(adminScenarioQueryOptions(scenario.id).queryKey, scenario);
      return queryClient.invalidateQueries({ queryKey: adminScenariosQueryKey });
    },
  });
}
