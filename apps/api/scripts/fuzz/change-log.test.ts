import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { apiKeys, news, sessions } from '../../src/db/schema.ts';
import { testDatabaseKinds } from '../../src/test-support/test-database.ts';
import { installChangeLog } from './change-log.ts';
import type { ChangeLog } from './change-log.ts';

/** The fuzz's proof that a call wrote nothing must itself see every committed change, and only those. */
describe.each(testDatabaseKinds)('the change log on $name', (kind) => {
  let handle: DatabaseHandle;
  let changeLog: ChangeLog;

  beforeAll(async () => {
    handle = await kind.open();
    changeLog = await installChangeLog(handle.db);
  });
  afterAll(() => handle.close());

  it('logs committed inserts, updates and deletes of any table', async () => {
    const start = await changeLog.position();
    await handle.db.update(news).set({ isActive: false }).where(eq(news.id, 1));
    await handle.db.delete(sessions).where(eq(sessions.idHash, 'none'));
    expect(await changeLog.since(start)).toEqual([{ table: 'news', operation: 'UPDATE', rows: 1 }]);
  });

  it('logs nothing for a rolled-back write', async () => {
    const start = await changeLog.position();
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.update(news).set({ isActive: true }).where(eq(news.id, 1));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await changeLog.position()).toBe(start);
  });

  it("ignores a session's sliding idle expiry but not a new or ended session", async () => {
    const at = new Date('2026-03-02T12:00:00Z');
    const start = await changeLog.position();
    await handle.db.insert(sessions).values({
      idHash: 'change-log-test',
      userId: 4,
      createdAt: at,
      lastSeenAt: at,
      authenticatedAt: at,
      idleExpiresAt: at,
      absoluteExpiresAt: at,
    });
    const afterInsert = await changeLog.position();
    await handle.db
      .update(sessions)
      .set({ lastSeenAt: new Date(at.getTime() + 60_000), idleExpiresAt: new Date(at.getTime() + 60_000) })
      .where(eq(sessions.idHash, 'change-log-test'));
    expect(await changeLog.position()).toBe(afterInsert);
    await handle.db.delete(sessions).where(eq(sessions.idHash, 'change-log-test'));
    expect(await changeLog.since(start)).toEqual([
      { table: 'sessions', operation: 'DELETE', rows: 1 },
      { table: 'sessions', operation: 'INSERT', rows: 1 },
    ]);
  });

  it("ignores an API key's last use but not a change of what it may do", async () => {
    const at = new Date('2026-03-02T12:00:00Z');
    const [key] = await handle.db
      .insert(apiKeys)
      .values({
        publicId: 'changeLogKey',
        kind: 'account',
        userId: 4,
        name: 'Change log',
        scopes: ['wallet:read'],
        secretHash: 'h',
        expiresAt: at,
      })
      .returning({ id: apiKeys.id });
    const start = await changeLog.position();
    await handle.db
      .update(apiKeys)
      .set({ lastUsedAt: at, lastUsedFrom: '127.0.0.1' })
      .where(eq(apiKeys.id, key?.id ?? 0));
    expect(await changeLog.position()).toBe(start);
    await handle.db
      .update(apiKeys)
      .set({ scopes: ['licenses:read'] })
      .where(eq(apiKeys.id, key?.id ?? 0));
    expect(await changeLog.since(start)).toEqual([{ table: 'api_keys', operation: 'UPDATE', rows: 1 }]);
  });
});
