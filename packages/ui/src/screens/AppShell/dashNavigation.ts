import type { TFunction } from '@orbit/i18n';
import type { AppShellSection } from './AppShell.tsx';

/**
 * The addresses of the sidebar's pages, as the app routes them (docs/domain.md#screens-and-addresses): AppShell knows
 * no route.
 */
export interface DashNavigationPaths {
  dash: string;
  licenses: string;
  /** The client's coasters page. */
  coasters: string;
  wallet: string;
  news: string;
  clients: string;
  /** The staff fleet page. */
  fleet: string;
  debitApprovals: string;
  failedJobs: string;
  /** The admins' integrations page: the business's API keys. */
  integrations: string;
  reports: string;
  adminNews: string;
  adminScenarios: string;
}

export interface DashNavigationOptions {
  /** The addresses of the pages the links lead to. */
  paths: DashNavigationPaths;
  /** The person holds a staff scope: the admin section is theirs. */
  staff: boolean;
  /** The person decides on large debits (admin, supervisor; ADR 0057): the queue is in their admin section. */
  approvesDebits?: boolean;
  /** The person reads the background jobs that ran out of attempts (admin; ADR 0079): the list is in their admin section. */
  readsFailedJobs?: boolean;
  /** The person manages the business's API keys (admin; ADR 0092): the integrations page is in their admin section. */
  managesIntegrations?: boolean;
  /** The brand's external coin store (docs/domain.md#screens-and-addresses). */
  storeUrl: string;
}

/**
 * The console's sidebar (docs/domain.md#screens-and-addresses), as the data AppShell draws: the admin section only for
 * staff. The console passes its routes' paths; the stories and tests pass the same addresses (sampleNavigation.ts).
 */
export function dashNavigation(
  t: TFunction,
  {
    paths,
    staff,
    approvesDebits = false,
    readsFailedJobs = false,
    managesIntegrations = false,
    storeUrl,
  }: DashNavigationOptions,
): AppShellSection[] {
  const sections: AppShellSection[] = [
    { id: 'home', links: [{ href: paths.dash, label: t('shell.dashboard'), exact: true }] },
    {
      id: 'mind',
      heading: t('shell.mindYourBusiness'),
      links: [
        { href: paths.licenses, label: t('shell.licenses') },
        { href: paths.coasters, label: t('shell.coasters') },
        { href: paths.wallet, label: t('shell.wallet') },
      ],
    },
    {
      id: 'invest',
      heading: t('shell.investInYourBusiness'),
      links: [
        { href: storeUrl, label: t('shell.store'), external: true },
        { href: paths.news, label: t('shell.news') },
      ],
    },
  ];
  if (staff) {
    sections.push({
      id: 'admin',
      heading: t('shell.admin'),
      links: [
        { href: paths.clients, label: t('shell.clients') },
        { href: paths.fleet, label: t('shell.fleet') },
        ...(approvesDebits ? [{ href: paths.debitApprovals, label: t('shell.debitApprovals') }] : []),
        { href: paths.reports, label: t('shell.reports') },
        { href: paths.adminNews, label: t('shell.adminNews') },
        { href: paths.adminScenarios, label: t('shell.scenarios') },
        ...(managesIntegrations ? [{ href: paths.integrations, label: t('shell.integrations') }] : []),
        ...(readsFailedJobs ? [{ href: paths.failedJobs, label: t('shell.failedJobs') }] : []),
      ],
    });
  }
  return sections;
}
