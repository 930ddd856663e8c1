import { z } from 'zod';
import { notificationKinds } from '@orbit/domain';
import { isoDateTimeSchema, limitQuerySchema, listMetaSchema, offsetQuerySchema } from './common.ts';

/**
 * The notification centre (ADR 0080): what the signed-in person was told, newest first, and how they want to be told.
 * Each kind's text, in the five languages, comes from its `params` (@orbit/domain's `NotificationParams`).
 */
export const notificationSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(notificationKinds),
  /** The values its text shows (the latest of a group). */
  params: z.record(z.string(), z.unknown()),
  /** Repeats of one kind about one subject within the kind's window, grouped (ADR 0080). */
  count: z.number().int().positive(),
  /** Where it leads in the console. */
  link: z.string(),
  createdAt: isoDateTimeSchema,
  /** The latest repeat's time. */
  updatedAt: isoDateTimeSchema,
  readAt: isoDateTimeSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.strictObject({
  limit: limitQuerySchema(100, 20),
  offset: offsetQuerySchema,
  kind: z.enum(notificationKinds).optional(),
  /** `true`: unread ones only. */
  unread: z.enum(['true', 'false']).optional(),
});
export type NotificationsQuery = z.output<typeof notificationsQuerySchema>;

export const notificationsResponseSchema = z.object({
  results: z.array(notificationSchema),
  meta: listMetaSchema,
  /** Unread notifications in all, whatever the filter: the bell's count. */
  unread: z.number().int().nonnegative(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** Some of the person's notifications by id, or all of them. */
export const markNotificationsReadBodySchema = z.union([
  // Ids are int4 in the database: a larger one is no notification, refused rather than failing the query.
  z.strictObject({ ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(100) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBodySchema>;

export const markNotificationsReadResponseSchema = z.object({ unread: z.number().int().nonnegative() });

export const notificationPreferenceSchema = z.object({
  kind: z.enum(notificationKinds),
  /** In the bell and on the notifications page. */
  console: z.boolean(),
  /** By mail (or in the daily digest). */
  mail: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesSchema = z.object({
  /** Every kind the person can receive, in the catalogue's order. */
  kinds: z.array(
    notificationPreferenceSchema.extend({
      /** About the account's security: it cannot be turned off in the console. */
      security: z.boolean(),
    }),
  ),
  /** One mail a day with what happened instead of single mails. */
  digest: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const putNotificationPreferencesBodySchema = z.strictObject({
  kinds: z.array(notificationPreferenceSchema.strict()).max(notificationKinds.length),
  digest: z.boolean(),
});
export type PutNotificationPreferencesBody = z.infer<typeof putNotificationPreferencesBodySchema>;
