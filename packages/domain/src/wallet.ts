/** The sums of a set of rides that the consumption lists and the wallet's month report. */
export interface RideTotals {
  rides: number;
  /** Customers on the rides: the tickets they sold. */
  customers: number;
  /** Credits the arcade's customers put into the simulators on the rides. */
  creditsAdded: number;
}

/**
 * The totals of rides held in memory (the mocks, the stories); the server sums the same columns in SQL
 * (`ridesRepository.totals`).
 */
export function rideTotalsOf(rides: readonly { customersAmount: number; creditsAdded: number }[]): RideTotals {
  let customers = 0;
  let creditsAdded = 0;
  for (const ride of rides) {
    customers += ride.customersAmount;
    creditsAdded += ride.creditsAdded;
  }
  return { rides: rides.length, customers, creditsAdded };
}

/**
 * The range of the same length just before `range`: the period a consumption list compares its customers with
 * (the wallet month's trend, the reports' previous period).
 */
export function rangeBefore(range: { startAt: Date; endAt: Date }): { startAt: Date; endAt: Date } {
  const length = range.endAt.getTime() - range.startAt.getTime();
  return { startAt: new Date(range.startAt.getTime() - length), endAt: range.startAt };
}

/** The figures of the wallet's month card (ADR 0018). */
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

/** The month's first page of rides as the wallet consumptions answer it (a `ConsumptionList` of the contract). */
export interface WalletMonthRides {
  results: readonly { chargedAmount: number }[];
  meta: { count: number; offset: number };
  customersAmount: number;
  previousCustomersAmount: number;
  totalCreditsAdded: number;
}

/** The month card's figures from the month's first page of rides and the wallet balance. */
export function walletMonthFigures(month: WalletMonthRides, balance: { tickets: number }): WalletMonthFigures {
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
