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
