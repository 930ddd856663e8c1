import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** The rows of a raw query: both drivers answer `{ rows }`, but the type shared by the drivers cannot say so. */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as Row[];
  }
  throw new Error('The database answered a raw query without rows');
}
