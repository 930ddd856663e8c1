import { useOutletContext } from 'react-router';
import type { CurrentUser } from '@orbit/contract';
import { useTranslation } from '@orbit/i18n';

export function DashHomeRoute() {
  const { t } = useTranslation();
  const user = useOutletContext<CurrentUser>();
  return <h1>{t('shell.greeting', { name: user.name })}</h1>;
}
