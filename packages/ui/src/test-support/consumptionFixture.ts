import type { Consumption } from '@orbit/contract';

/** One completed ride of five minutes on a six-minute scenario, for tests to copy and vary. */
export const testRide: Consumption = {
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
