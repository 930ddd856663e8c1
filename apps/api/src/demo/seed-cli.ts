import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createDiskImageStorage } from '../shared/image-storage.ts';
import { describeDatabase, openConfiguredDatabase } from '../db/open-configured.ts';
import { defaultDemoRides, seedDatabase } from './seed.ts';

/**
 * `npm run seed [-- --rides N]`: migrates and seeds the configured database with the demo business (never in
 * production). The demo data goes only into an
 * empty database, so a benchmark-sized one (`--rides 5000000`) needs a fresh DATA_DIR or DATABASE_URL.
 */
const { values } = parseArgs({ options: { rides: { type: 'string', default: String(defaultDemoRides) } } });
const rides = Number(values.rides);
if (!Number.isInteger(rides) || rides < 0) throw new Error(`--rides must be a whole number, got "${values.rides}"`);

const config = loadConfig();
if (config.production) {
  console.error('npm run seed puts demo accounts with a published password into the database: not in production.');
  process.exit(1);
}
const handle = await openConfiguredDatabase(config);
try {
  const started = performance.now();
  const result = await seedDatabase(handle.db, {
    demo: true,
    rides,
    pictures: createDiskImageStorage(config.uploads.dir),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Seeded ${describeDatabase(config)} in ${seconds} s: ${result.countries} countries`);
  if (result.demo) {
    const { clients, licenses, scenarios, rides: rideCount } = result.demo;
    console.log(
      `Demo data created: ${clients} clients, ${licenses} licences, ${scenarios} scenarios, ${rideCount} rides.`,
    );
  } else {
    console.log('Users already present; demo data left untouched (use a fresh DATA_DIR or database).');
  }
} finally {
  await handle.close();
}
