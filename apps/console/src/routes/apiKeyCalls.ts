import { ApiError } from '@orbit/api-client';
import type { TFunction } from '@orbit/i18n';
import type { ApiKeyCallError } from '@orbit/ui';
import { describeError } from '../errors.ts';

/** Why the keys could not be listed, as the keys card shows it: not the viewer's (403), or a failure to retry. */
export function keysLoadError(error: unknown): 'failed' | 'forbidden' {
  return error instanceof ApiError && error.status === 403 ? 'forbidden' : 'failed';
}

/**
 * A key call's refusal as the keys card shows it: the message in the person's language (a key revoked or expired
 * meanwhile said plainly), and a 400's fields at fault, which the form puts on its fields.
 */
export function keyCallError(error: unknown, t: TFunction): ApiKeyCallError {
  const gone = error instanceof ApiError && error.status === 409;
  const refused: ApiKeyCallError = new Error(gone ? t('apiKeys.notRollable') : describeError(error, t));
  if (error instanceof ApiError && error.status === 400) refused.fieldErrors = error.errors;
  return refused;
}
