import type { Consumption, WalletBalance } from '@orbit/contract';
import { rideTotalsOf, walletMonthFigures, type WalletMonthFigures } from '@orbit/domain';

/** The month the WalletMonthCard and WalletScreen stories show. */
export const storyMonthStart = '2026-05-01T00:00:00.000Z';

/**
 * The rides of the story month up to `now` and the month card's figures for them, with 300 customers the month
 * before; the stories pass in the mock data.
 */
export function storyMonth(
  rides: readonly Consumption[],
  now: string,
  balance: Pick<WalletBalance, 'tickets'>,
): { rides: Consumption[]; figures: WalletMonthFigures } {
  const monthRides = rides.filter((ride) => ride.consumedAt >= storyMonthStart && ride.consumedAt <= now);
  const totals = rideTotalsOf(monthRides);
  const figures = walletMonthFigures(
    {
      results: monthRides,
      meta: { count: totals.rides, offset: 0 },
      customersAmount: totals.customers,
      previousCustomersAmount: 300,
      totalCreditsAdded: totals.creditsAdded,
    },
    balance,
  );
  return { rides: monthRides, figures };
}
