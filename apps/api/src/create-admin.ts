import { parseArgs } from 'node:util';
import { canonicalEmail } from '@orbit/domain';
import { systemClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { describeDatabase, openConfiguredDatabase } from './db/open-configured.ts';
import { seedDatabase } from './demo/seed.ts';
import { createAdminAccount } from './areas/accounts/index.ts';

/**
 * `npm run create-admin -- --email you@example.com [--name "Your Name"] [--timezone Europe/Lisbon]`: the first admin
 * of a real installation, in the configured database (DATABASE_URL or the embedded one). It prints a one-time link
 * to choose a password, never a password. Run again for the same email to get a new link.
 */
const usage = 'Usage: npm run create-admin -- --email you@example.com [--name "Your Name"] [--timezone UTC]';
let values: { email?: string; name?: string; timezone?: string };
try {
  ({ values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, timezone: { type: 'string', default: 'UTC' } },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (!values.email) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const handle = await openConfiguredDatabase(config);
try {
  // Countries only: the admin's account needs none, but a fresh database should be complete after this command.
  await seedDatabase(handle.db, { demo: false });
  const result = await createAdminAccount(handle.db, {
    email: values.email,
    name: values.name,
    timezone: values.timezone ?? 'UTC',
    now: systemClock,
    publicUrl: config.publicUrl,
  });
  console.log(
    `${result.created ? 'Created the admin' : 'The admin already exists:'} ${canonicalEmail(values.email)} (user ${result.userId}) in ${describeDatabase(config)}.`,
  );
  console.log(
    `\nOpen this link to choose the password (once, before ${result.expiresAt.toISOString()}):\n${result.link}\n`,
  );
} catch (error) {
  console.error(`Could not create the admin: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
