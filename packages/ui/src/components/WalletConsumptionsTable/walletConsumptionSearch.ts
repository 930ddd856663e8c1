import type { Consumption } from '@orbit/contract';
import { filterBySearch } from '@orbit/domain';
import { formatDate } from '@orbit/i18n';

/**
 * The rides matching a search on any value a person can see or type (docs/domain.md#validation: trimmed, asterisks removed,
 * case-insensitive): the date as shown, the licence label and key, the scenario in every language, the amounts.
 */
export function searchWalletConsumptions(
  rides: readonly Consumption[],
  query: string,
  language: string,
  timeZone?: string,
): readonly Consumption[] {
  return filterBySearch(rides, query, (ride) => [
    formatDate(ride.consumedAt, language, 'dateTime', timeZone),
    ride.label,
    ride.licenseKey,
    ...Object.values(ride.scenarioTitles),
    ride.customersAmount,
    ride.rideCost,
    ride.creditsAdded,
    ride.creditsAddOnKeyboard,
    ride.creditsExpired,
    ride.discountUsed,
    ride.chargedAmount,
  ]);
}
