import { ApiError } from '@orbit/api-client';
import { errorMessages } from '@orbit/contract';

type Translate = (key: string) => string;

/** Server messages the console says in the user's language; any other 4xx message is shown as the server wrote it. */
const translatedMessages: Record<string, string> = {
  [errorMessages.accountDisabled]: 'security.accountDisabled',
  [errorMessages.commonPassword]: 'security.commonPassword',
  [errorMessages.wrongCurrentPassword]: 'security.wrongCurrentPassword',
  [errorMessages.sameEmail]: 'security.sameEmail',
  [errorMessages.emailTaken]: 'security.emailTaken',
  [errorMessages.ownAccount]: 'adminClients.duties.ownAccount',
  [errorMessages.clientAccountsOnly]: 'adminClients.duties.clientAccountsOnly',
  [errorMessages.clientHoldings]: 'adminClients.duties.clientHoldings',
  [errorMessages.lastAdmin]: 'adminClients.duties.lastAdmin',
  [errorMessages.ownDebitApproval]: 'adminClients.duties.ownDebitApproval',
  [errorMessages.debitDecided]: 'adminClients.duties.debitDecided',
  [errorMessages.wrongSecondFactorCode]: 'signIn.wrongCode',
  [errorMessages.signInStepExpired]: 'signIn.stepExpired',
  [errorMessages.secondFactorRequired]: 'security.secondFactorRequired',
  [errorMessages.reauthenticationRequired]: 'reauthenticate.required',
  [errorMessages.passkeyRefused]: 'signIn.passkeyFailed',
};

/** The message to show for a failed call, in the user's language where the status has a meaning of its own. */
export function describeError(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('errors.network');
    if (error.status === 429) return t('errors.tooManyAttempts');
    if (error.status >= 500) return t('errors.internal');
    const known = Object.values(error.errors ?? {})
      .concat(error.message)
      .map((message) => translatedMessages[message])
      .find((key) => key !== undefined);
    return known ? t(known) : error.message;
  }
  return t('errors.unexpected');
}
