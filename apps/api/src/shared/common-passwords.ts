import { dictionary } from '@zxcvbn-ts/language-common';
import { errorMessages } from '@orbit/contract';
import { AppError } from '../http/app-error.ts';

/**
 * The common-passwords dictionary of @zxcvbn-ts/language-common (MIT): about 49,000 passwords that occur more than
 * ten times in the Xato corpus of ten million leaked passwords, lower-cased, most frequent first. Loaded once.
 */
const commonPasswords: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/** Whether a password is one of the most common ones, whatever its letter case (the list is lower-cased). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** Refuses a new password (sign-up, reset, change) that is on the list, as a 400 on the `password` field. */
export function assertUncommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    throw new AppError(400, errorMessages.commonPassword, { [field]: errorMessages.commonPassword });
  }
}
