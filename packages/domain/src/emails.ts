/** Latin capital letter I with dot above, the one letter whose lower case in JavaScript is two code points. */
const capitalDottedI = '\u0130';

/**
 * The one form of an email address that accounts are stored, found and rate-limited by: NFKC (full-width and other
 * compatibility letters become plain ones), lower case letter by letter, trimmed. JavaScript's toLowerCase
 * turns İ into i and a combining dot, while PostgreSQL's lower() (and Unicode's simple mapping) gives a plain i; the
 * plain i is taken, so that `supervİsor@example.com` is the supervisor's address everywhere and never a second one.
 */
export function canonicalEmail(typed: string): string {
  return typed.normalize('NFKC').replaceAll(capitalDottedI, 'i').toLowerCase().normalize('NFKC').trim();
}

/**
 * The one rule of a well-formed email address, for the server and every form: dot-separated words of letters,
 * digits and `_'+-` before the `@`, a domain of such labels after it and a top level of two letters or more. It is
 * the pattern zod checks by default, named here so that the forms refuse exactly what the server refuses.
 */
export const emailAddressPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Whether a typed address is well-formed as the server reads it: in its canonical form, by `emailAddressPattern`. */
export function isEmailAddress(typed: string): boolean {
  return emailAddressPattern.test(canonicalEmail(typed));
}
