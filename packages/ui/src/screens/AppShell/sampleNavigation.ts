import type { TFunction } from '@orbit/i18n';
import type { AppShellSection } from './AppShell.tsx';
import { dashNavigation, type DashNavigationOptions, type DashNavigationPaths } from './dashNavigation.ts';

/** The console's addresses of the sidebar's pages (docs/domain.md#screens-and-addresses), as sample data. */
const samplePaths: DashNavigationPaths = {
  dash: '/dash',
  licenses: '/dash/licenses',
  coasters: '/dash/coasters',
  wallet: '/dash/wallet',
  news: '/dash/news',
  clients: '/dash/admin/clients',
  fleet: '/dash/admin/coasters',
  debitApprovals: '/dash/admin/debit-approvals',
  failedJobs: '/dash/admin/failed-jobs',
  integrations: '/dash/admin/integrations',
  reports: '/dash/admin/reports',
  adminNews: '/dash/admin/news',
  adminScenarios: '/dash/admin/scenarios',
};

/** Sample data for stories and tests: the console's sidebar, built by the console's own `dashNavigation`. */
export function sampleNavigation(t: TFunction, options: Omit<DashNavigationOptions, 'paths'>): AppShellSection[] {
  return dashNavigation(t, { ...options, paths: samplePaths });
}
