import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { intArray, isAnyOf, textArray } from './arrays.ts';
import type { DatabaseHandle } from './client.ts';
import { selectRows } from './rows.ts';

describe.each(testDatabaseKinds)('lists bound as one array on $name', (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await kind.open();
  });

  afterAll(async () => {
    await handle.close();
  });

  it('hands every text over as it is, whatever it holds', async () => {
    const texts = ['plain', 'with "quotes"', 'back\\slash', 'a,b', '{braces}', ' spaced ', 'NULL', '', 'çã ✓'];
    const rows = await selectRows<{ value: string }>(
      handle.db,
      sql`select value from unnest(${textArray(texts)}) with ordinality as t(value, n) order by n`,
    );
    expect(rows.map((row) => row.value)).toEqual(texts);
  });

  it('hands whole numbers over and matches a column against them', async () => {
    const rows = await selectRows<{ value: number }>(
      handle.db,
      sql`select value from generate_series(1, 10) as value where ${isAnyOf(sql`value`, [3, 7, 11])} order by value`,
    );
    expect(rows.map((row) => Number(row.value))).toEqual([3, 7]);
    const [summed] = await selectRows<{ total: number | string }>(
      handle.db,
      sql`select sum(value) as total from unnest(${intArray([1, 2, 3])}) as value`,
    );
    expect(Number(summed?.total)).toBe(6);
  });

  it('matches no row for an empty list', async () => {
    const rows = await selectRows<{ value: number }>(
      handle.db,
      sql`select value from generate_series(1, 3) as value where ${isAnyOf(sql`value`, [])}`,
    );
    expect(rows).toEqual([]);
  });
});
