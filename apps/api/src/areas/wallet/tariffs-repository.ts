import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tariffs } from '../../db/schema.ts';

export type TariffRow = Pick<typeof tariffs.$inferSelect, 'coinsPerCustomer' | 'validFrom'>;

export function tariffsRepository(db: Database) {
  return {
    /** Every tariff the client had, oldest first: a ride is charged with the one valid when it was played. */
    history(userId: number): Promise<TariffRow[]> {
      return db
        .select({ coinsPerCustomer: tariffs.coinsPerCustomer, validFrom: tariffs.validFrom })
        .from(tariffs)
        .where(eq(tariffs.userId, userId))
        .orderBy(asc(tariffs.validFrom), asc(tariffs.id));
    },

    async insert(tariff: { userId: number; coinsPerCustomer: number; validFrom: Date; issuerUserId: number | null }) {
      await db.insert(tariffs).values(tariff);
    },
  };
}

/** The tariff valid at `at` in a history sorted oldest first; none before the first one. */
export function tariffAt(history: readonly TariffRow[], at: Date): TariffRow | undefined {
  let found: TariffRow | undefined;
  for (const tariff of history) {
    if (tariff.validFrom.getTime() > at.getTime()) break;
    found = tariff;
  }
  return found;
}
