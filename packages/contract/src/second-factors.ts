import { z } from 'zod';
import { passwordMaxLength, totpDigits } from '@orbit/domain';
import { isoDateTimeSchema } from './common.ts';
import { authenticationResponseSchema } from './passkeys.ts';
import { currentUserSchema } from './session.ts';

/** The ways a sign-in's second step can be completed (ADR 0056, passkeys ADR 0059). */
export const secondFactorMethods = ['totp', 'recoveryCode', 'passkey'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/**
 * The answer to a right password on an account with a second factor: no session yet. The pending sign-in is an
 * HttpOnly cookie, short-lived and single-use, that the second step reads.
 */
export const secondFactorChallengeSchema = z.object({
  secondFactorRequired: z.literal(true),
  methods: z.array(z.enum(secondFactorMethods)),
  /** When the pending sign-in ends; the password is asked again after it. */
  expiresAt: isoDateTimeSchema,
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** `POST /api/sign-in`: the signed-in user, or the second step to take first. */
export const signInResponseSchema = z.union([currentUserSchema, secondFactorChallengeSchema]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** A code of an authenticator app: six digits; spaces typed between them are dropped. */
export const totpCodeSchema = z
  .string()
  .max(20)
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${totpDigits}}$`), `must be ${totpDigits} digits`));

/** A recovery code as typed (case, spaces and dashes are ignored when it is checked). */
export const recoveryCodeSchema = z.string().trim().min(1).max(40);

export const signInSecondFactorRequestSchema = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('totp'), code: totpCodeSchema }),
  z.strictObject({ method: z.literal('recoveryCode'), code: recoveryCodeSchema }),
  /** The browser's answer to the options of `POST /api/sign-in/second-factor/passkey-options`. */
  z.strictObject({ method: z.literal('passkey'), response: authenticationResponseSchema }),
]);
export type SignInSecondFactorRequest = z.input<typeof signInSecondFactorRequestSchema>;

/** The signed-in user's second factors. */
export const secondFactorStatusSchema = z.object({
  /** The authenticator app, once its enrolment was confirmed. */
  totp: z.object({ enrolledAt: isoDateTimeSchema }).nullable(),
  /** Recovery codes not used yet. */
  recoveryCodesLeft: z.number().int().nonnegative(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** A new authenticator secret, shown once, as text to type and as the `otpauth://` address a QR code carries. */
export const totpEnrolmentSchema = z.object({
  /** Base32, as authenticator apps take it when typed. */
  secret: z.string(),
  /** The `otpauth://totp/...` key URI. */
  uri: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** The first code of the app proves it holds the secret; only then is the factor enrolled. */
export const confirmTotpRequestSchema = z.strictObject({ code: totpCodeSchema });
export type ConfirmTotpRequest = z.input<typeof confirmTotpRequestSchema>;

/** Recovery codes, shown once: the server keeps only their hashes. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Removing the authenticator app takes one of its codes or the account's password. */
export const removeTotpRequestSchema = z
  .strictObject({
    code: totpCodeSchema.optional(),
    password: z.string().min(1).max(passwordMaxLength).optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.password === undefined), {
    message: 'give either a code or the password',
    path: ['code'],
  });
export type RemoveTotpRequest = z.input<typeof removeTotpRequestSchema>;
