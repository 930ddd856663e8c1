import type { ConsumptionList, WalletBalance } from '@orbit/contract';

/** The figures of the wallet's month card. */
export interface WalletMonthFigures {
  /** Tickets of the wallet since its first ride (customers on every ride), as the balance reports them. */
  tickets: number;
  /** Rides in the month. */
  rides: number;
  /** Customers on the month's rides. */
  consumers: number;
  /** Customers in the month before, for the trend. */
  previousConsumers: number;
  /** Credits the arcade's customers put into the simulators in the month. */
  creditsInserted: number;
  /** Coins the month's rides charged; null when not every ride of the month was loaded. */
  coinsCharged: number | null;
}

/** The month card's figures from the month's first page of rides and the wallet balance. */
export function walletMonthFigures(
  month: Pick<
    ConsumptionList,
    'results' | 'meta' | 'customersAmount' | 'previousCustomersAmount' | 'totalCreditsAdded'
  >,
  balance: Pick<WalletBalance, 'tickets'>,
): WalletMonthFigures {
  // Charges are summed from the rows, so they are known only when the first page holds every ride of the month.
  const complete = month.meta.offset === 0 && month.results.length >= month.meta.count;
  return {
    tickets: balance.tickets,
    rides: month.meta.count,
    consumers: month.customersAmount,
    previousConsumers: month.previousCustomersAmount,
    creditsInserted: month.totalCreditsAdded,
    coinsCharged: complete ? month.results.reduce((sum, ride) => sum + ride.chargedAmount, 0) : null,
  };
}

/**
 * The ticket-per-coins index: how many tickets the month's rides sold for the coins a Big Mac costs, that is
 * consumers ÷ coins charged × Big Mac coins. Null when it cannot be told (no charge, unknown charge or price).
 */
export function ticketsPerBigMac(
  figures: Pick<WalletMonthFigures, 'consumers' | 'coinsCharged'>,
  bigMacCoins: number | undefined,
): number | null {
  if (!bigMacCoins || figures.coinsCharged === null || figures.coinsCharged <= 0) return null;
  return (figures.consumers / figures.coinsCharged) * bigMacCoins;
}
