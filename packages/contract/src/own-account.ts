import { z } from 'zod';
import { passwordMaxLength } from '@orbit/domain';
import { emailSchema } from './accounts.ts';
import { isoDateTimeSchema } from './common.ts';

/**
 * A change of email waiting for the new address to confirm it by the mailed link (ADR 0055). Until then the account
 * keeps its current address for sign-in and resets.
 */
export const pendingEmailChangeSchema = z.object({
  /** The address that is to become the account's once it confirms. */
  email: z.string(),
  requestedAt: isoDateTimeSchema,
  /** The confirmation link stops working then, and the change lapses. */
  expiresAt: isoDateTimeSchema,
  /** True when staff asked for the change, false when the user did. */
  byStaff: z.boolean(),
});
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;

/** The signed-in user's change of email, or null when none waits. */
export const ownEmailChangeResponseSchema = z.object({ pending: pendingEmailChangeSchema.nullable() });
export type OwnEmailChangeResponse = z.infer<typeof ownEmailChangeResponseSchema>;

/** A signed-in user's new address: the current password proves it is them, as for a new password (ADR 0021). */
export const requestEmailChangeRequestSchema = z.strictObject({
  email: emailSchema,
  currentPassword: z.string().min(1).max(passwordMaxLength),
});
export type RequestEmailChangeRequest = z.input<typeof requestEmailChangeRequestSchema>;

/** One open session of the signed-in user, as their profile lists it. */
export const ownSessionSchema = z.object({
  /** A public id of the session; the session's secret token is never shown. */
  id: z.uuid(),
  /** The browser and system read from the user agent; null when not recognised. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** The address of the session's last request that moved its expiry (sign-in, then at most once a minute). */
  ip: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema,
  /** The session this request came with. */
  current: z.boolean(),
});
export type OwnSession = z.infer<typeof ownSessionSchema>;

/** The signed-in user's open sessions, the most recently seen first. */
export const ownSessionsResponseSchema = z.object({ results: z.array(ownSessionSchema) });
export type OwnSessionsResponse = z.infer<typeof ownSessionsResponseSchema>;

export const ownSessionParamsSchema = z.strictObject({ id: z.uuid() });
