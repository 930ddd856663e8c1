import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client.ts';
import type { DatabaseHandle } from './client.ts';

describe('the embedded database', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ inMemory: true });
  });

  afterAll(async () => {
    await handle.close();
  });

  it('lets the event loop take waiting work before each statement', async () => {
    const order: string[] = [];
    // Work already waiting for the event loop, as a request that arrived during the last statement would be.
    setImmediate(() => order.push('waiting work'));
    const statement = handle.db.execute(sql`select 1`).then(() => order.push('statement'));
    await statement;
    expect(order).toEqual(['waiting work', 'statement']);
  });
});
