import { describe, expect, it } from 'vitest';
import type { Consumption } from '@orbit/contract';
import { testRide } from '../../test-support/consumptionFixture.ts';
import { searchWalletConsumptions } from './walletConsumptionSearch.ts';

const rides: Consumption[] = [
  testRide,
  {
    ...testRide,
    id: 2,
    licenseKey: 'ABCD-1234-EFGH-5678',
    label: 'Mall Plaza 2',
    scenarioId: 1,
    scenarioTitles: { en: 'Lost Jungle', pt: 'Selva Perdida' },
  },
  {
    ...testRide,
    id: 3,
    customersAmount: 7,
    scenarioId: 12,
    scenarioTitles: { en: 'Haunted Mine', pt: 'Mina Assombrada' },
  },
];

describe('searchWalletConsumptions', () => {
  it('keeps every ride for a blank query', () => {
    expect(searchWalletConsumptions(rides, '  ** ', 'en', 'UTC')).toBe(rides);
  });
  it('matches any value, trimmed, without asterisks and whatever the case', () => {
    const found = searchWalletConsumptions(rides, ' ****efgh-5678 ', 'en', 'UTC');
    expect(found.map((ride) => ride.id)).toEqual([2]);
    expect(searchWalletConsumptions(rides, '7', 'en', 'UTC').map((ride) => ride.id)).toContain(3);
  });
  it('matches scenario titles in every language', () => {
    const found = searchWalletConsumptions(rides, 'GELEIRA', 'en', 'UTC');
    expect(found.map((ride) => ride.id)).toEqual([1]);
  });
  it('finds nothing for a query no value holds', () => {
    expect(searchWalletConsumptions(rides, 'no such thing', 'en', 'UTC')).toEqual([]);
  });
});
