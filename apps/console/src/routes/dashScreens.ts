import type { ComponentType } from 'react';
import { loadCatalogueArea } from '@orbit/i18n';

/**
 * How to download each screen inside the /dash layout. The layout's module holds these imports, not the page's entry:
 * every import carries the list of files it needs, which the sign-in page would otherwise download too (ADR 0046).
 */
export const dashScreens = {
  DashHomeRoute: async () => (await import('./DashHomeRoute.tsx')).DashHomeRoute,
  WalletRoute: async () => (await import('./WalletRoute.tsx')).WalletRoute,
  LicensesRoute: async () => (await import('./LicensesRoute.tsx')).LicensesRoute,
  LicenseDetailRoute: async () => (await import('./LicenseDetailRoute.tsx')).LicenseDetailRoute,
  NewsRoute: async () => (await import('./NewsRoute.tsx')).NewsRoute,
  ProfileRoute: async () => (await import('./ProfileRoute.tsx')).ProfileRoute,
  // The machines' texts, which only the coasters and fleet pages show, download with their code (ADR 0081, 0084).
  CoastersRoute: async () =>
    (await Promise.all([import('./CoastersRoute.tsx'), loadCatalogueArea('coasters')]))[0].CoastersRoute,
  CoasterRoute: async () =>
    (await Promise.all([import('./CoasterRoute.tsx'), loadCatalogueArea('coasters')]))[0].CoasterRoute,
  // The notification centre's texts download once the page's code is there (ADR 0083).
  NotificationsRoute: async () => (await import('./NotificationsRoute.tsx')).loadNotificationsRoute(),
  // The /dash/admin layout: its code and the staff screens' texts download together.
  AdminLayoutRoute: async () =>
    (await Promise.all([import('./AdminLayoutRoute.tsx'), loadCatalogueArea('admin')]))[0].AdminLayoutRoute,
  ReportsListRoute: async () => (await import('./reports/ReportsListRoute.tsx')).ReportsListRoute,
  RidesReportRoute: async () => (await import('./reports/RidesReportRoute.tsx')).RidesReportRoute,
  CoinsReportRoute: async () => (await import('./reports/CoinsReportRoute.tsx')).CoinsReportRoute,
  WalletStatementReportRoute: async () =>
    (await import('./reports/WalletStatementReportRoute.tsx')).WalletStatementReportRoute,
  LicensesByLocationReportRoute: async () =>
    (await import('./reports/LicensesByLocationReportRoute.tsx')).LicensesByLocationReportRoute,
  SalesByMonthReportRoute: async () => (await import('./reports/SalesByMonthReportRoute.tsx')).SalesByMonthReportRoute,
  ConsumptionByMonthReportRoute: async () =>
    (await import('./reports/ConsumptionByMonthReportRoute.tsx')).ConsumptionByMonthReportRoute,
  ConsumptionByDayReportRoute: async () =>
    (await import('./reports/ConsumptionByDayReportRoute.tsx')).ConsumptionByDayReportRoute,
  SearchLicenseReportRoute: async () =>
    (await import('./reports/SearchLicenseReportRoute.tsx')).SearchLicenseReportRoute,
  AdminClientsRoute: async () => (await import('./admin/AdminClientsRoute.tsx')).AdminClientsRoute,
  AdminClientRoute: async () => (await import('./admin/AdminClientRoute.tsx')).AdminClientRoute,
  AdminCoastersRoute: async () =>
    (await Promise.all([import('./admin/AdminCoastersRoute.tsx'), loadCatalogueArea('coasters')]))[0]
      .AdminCoastersRoute,
  DebitApprovalsRoute: async () => (await import('./admin/DebitApprovalsRoute.tsx')).DebitApprovalsRoute,
  // Texts no other screen shows download with this one's code (ADR 0081).
  FailedJobsRoute: async () =>
    (await Promise.all([import('./admin/FailedJobsRoute.tsx'), loadCatalogueArea('failedJobs')]))[0].FailedJobsRoute,
  IntegrationsRoute: async () =>
    (await Promise.all([import('./admin/IntegrationsRoute.tsx'), loadCatalogueArea('apiKeys')]))[0].IntegrationsRoute,
  ScenariosAdminRoute: async () => (await import('./admin-content/ScenariosAdminRoute.tsx')).ScenariosAdminRoute,
  NewsAdminRoute: async () => (await import('./admin-content/NewsAdminRoute.tsx')).NewsAdminRoute,
} satisfies Record<string, () => Promise<ComponentType>>;

export type DashScreenName = keyof typeof dashScreens;
