import type { QueryClient } from '@tanstack/react-query';
import type { ObtainableScenario, Scenario } from '@orbit/contract';
import { adminClientQueryKey, adminUserLicensesQueryOptions } from './admin-user-licenses.ts';
import { obtainableScenariosQueryKey } from './obtainable-scenarios.ts';

/** What a transfer or a removal changes: one scenario on one licence of one client. */
export interface ScenarioOnLicenseInput {
  licenseKey: string;
  scenario: Scenario;
  /** The client the page is about: the server refuses a licence of anyone else (ADR 0016). */
  userId: number;
}

/**
 * Shows a transfer or removal in both lists at once (docs/domain.md#states-and-transitions): the licence's scenarios and what the client can still
 * obtain change in the cache, then both are read again from the server.
 */
export function applyScenarioChange(
  queryClient: QueryClient,
  { licenseKey, scenario, userId }: ScenarioOnLicenseInput,
  held: boolean,
): Promise<void> {
  queryClient.setQueryData(adminUserLicensesQueryOptions(userId).queryKey, (answer) =>
    answer
      ? {
          ...answer,
          results: answer.results.map((license) =>
            license.key !== licenseKey
              ? license
              : {
                  ...license,
                  scenariosObtained: held
                    ? [...new Set([...license.scenariosObtained, scenario.id])].sort((a, b) => a - b)
                    : license.scenariosObtained.filter((id) => id !== scenario.id),
                },
          ),
        }
      : answer,
  );
  queryClient.setQueriesData<ObtainableScenario[]>({ queryKey: obtainableScenariosQueryKey(userId) }, (list) => {
    if (!list) return list;
    if (held) {
      return list
        .map((item) =>
          item.id === scenario.id
            ? { ...item, licenseKeys: item.licenseKeys.filter((key) => key !== licenseKey) }
            : item,
        )
        .filter((item) => item.licenseKeys.length > 0);
    }
    const present = list.some((item) => item.id === scenario.id);
    return present
      ? list.map((item) =>
          item.id === scenario.id && !item.licenseKeys.includes(licenseKey)
            ? { ...item, licenseKeys: [...item.licenseKeys, licenseKey] }
            : item,
        )
      : [...list, { ...scenario, licenseKeys: [licenseKey] }].sort((a, b) => a.id - b.id);
  });
  return queryClient.invalidateQueries({ queryKey: adminClientQueryKey(userId) });
}
