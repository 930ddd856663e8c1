import { useOutletContext } from 'react-router';
import type { CurrentUser } from '@orbit/contract';
import { ProfileScreen } from '@orbit/ui';

/** /dash/me: the signed-in person's profile, from the current user the shell already holds. */
export function ProfileRoute() {
  return <ProfileScreen user={useOutletContext<CurrentUser>()} />;
}
