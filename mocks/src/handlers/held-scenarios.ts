import { mockLicenses } from '../fixtures/client-area.ts';

/** Scenario ids each of the mock client's licences holds, by key: shared by the licence list and the transfers. */
export type HeldScenarios = Map<string, number[]>;

export function createHeldScenarios(): HeldScenarios {
  return new Map(mockLicenses.map((license) => [license.key, [...license.scenariosObtained]]));
}
