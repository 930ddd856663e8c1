import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { countries } from '../../db/schema.ts';

export type CountriesRepository = ReturnType<typeof countriesRepository>;

export function countriesRepository(db: Database) {
  return {
    listAll() {
      return db
        .select({
          id: countries.id,
          isoAlpha2: countries.isoAlpha2,
          isoAlpha3: countries.isoAlpha3,
          name: countries.name,
        })
        .from(countries);
    },
    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
      return row !== undefined;
    },
  };
}
