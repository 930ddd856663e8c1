/*
 * The password rules of docs/domain.md#validation, for the server's contract (zod) and the screens' forms (yup) alike: a password has
 * at least `limits.passwordMinLength` characters, and a new one chosen on a reset or a change, or on the sign-up
 * screen, holds a letter of any alphabet and a digit. The server also refuses the most common passwords
 * (apps/api/src/shared/common-passwords.ts, ADR 0021).
 */

/** The longest password a request may carry; it only bounds the work of hashing, it is no rule for people. */
export const passwordMaxLength = 1024;

/** A letter of any alphabet (accented and non-Latin letters count). */
export const passwordLetterPattern = /\p{L}/u;

/** A decimal digit. */
export const passwordDigitPattern = /\d/;
