import { ApiError } from '@orbit/api-client';

type Translate = (key: string) => string;

/** The message to show for a failed call, in the user's language where the status has a meaning of its own. */
export function describeError(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('errors.network');
    if (error.status === 429) return t('errors.tooManyAttempts');
    if (error.status >= 500) return t('errors.internal');
    return error.message;
  }
  return t('errors.unexpected');
}
