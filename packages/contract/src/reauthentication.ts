import { z } from 'zod';
import { passwordMaxLength } from '@orbit/domain';
import { isoDateTimeSchema } from './common.ts';
import { authenticationResponseSchema } from './passkeys.ts';
import { recoveryCodeSchema, totpCodeSchema } from './second-factors.ts';

/**
 * The ways a signed-in user proves who they are again before a sensitive act (ADR 0058): the password, or a second
 * factor they enrolled: an authenticator app's code, a recovery code, or one of their passkeys, whose answer signs the
 * challenge of `POST /api/me/reauthenticate/passkey-options`.
 */
export const reauthenticationMethods = ['password', 'totp', 'recoveryCode', 'passkey'] as const;
export type ReauthenticationMethod = (typeof reauthenticationMethods)[number];

export const reauthenticateRequestSchema = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('password'), password: z.string().min(1).max(passwordMaxLength) }),
  z.strictObject({ method: z.literal('totp'), code: totpCodeSchema }),
  z.strictObject({ method: z.literal('recoveryCode'), code: recoveryCodeSchema }),
  z.strictObject({ method: z.literal('passkey'), response: authenticationResponseSchema }),
]);
export type ReauthenticateRequest = z.input<typeof reauthenticateRequestSchema>;

export const reauthenticateResponseSchema = z.object({
  /** When this session's proof lapses: sensitive acts after it ask for a new one. */
  authenticatedUntil: isoDateTimeSchema,
});
export type ReauthenticateResponse = z.infer<typeof reauthenticateResponseSchema>;
