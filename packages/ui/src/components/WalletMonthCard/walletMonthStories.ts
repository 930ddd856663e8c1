import type { Consumption, WalletBalance } from '@orbit/contract';
import { walletMonthFigures, type WalletMonthFigures } from './walletMonthFigures.ts';

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
  const figures = walletMonthFigures(
    {
      results: monthRides,
      meta: { count: monthRides.length, limit: 5000, offset: 0 },
      customersAmount: monthRides.reduce((sum, ride) => sum + ride.customersAmount, 0),
      previousCustomersAmount: 300,
      totalCreditsAdded: monthRides.reduce((sum, ride) => sum + ride.creditsAdded, 0),
    },
    balance,
  );
  return { rides: monthRides, figures };
}
