import type { Config } from '../config.ts';
import { openDatabase } from './client.ts';
import type { DatabaseHandle } from './client.ts';

/**
 * PostgreSQL when DATABASE_URL is set, with the pools and timeouts of the settings (ADR 0051), else the embedded
 * PGlite in DATA_DIR; migrated and ready.
 */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
    config.database,
  );
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** Where the data lives, for start-up messages; the URL's password is never printed. */
export function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `PGlite in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  url.password = '';
  return `PostgreSQL at ${url.toString()}`;
}
