import type { Country } from '@orbit/contract';
import type { Database } from '../../db/client.ts';
import { countriesRepository } from './countries-repository.ts';

export type CountryService = ReturnType<typeof createCountryService>;

/** Sorted here rather than in SQL: database collations differ (PGlite vs a server), an English collator does not. */
const byEnglishName = new Intl.Collator('en', { sensitivity: 'base' });

export function createCountryService(db: Database) {
  const countries = countriesRepository(db);

  return {
    async list(): Promise<Country[]> {
      const rows = await countries.listAll();
      return rows.sort((a, b) => byEnglishName.compare(a.name, b.name));
    },
  };
}
