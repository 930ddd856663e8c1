import { describe, expect, it } from 'vitest';
import type { Consumption } from '@orbit/contract';
import { searchWalletConsumptions, walletScenarioTitle } from './walletConsumptionSearch.ts';

const baseRide: Consumption = {
  id: 1,
  consumedAt: '2026-05-14T10:00:00.000Z',
  syncedAt: '2026-05-14T10:02:00.000Z',
  durationInSeconds: 300,
  time: 360,
  customersAmount: 3,
  chargedAmount: 6,
  scenarioId: 3,
  scenarioTitles: { en: 'Lost Glacier', pt: 'Geleira Perdida' },
  licenseKey: 'K7QF-3M2P-XR8T-9WZC',
  label: 'Parque Aventura 1',
  rideCost: 30,
  creditsAdded: 30,
  creditsAddOnKeyboard: 0,
  creditsExpired: 0,
  discountUsed: 0,
  percentage: 83,
  status: 'completed',
};
const rides: Consumption[] = [
  baseRide,
  {
    ...baseRide,
    id: 2,
    licenseKey: 'ABCD-1234-EFGH-5678',
    label: 'Mall Plaza 2',
    scenarioId: 1,
    scenarioTitles: { en: 'Lost Jungle', pt: 'Selva Perdida' },
  },
  {
    ...baseRide,
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

describe('walletScenarioTitle', () => {
  it('uses Portuguese for Portuguese and English otherwise', () => {
    const ride = { scenarioId: 3, scenarioTitles: { en: 'Lost Glacier', pt: 'Geleira Perdida' } };
    expect(walletScenarioTitle(ride, 'pt')).toBe('Geleira Perdida');
    expect(walletScenarioTitle(ride, 'fr')).toBe('Lost Glacier');
    expect(walletScenarioTitle({ scenarioId: 7, scenarioTitles: {} }, 'en')).toBe('#7');
  });
});
