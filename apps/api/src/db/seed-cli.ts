import { loadConfig } from '../config.ts';
import { describeDatabase, openConfiguredDatabase } from './open-configured.ts';
import { seedDatabase } from './seed.ts';

/** `npm run seed`: migrates and seeds the configured database. Flags it does not know (yet) are ignored. */
const config = loadConfig();
const handle = await openConfiguredDatabase(config);
try {
  const result = await seedDatabase(handle.db);
  console.log(`Seeded ${describeDatabase(config)}: ${result.countries} countries`);
  console.log(
    result.demoAccountsCreated ? 'Demo accounts created.' : 'Users already present; demo accounts left untouched.',
  );
} finally {
  await handle.close();
}
