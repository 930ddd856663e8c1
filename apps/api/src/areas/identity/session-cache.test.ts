import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { sessions, users } from '../../db/schema.ts';
import { createClient } from '../../test-support/fixtures.ts';
import { createTestApp, getMe, sessionCookieOf, signIn } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import { createDeviceCache } from '../device-protocol/index.ts';
import {
  createSessionCache,
  currentUserChangedChannel,
  listenerApplicationName,
  sessionCacheFor,
  type CacheFollower,
  type SessionCache,
} from './session-cache.ts';

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

  it('answers nothing from what it holds once its trust has lapsed, and again once trusted on', () => {
    const cache = createSessionCache<ReturnType<typeof row>>();
    cache.remember('a', row(1), cache.mark());
    cache.trustUntil(performance.now() - 1);
    expect(cache.get('a')).toBeUndefined();
    cache.trustUntil(performance.now() + 60_000);
    expect(cache.get('a')).toEqual(row(1));
  });

  it("gives the machines' caches the same trust as the sessions", () => {
    const { devices, standings, follower } = createDeviceCache();
    const device = { userId: 1 } as Parameters<typeof devices.remember>[1];
    const standing = { userId: 1 } as Parameters<typeof standings.remember>[1];
    devices.remember('token', device, devices.mark());
    standings.remember('7', standing, standings.mark());
    follower.cache.trustUntil(performance.now() - 1);
    expect([devices.get('token'), standings.get('7')]).toEqual([undefined, undefined]);
    follower.cache.trustUntil(performance.now() + 60_000);
    expect([devices.get('token'), standings.get('7')]).toEqual([device, standing]);
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

  it("has dropped a user's sessions when a follower of the same channel hears the change", async () => {
    // The live streams check a session as soon as they hear its user changed (ADR 0082).
    const seenByFollower: unknown[] = [];
    let cache: SessionCache<ReturnType<typeof row>> | null = null;
    const follower: CacheFollower = {
      channel: currentUserChangedChannel,
      cache: {
        changed: (payload) => void (payload === '1' && seenByFollower.push(cache?.get('a'))),
        listening: () => undefined,
        trustUntil: () => undefined,
      },
    };
    const fed = await sessionCacheFor<ReturnType<typeof row>>(handle.db, [follower]);
    try {
      cache = fed.cache;
      if (!cache) throw new Error('Both databases feed a session cache.');
      await fed.settled();
      cache.remember('a', row(1), cache.mark());
      expect(cache.get('a')).toEqual(row(1));
      await handle.db.update(users).set({ name: 'Changed again' }).where(eq(users.id, 1));
      await fed.settled();
      expect(seenByFollower).toEqual([undefined]);
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

  // PGlite delivers its notifications with the results on its one connection: there is no listener to fall silent.
  it.runIf(kind.name === 'PostgreSQL')(
    "ends a disabled user's access within 5 s on every server while their listeners are stopped",
    { timeout: 30_000 },
    async () => {
      const apps = [await createTestApp(handle), await createTestApp(handle)];
      const stopped: number[] = [];
      try {
        const client = await createClient(handle);
        const [first] = apps;
        if (!first) throw new Error('Two servers were started.');
        const cookie = sessionCookieOf(await signIn(first, client.email));
        // Read twice, so that each server holds the session.
        for (const app of [...apps, ...apps]) expect((await getMe(app, cookie)).statusCode).toBe(200);
        const listeners = await selectRows<{ pid: number }>(
          handle.db,
          sql`select pid from pg_stat_activity
              where datname = current_database() and application_name = ${listenerApplicationName}`,
        );
        expect(listeners).toHaveLength(2);
        // The backends stop as a stalled machine would, their connections open and silent.
        for (const { pid } of listeners) {
          process.kill(pid, 'SIGSTOP');
          stopped.push(pid);
        }

        // Disabled as an admin on another server does it: the account marked, its sessions ended.
        await handle.db.transaction(async (tx) => {
          await tx.update(users).set({ disabledAt: new Date() }).where(eq(users.id, client.id));
          await tx.delete(sessions).where(eq(sessions.userId, client.id));
        });
        const disabledAt = performance.now();
        await Promise.all(
          apps.map((app) =>
            expect.poll(async () => (await getMe(app, cookie)).statusCode, { timeout: 5_000, interval: 50 }).toBe(401),
          ),
        );
        expect(performance.now() - disabledAt).toBeLessThan(5_000);
      } finally {
        // Never left stopped: other tests share the server.
        for (const pid of stopped) process.kill(pid, 'SIGCONT');
        for (const app of apps) await app.close();
      }
    },
  );
});
