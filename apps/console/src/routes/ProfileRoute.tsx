import { useOutletContext } from 'react-router-dom';
import type { CurrentUser } from '@orbit/contract';
import {
  useChangePassword,
  useConfirmTotpEnrolment,
  useRemoveTotp,
  useSecondFactors,
  useStartTotpEnrolment,
} from '@orbit/api-client';
import { useTranslation } from '@orbit/i18n';
import { ProfileScreen, useOnline } from '@orbit/ui';
import { describeError } from '../errors.ts';

/**
 * /dash/me: the signed-in person's profile, from the current user the shell already holds, the password change and
 * two-step verification (ADR 0056). An admin or supervisor the installation requires it of is sent here first.
 */
export function ProfileRoute() {
  const { t } = useTranslation();
  const online = useOnline();
  const user = useOutletContext<CurrentUser>();
  const changePassword = useChangePassword();
  const secondFactors = useSecondFactors();
  const start = useStartTotpEnrolment();
  const confirm = useConfirmTotpEnrolment();
  const remove = useRemoveTotp();
  /** The screen shows the message of a failed call in the person's language. */
  const explained =
    <Args extends unknown[]>(call: (...args: Args) => Promise<unknown>) =>
    (...args: Args) =>
      call(...args).catch((error: unknown) => {
        throw new Error(describeError(error, t));
      });

  return (
    <ProfileScreen
      user={user}
      changePasswordDisabled={!online}
      onChangePassword={explained(changePassword.mutateAsync)}
      secondFactor={{
        status: secondFactors.data,
        loadFailed: secondFactors.isError,
        required: user.secondFactor.required,
        enrolment: start.data,
        recoveryCodes: confirm.data?.recoveryCodes,
        onStart: explained(() => start.mutateAsync()),
        onConfirm: explained((code: string) => confirm.mutateAsync({ code })),
        onCancelEnrolment: () => start.reset(),
        onCodesSaved: () => {
          confirm.reset();
          start.reset();
        },
        onRemove: explained(remove.mutateAsync),
        disabled: !online,
      }}
    />
  );
}
