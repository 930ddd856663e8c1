import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import { ridesRepository } from './rides-repository.ts';
import { scenariosRepository } from '../content/index.ts';

/** A page of rides comes packed as one text from the database (listPage): every cell must come back as it is. */
describe.each(testDatabaseKinds)('a page of rides on $name', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await kind.open();
    // Text that would break a page packed carelessly: commas, quotes, a line break, a backslash, non-ASCII.
    await handle.db.execute(
      sql`update licenses set label = ${'Sala 1, "norte"\nsegunda linha \\ ção'}
          where id = (select license_id from rides order by consumed_at desc, id desc offset 4 limit 1)`,
    );
    await handle.db.execute(
      sql`update scenario_texts set title = ${'Río "Grande", \\ ção'}
          where scenario_id = (select scenario_id from rides order by consumed_at desc, id desc offset 5 limit 1)`,
    );
    // A scenario without any text has no titles: `{}`.
    await handle.db.execute(
      sql`delete from scenario_texts where scenario_id = (select scenario_id from rides r
          where scenario_id <> (select scenario_id from rides order by consumed_at desc, id desc offset 5 limit 1)
          order by consumed_at desc, id desc offset 6 limit 1)`,
    );
  });
  afterAll(async () => {
    await handle.close();
  });

  it('holds every cell of the rides, newest first, with their licence and scenario', async () => {
    const licenseIds = (await selectRows<{ id: number }>(handle.db, sql`select id from licenses`)).map((row) =>
      Number(row.id),
    );
    const range = { startAt: new Date('2000-01-01T00:00:00Z'), endAt: new Date('2100-01-01T00:00:00Z') };
    const page = await ridesRepository(handle.db).listPage(licenseIds, range, { limit: 50, offset: 3 });
    const raw = await selectRows<Record<string, unknown>>(
      handle.db,
      sql`select r.id, r.consumed_at, r.synced_at, r.duration_seconds, s.time_seconds, r.customers_amount,
                 r.charged_amount, r.scenario_id, l.key, l.label, r.ride_cost, r.credits_added,
                 r.credits_add_on_keyboard, r.credits_expired, r.discount_used
          from rides r join licenses l on l.id = r.license_id join scenarios s on s.id = r.scenario_id
          order by r.consumed_at desc, r.id desc limit 50 offset 3`,
    );
    expect(raw).toHaveLength(50);
    const titles = await scenariosRepository(handle.db).titlesOf(raw.map((row) => Number(row.scenario_id)));
    expect([...titles.values()]).toContainEqual({});
    expect(page).toEqual(
      raw.map((row) => ({
        id: Number(row.id),
        consumedAt: new Date(row.consumed_at as string).toISOString(),
        syncedAt: new Date(row.synced_at as string).toISOString(),
        durationSeconds: Number(row.duration_seconds),
        scenarioTimeSeconds: Number(row.time_seconds),
        customersAmount: Number(row.customers_amount),
        chargedAmount: Number(row.charged_amount),
        scenarioId: Number(row.scenario_id),
        scenarioTitles: titles.get(Number(row.scenario_id)),
        licenseKey: row.key,
        label: row.label,
        rideCost: Number(row.ride_cost),
        creditsAdded: Number(row.credits_added),
        creditsAddOnKeyboard: Number(row.credits_add_on_keyboard),
        creditsExpired: Number(row.credits_expired),
        discountUsed: Number(row.discount_used),
      })),
    );
    expect(page.map((row) => row.label)).toContain('Sala 1, "norte"\nsegunda linha \\ ção');
    expect(page.flatMap((row) => Object.values(row.scenarioTitles))).toContain('Río "Grande", \\ ção');
  });

  it('is empty past the last ride', async () => {
    const range = { startAt: new Date('2000-01-01T00:00:00Z'), endAt: new Date('2100-01-01T00:00:00Z') };
    expect(await ridesRepository(handle.db).listPage([1], range, { limit: 10, offset: 10_000_000 })).toEqual([]);
  });
});
