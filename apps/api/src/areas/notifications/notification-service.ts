import { errorMessages } from '@orbit/contract';
import type {
  MarkNotificationsReadBody,
  Notification,
  NotificationPreferences,
  NotificationsQuery,
  NotificationsResponse,
  PutNotificationPreferencesBody,
} from '@orbit/contract';
import {
  groupedNotificationParams,
  notificationKindsFor,
  notificationLink,
  notificationMailsPerHour,
  notificationRules,
} from '@orbit/domain';
import type { NotificationKind, NotificationParams } from '@orbit/domain';
import type { Database } from '../../db/client.ts';
import { languageOfCountry } from '../../email/templates.ts';
import type { OutgoingMail } from '../../email/outgoing-mail.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthenticatedSession } from '../identity/index.ts';
import { digestMail, notificationMail } from './notification-mails.ts';
import type { Recipient, TextOf } from './notification-mails.ts';
import { notificationsRepository } from './notifications-repository.ts';
import type { NotificationRow } from './notifications-repository.ts';

/** One thing to tell one person, about one subject (what repeats are grouped by, such as `user:4`). */
export interface Notice<Kind extends NotificationKind = NotificationKind> {
  userId: number;
  kind: Kind;
  subject: string;
  params: NotificationParams[Kind];
}

/** Tells a person something in the transaction `tx` of its cause (ADR 0080). */
export type Notify = <Kind extends NotificationKind>(tx: Database, notice: Notice<Kind>) => Promise<void>;

export type NotificationService = ReturnType<typeof createNotificationService>;

const hourMs = 3_600_000;

function notificationOf(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    params: row.params as Record<string, unknown>,
    count: row.count,
    link: notificationLink(row.kind, row.params as never),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export function createNotificationService(deps: {
  db: Database;
  now: () => Date;
  mails: OutgoingMail;
  publicUrl: string;
}) {
  const { db, now, mails, publicUrl } = deps;

  async function recipientOf(tx: Database, userId: number): Promise<Recipient | undefined> {
    const row = await notificationsRepository(tx).recipient(userId);
    return row && { ...row, language: languageOfCountry(row.countryAlpha2) };
  }

  /** Where the person wants this kind: the catalogue's defaults unless they chose; security stays in the console. */
  async function channelsOf(tx: Database, userId: number, kind: NotificationKind) {
    const rules = notificationRules[kind];
    const chosen = (await notificationsRepository(tx).preferencesOf(userId)).find((row) => row.kind === kind);
    const { console, mail } = chosen ?? rules.defaults;
    return { console: console || rules.security, mail };
  }

  const notify: Notify = async (tx, notice) => {
    const { userId, kind, subject, params } = notice;
    const rules = notificationRules[kind];
    const channels = await channelsOf(tx, userId, kind);
    if (!channels.console && !channels.mail) return;
    const notifications = notificationsRepository(tx);
    const at = now();
    if (rules.groupMinutes > 0) {
      await notifications.lockGroup(userId, kind, subject);
      const since = new Date(at.getTime() - rules.groupMinutes * 60_000);
      const group = await notifications.openGroup(userId, kind, subject, channels.console, since);
      if (group) {
        // A repeat mails nothing more: the group's first mail (or digest line) told it.
        await notifications.addRepeat(group.id, groupedNotificationParams(kind, group.params as never, params), at);
        return;
      }
    }
    let mail: NotificationRow['mail'] = 'none';
    if (channels.mail) {
      const overLimit =
        (await notifications.mailsSince(userId, new Date(at.getTime() - hourMs))) >= notificationMailsPerHour;
      const recipient = await recipientOf(tx, userId);
      if (!recipient) return;
      if (overLimit || (await notifications.takesDigest(userId))) mail = 'digest';
      else {
        await mails.queue(tx, notificationMail(recipient, { kind, params, count: 1 } as TextOf, publicUrl));
        mail = 'queued';
      }
    }
    await notifications.insert({
      userId,
      kind,
      subject,
      params,
      inConsole: channels.console,
      mail,
      createdAt: at,
      updatedAt: at,
    });
  };

  async function preferences(session: AuthenticatedSession): Promise<NotificationPreferences> {
    const kinds = notificationKindsFor(session.scope === 'user' ? 'user' : 'staff');
    const notifications = notificationsRepository(db);
    const chosen = await notifications.preferencesOf(session.userId);
    return {
      kinds: kinds.map((kind) => {
        const rules = notificationRules[kind];
        const { console, mail } = chosen.find((row) => row.kind === kind) ?? rules.defaults;
        return { kind, console: console || rules.security, mail, security: rules.security };
      }),
      digest: await notifications.takesDigest(session.userId),
    };
  }

  return {
    notify,

    async list(session: AuthenticatedSession, query: NotificationsQuery): Promise<NotificationsResponse> {
      const { rows, count, unread } = await notificationsRepository(db).list(session.userId, {
        kind: query.kind,
        unreadOnly: query.unread === 'true',
        limit: query.limit,
        offset: query.offset,
      });
      return { results: rows.map(notificationOf), meta: { count, limit: query.limit, offset: query.offset }, unread };
    },

    async markRead(session: AuthenticatedSession, body: MarkNotificationsReadBody): Promise<{ unread: number }> {
      const ids = 'ids' in body ? body.ids : undefined;
      return { unread: await notificationsRepository(db).markRead(session.userId, ids, now()) };
    },

    preferences,

    async setPreferences(
      session: AuthenticatedSession,
      body: PutNotificationPreferencesBody,
    ): Promise<NotificationPreferences> {
      const allowed = notificationKindsFor(session.scope === 'user' ? 'user' : 'staff');
      const errors: Record<string, string> = {};
      body.kinds.forEach((choice, index) => {
        if (!allowed.includes(choice.kind)) errors[`kinds.${index}.kind`] = 'Not a kind this account receives';
        else if (notificationRules[choice.kind].security && !choice.console) {
          errors[`kinds.${index}.console`] = 'Security notifications always show in the console';
        }
      });
      if (Object.keys(errors).length > 0) throw new AppError(400, errorMessages.invalidInput, errors);
      await db.transaction((tx) => notificationsRepository(tx).setPreferences(session.userId, body.kinds, body.digest));
      return preferences(session);
    },

    /** The daily digest: one mail per person with what waited for it, in one transaction per person. */
    async sendDigests(): Promise<number> {
      let sent = 0;
      for (const userId of await notificationsRepository(db).digestRecipients()) {
        await db.transaction(async (tx) => {
          const rows = await notificationsRepository(tx).takeForDigest(userId);
          const recipient = await recipientOf(tx, userId);
          if (rows.length === 0 || !recipient) return;
          const oldestFirst = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
          const texts = oldestFirst.map((row) => ({ kind: row.kind, params: row.params, count: row.count }) as TextOf);
          await mails.queue(tx, digestMail(recipient, texts, publicUrl));
          sent += 1;
        });
      }
      return sent;
    },
  };
}
