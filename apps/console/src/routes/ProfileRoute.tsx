import { useOutletContext } from 'react-router-dom';
import type { CurrentUser } from '@orbit/contract';
import { useChangePassword } from '@orbit/api-client';
import { useTranslation } from '@orbit/i18n';
import { ProfileScreen, useOnline } from '@orbit/ui';
import { describeError } from '../errors.ts';

/** /dash/me: the signed-in person's profile, from the current user the shell already holds, and the password change. */
export function ProfileRoute() {
  const { t } = useTranslation();
  const online = useOnline();
  const changePassword = useChangePassword();
  return (
    <ProfileScreen
      user={useOutletContext<CurrentUser>()}
      changePasswordDisabled={!online}
      onChangePassword={(values) =>
        changePassword.mutateAsync(values).catch((error: unknown) => {
          throw new Error(describeError(error, t));
        })
      }
    />
  );
}
