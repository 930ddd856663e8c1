import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addresses, countries } from '../../db/schema.ts';

export function addressesRepository(db: Database) {
  return {
    listOf(userId: number) {
      return db
        .select({
          id: addresses.id,
          fullName: addresses.fullName,
          countryId: addresses.countryId,
          countryIsoAlpha3: countries.isoAlpha3,
          streetLine1: addresses.streetLine1,
          streetLine2: addresses.streetLine2,
          city: addresses.city,
          state: addresses.state,
          zipCode: addresses.zipCode,
          phoneNumber: addresses.phoneNumber,
        })
        .from(addresses)
        .innerJoin(countries, eq(countries.id, addresses.countryId))
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.id));
    },
  };
}
