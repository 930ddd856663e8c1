import { describe, expect, it } from 'vitest';
import { createI18n } from '@orbit/i18n';
import { dashNavigation, type DashNavigationPaths } from './dashNavigation.ts';

const { t } = createI18n({ language: 'en' });

/** Addresses unlike the console's, to show that every link takes the one it is given. */
const paths: DashNavigationPaths = {
  dash: '/home',
  licenses: '/machines',
  coasters: '/coasters',
  wallet: '/coins',
  news: '/news',
  clients: '/admin/clients',
  fleet: '/admin/fleet',
  debitApprovals: '/admin/debits',
  failedJobs: '/admin/jobs',
  integrations: '/admin/integrations',
  reports: '/admin/reports',
  adminNews: '/admin/news',
  adminScenarios: '/admin/scenarios',
};
const storeUrl = 'https://store.orbit.example';

/** Each section's links as `label href`. */
function linksOf(staff: boolean, approvesDebits?: boolean, readsFailedJobs?: boolean, managesIntegrations?: boolean) {
  const options = { paths, staff, approvesDebits, readsFailedJobs, managesIntegrations, storeUrl };
  return dashNavigation(t, options).map(({ id, links }) => [id, links.map(({ label, href }) => `${label} ${href}`)]);
}

describe('dashNavigation', () => {
  it('gives a client the dashboard, their business and the store, at the addresses given', () => {
    expect(linksOf(false)).toEqual([
      ['home', ['Dashboard /home']],
      ['mind', ['Licences /machines', 'Coasters /coasters', 'Wallet /coins']],
      ['invest', [`Store ${storeUrl}`, 'News /news']],
    ]);
  });

  it('adds the admin section for staff, with the debit approvals only for who decides on them', () => {
    expect(linksOf(true).at(-1)).toEqual([
      'admin',
      [
        'Clients /admin/clients',
        'Fleet /admin/fleet',
        'Reports /admin/reports',
        'News /admin/news',
        'Scenarios /admin/scenarios',
      ],
    ]);
    expect(linksOf(true, true).at(-1)?.[1]).toContain('Debit approvals /admin/debits');
  });

  it('lists the failed jobs last, only for who reads them', () => {
    expect(linksOf(true, true).at(-1)?.[1]).not.toContain('Failed jobs /admin/jobs');
    expect(linksOf(true, true, true).at(-1)?.[1]?.at(-1)).toBe('Failed jobs /admin/jobs');
  });

  it('lists the integrations before the failed jobs, only for who manages them', () => {
    expect(linksOf(true, true, true).at(-1)?.[1]).not.toContain('Integrations /admin/integrations');
    expect(linksOf(true, true, true, true).at(-1)?.[1]?.slice(-2)).toEqual([
      'Integrations /admin/integrations',
      'Failed jobs /admin/jobs',
    ]);
  });
});
