import { sql } from 'drizzle-orm';
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

/**
 * An instant column as ISO text to the millisecond, as `Date#toISOString` writes it: rows of thousands read this
 * way skip a Date per value on the way in and a string per value on the way out.
 */
export const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
