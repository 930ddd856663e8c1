import { z } from 'zod';
import {
  canonicalEmail,
  emailAddressPattern,
  interfaceLanguages,
  limits,
  passwordDigitPattern,
  passwordLetterPattern,
  passwordMaxLength,
} from '@orbit/domain';
import { isoDateTimeSchema, timeZoneSchema } from './common.ts';

/**
 * A typed address in the form accounts are stored and found by (`canonicalEmail`), checked as an address then, by
 * the domain's rule that the forms share (`emailAddressPattern`).
 */
export const emailSchema = z
  .string()
  .trim()
  .max(320)
  .transform(canonicalEmail)
  .pipe(z.email({ pattern: emailAddressPattern, error: 'invalid email' }).max(320));

/** docs/domain.md#validation: a country id made only of digits is a number. */
export const countryIdSchema = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,9}$/, 'Invalid country')
    .transform(Number),
]);

/**
 * docs/domain.md#validation reset rules: at least 6 characters with letters and digits. Sign-up asks the same (ADR 0018), so an account
 * can always reset to a password of the same kind.
 */
export const newPasswordSchema = z
  .string()
  .min(limits.passwordMinLength)
  .max(passwordMaxLength)
  .regex(passwordLetterPattern, 'must contain letters and numbers')
  .regex(passwordDigitPattern, 'must contain letters and numbers');

/** docs/domain.md#validation sign-up rules: name trimmed and not empty, a valid email, a country, a new password as above. */
export const signUpRequestSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  email: emailSchema,
  countryId: countryIdSchema,
  password: newPasswordSchema,
  timezone: timeZoneSchema,
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** A signed-in user's new password: the current one proves it is them (ADR 0021). */
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1).max(passwordMaxLength),
  password: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const resetPasswordRequestRequestSchema = z.strictObject({
  email: emailSchema,
  /** Language of the mail; English when absent. */
  lang: z.enum(interfaceLanguages).default('en'),
});
export type ResetPasswordRequestRequest = z.input<typeof resetPasswordRequestRequestSchema>;

/** A token from a mailed link. */
export const tokenRequestSchema = z.strictObject({ token: z.string().min(1).max(200) });
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const verifyResetTokenResponseSchema = z.object({ message: z.string(), expiresAt: isoDateTimeSchema });
export type VerifyResetTokenResponse = z.infer<typeof verifyResetTokenResponseSchema>;

export const resetPasswordRequestSchema = z.strictObject({
  token: z.string().min(1).max(200),
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** A postal address of the signed-in client (docs/domain.md#records-and-fields). */
export const addressSchema = z.object({
  id: z.number().int().positive(),
  fullName: z.string(),
  countryId: z.number().int().positive(),
  countryIsoAlpha3: z.string().length(3),
  streetLine1: z.string(),
  streetLine2: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListSchema = z.array(addressSchema);
