import { and, count, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationKind } from '@orbit/domain';
import type { Database } from '../../db/client.ts';
import { countries, notificationDigests, notificationPreferences, notifications, users } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;
type NewNotification = typeof notifications.$inferInsert;

export interface ListFilter {
  kind?: NotificationKind | undefined;
  unreadOnly: boolean;
  limit: number;
  offset: number;
}

/** The notification centre's rows (ADR 0080); every read and write is one person's. */
export function notificationsRepository(db: Database) {
  const inConsoleOf = (userId: number) => and(eq(notifications.userId, userId), eq(notifications.inConsole, true));
  const unreadOf = (userId: number) => and(inConsoleOf(userId), isNull(notifications.readAt));

  return {
    /** The person's choices, by kind; a kind without one follows the catalogue. */
    async preferencesOf(userId: number) {
      return db
        .select({
          kind: notificationPreferences.kind,
          console: notificationPreferences.inConsole,
          mail: notificationPreferences.byMail,
        })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
    },

    async takesDigest(userId: number): Promise<boolean> {
      const [row] = await db.select().from(notificationDigests).where(eq(notificationDigests.userId, userId));
      return row !== undefined;
    },

    async setPreferences(
      userId: number,
      choices: readonly { kind: NotificationKind; console: boolean; mail: boolean }[],
      digest: boolean,
    ): Promise<void> {
      for (const choice of choices) {
        await db
          .insert(notificationPreferences)
          .values({ userId, kind: choice.kind, inConsole: choice.console, byMail: choice.mail })
          .onConflictDoUpdate({
            target: [notificationPreferences.userId, notificationPreferences.kind],
            set: { inConsole: choice.console, byMail: choice.mail },
          });
      }
      if (digest) await db.insert(notificationDigests).values({ userId }).onConflictDoNothing();
      else await db.delete(notificationDigests).where(eq(notificationDigests.userId, userId));
    },

    /**
     * Locks one person's kind and subject until the transaction ends, so two causes at once group into one
     * notification instead of two.
     */
    async lockGroup(userId: number, kind: NotificationKind, subject: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`notification:${userId}:${kind}:${subject}`}))`);
    },

    /** The unread notification a repeat adds to: same person, kind, subject and place, moved since `since`. */
    async openGroup(userId: number, kind: NotificationKind, subject: string, inConsole: boolean, since: Date) {
      const [row] = await db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.kind, kind),
            eq(notifications.subject, subject),
            eq(notifications.inConsole, inConsole),
            isNull(notifications.readAt),
            gt(notifications.updatedAt, since),
          ),
        )
        .orderBy(desc(notifications.updatedAt))
        .limit(1);
      return row;
    },

    async addRepeat(id: number, params: unknown, at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ count: sql`${notifications.count} + 1`, params, updatedAt: at })
        .where(eq(notifications.id, id));
    },

    async insert(row: NewNotification): Promise<void> {
      await db.insert(notifications).values(row);
    },

    /** Notification mails sent on their own to the person since `since` (the hourly limit, ADR 0080). */
    async mailsSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ mails: count() })
        .from(notifications)
        .where(
          and(eq(notifications.userId, userId), eq(notifications.mail, 'queued'), gte(notifications.createdAt, since)),
        );
      return row?.mails ?? 0;
    },

    async list(userId: number, filter: ListFilter) {
      const where = and(
        filter.unreadOnly ? unreadOf(userId) : inConsoleOf(userId),
        filter.kind ? eq(notifications.kind, filter.kind) : undefined,
      );
      const [rows, [total], [unread]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.updatedAt), desc(notifications.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ rows: count() }).from(notifications).where(where),
        db.select({ rows: count() }).from(notifications).where(unreadOf(userId)),
      ]);
      return { rows, count: total?.rows ?? 0, unread: unread?.rows ?? 0 };
    },

    /** Marks the person's notifications of `ids` (all when undefined) read; the unread count left. */
    async markRead(userId: number, ids: readonly number[] | undefined, at: Date): Promise<number> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(unreadOf(userId), ids ? inArray(notifications.id, [...ids]) : undefined));
      const [unread] = await db.select({ rows: count() }).from(notifications).where(unreadOf(userId));
      return unread?.rows ?? 0;
    },

    /** Who a mail goes to, with their language's country and time zone. */
    async recipient(userId: number) {
      const [row] = await db
        .select({
          email: users.email,
          name: users.name,
          timeZone: users.timezone,
          countryAlpha2: countries.isoAlpha2,
        })
        .from(users)
        .leftJoin(countries, eq(countries.id, users.countryId))
        .where(eq(users.id, userId));
      return row;
    },

    /** People with notifications waiting for their digest. */
    async digestRecipients(): Promise<number[]> {
      const rows = await db
        .selectDistinct({ userId: notifications.userId })
        .from(notifications)
        .where(eq(notifications.mail, 'digest'));
      return rows.map((row) => row.userId);
    },

    /** One person's notifications waiting for the digest, locked, oldest first; marked digested in the same step. */
    async takeForDigest(userId: number) {
      return db
        .update(notifications)
        .set({ mail: 'digested' })
        .where(and(eq(notifications.userId, userId), eq(notifications.mail, 'digest')))
        .returning();
    },
  };
}
