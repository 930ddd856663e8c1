import { describe, expect, it } from 'vitest';
import { rangeBefore, rideTotalsOf, ticketsPerBigMac, walletMonthFigures } from './wallet.ts';

const month = (count: number) => ({
  results: [0, 6, 6, 6].map((chargedAmount) => ({ chargedAmount })),
  meta: { count, limit: 5000, offset: 0 },
  customersAmount: 12,
  previousCustomersAmount: 10,
  totalCreditsAdded: 90,
});

describe('walletMonthFigures', () => {
  it('reads the month from the rides and the tickets from the balance', () => {
    expect(walletMonthFigures(month(4), { tickets: 500 })).toEqual({
      tickets: 500,
      rides: 4,
      consumers: 12,
      previousConsumers: 10,
      creditsInserted: 90,
      coinsCharged: 18,
    });
  });
  it('leaves the charge unknown when the month has more rides than were loaded', () => {
    expect(walletMonthFigures(month(9000), { tickets: 500 }).coinsCharged).toBeNull();
    expect(
      walletMonthFigures({ ...month(4), meta: { count: 4, offset: 4 } }, { tickets: 500 }).coinsCharged,
    ).toBeNull();
  });
});

describe('ticketsPerBigMac', () => {
  it('is the tickets the coins of one Big Mac bought', () => {
    expect(ticketsPerBigMac({ consumers: 12, coinsCharged: 18 }, 24)).toBe(16);
  });
  it('is unknown without a charge or a price', () => {
    expect(ticketsPerBigMac({ consumers: 12, coinsCharged: 0 }, 24)).toBeNull();
    expect(ticketsPerBigMac({ consumers: 12, coinsCharged: null }, 24)).toBeNull();
    expect(ticketsPerBigMac({ consumers: 12, coinsCharged: 18 }, undefined)).toBeNull();
  });
});

describe('rangeBefore', () => {
  it('is the range of the same length ending where the range starts', () => {
    const may = { startAt: new Date('2026-05-01T03:00:00Z'), endAt: new Date('2026-06-01T03:00:00Z') };
    expect(rangeBefore(may)).toEqual({ startAt: new Date('2026-03-31T03:00:00Z'), endAt: may.startAt });
  });
});

describe('rideTotalsOf', () => {
  it('counts the rides and sums their customers and credits', () => {
    const rides = [
      { customersAmount: 3, creditsAdded: 30 },
      { customersAmount: 1, creditsAdded: 0 },
    ];
    expect(rideTotalsOf(rides)).toEqual({ rides: 2, customers: 4, creditsAdded: 30 });
    expect(rideTotalsOf([])).toEqual({ rides: 0, customers: 0, creditsAdded: 0 });
  });
});
