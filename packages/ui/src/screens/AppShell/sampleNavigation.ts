import type { TFunction } from '@orbit/i18n';
import type { AppShellSection } from './AppShell.tsx';

interface DashNavigationOptions {
  /** The person holds a staff scope: the admin section is theirs. */
  staff: boolean;
  /** The brand's external coin store (docs/domain.md#screens-and-addresses). */
  storeUrl: string;
}

/** Sample data for stories and tests: the console's sidebar (apps/console builds the same), admin links for staff. */
export function sampleNavigation(t: TFunction, { staff, storeUrl }: DashNavigationOptions): AppShellSection[] {
  const sections: AppShellSection[] = [
    { id: 'home', links: [{ href: '/dash', label: t('shell.dashboard'), exact: true }] },
    {
      id: 'mind',
      heading: t('shell.mindYourBusiness'),
      links: [
        { href: '/dash/licenses', label: t('shell.licenses') },
        { href: '/dash/wallet', label: t('shell.wallet') },
      ],
    },
    {
      id: 'invest',
      heading: t('shell.investInYourBusiness'),
      links: [
        { href: storeUrl, label: t('shell.store'), external: true },
        { href: '/dash/news', label: t('shell.news') },
      ],
    },
  ];
  if (staff) {
    sections.push({
      id: 'admin',
      heading: t('shell.admin'),
      links: [
        { href: '/dash/admin/clients', label: t('shell.clients') },
        { href: '/dash/admin/reports', label: t('shell.reports') },
        { href: '/dash/admin/news', label: t('shell.adminNews') },
        { href: '/dash/admin/scenarios', label: t('shell.scenarios') },
      ],
    });
  }
  return sections;
}
