import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { createSessionCache, currentUserChangedChannel, sessionCacheFor } from './session-cache.ts';

const row = (userId: number, name = 'x') => ({ userId, name });

describe('the session cache', () => {
  it('holds a session until a change of its user, and only of its user', () => {
    const cache = createSessionCache<ReturnType<typeof row>>();
    cache.remember('a', row(1), cache.mark());
    cache.remember('b', row(1), cache.mark());
    cache.remember('c', row(2), cache.mark());
    expect(cache.get('a')).toEqual(row(1));
    cache.changed('1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toEqual(row(2));
  });

  it('drops everything when everyone changed', () => {
    const cache = createSessionCache<ReturnType<typeof row>>();
    cache.remember('a', row(1), cache.mark());
    cache.remember('c', row(2), cache.mark());
    cache.changed('*');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeUndefined();
  });

  it('keeps no row read before a change that arrived while it was read', () => {
    const cache = createSessionCache<ReturnType<typeof row>>();
    const mark = cache.mark();
    cache.changed('1');
    cache.remember('a', row(1, 'stale'), mark);
    expect(cache.get('a')).toBeUndefined();
    // Another user's row read at the same time is still good.
    cache.remember('c', row(2), mark);
    expect(cache.get('c')).toEqual(row(2));
    cache.changed('*');
    cache.remember('d', row(3), mark);
    expect(cache.get('d')).toBeUndefined();
    cache.remember('d', row(3), cache.mark());
    expect(cache.get('d')).toEqual(row(3));
  });
});

describe.each(testDatabaseKinds)('the session cache on $name', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await kind.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('drops a user once a change committed before `settled` has arrived', async () => {
    const fed = await sessionCacheFor<ReturnType<typeof row>>(handle.db);
    try {
      const cache = fed.cache;
      if (!cache) throw new Error('Both databases feed a session cache.');
      cache.remember('a', row(1), cache.mark());
      cache.remember('b', row(2), cache.mark());
      await handle.db.update(users).set({ name: 'Changed' }).where(eq(users.id, 1));
      await fed.settled();
      expect(cache.get('a')).toBeUndefined();
      expect(cache.get('b')).toEqual(row(2));
    } finally {
      await fed.close();
    }
  });

  it.runIf(kind.name === 'PostgreSQL')(
    'holds nothing while its listener is lost, and holds again once it listens again',
    async () => {
      const fed = await sessionCacheFor<ReturnType<typeof row>>(handle.db);
      const cache = fed.cache;
      if (!cache) throw new Error('PostgreSQL feeds a session cache.');
      const holds = (idHash: string) => {
        cache.remember(idHash, row(2), cache.mark());
        return cache.get(idHash) !== undefined;
      };
      try {
        expect(holds('a')).toBe(true);
        await handle.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query = ${`listen ${currentUserChangedChannel}`}`,
        );
        await expect.poll(() => cache.get('a'), { timeout: 2_000, interval: 5 }).toBeUndefined();
        expect(holds('b')).toBe(false);
        // `settled` does not wait for a listener that is not there.
        await fed.settled();
        await expect.poll(() => holds('c'), { timeout: 5_000, interval: 20 }).toBe(true);
      } finally {
        await fed.close();
      }
    },
  );
});
