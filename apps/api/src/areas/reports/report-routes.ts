import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { ClientReportService } from './client-report-service.ts';

export function reportRoutes(registerRoute: RegisterRoute, deps: { reports: ClientReportService }): void {
  const { reports } = deps;

  registerRoute(routes.reportLicenseConsumptions, ({ params, query, request }) =>
    reports.licenseConsumptions(requireAuth(request).userId, params.licenseKey, query.timezone),
  );
  registerRoute(routes.reportLicenseRanking, ({ query, request }) =>
    reports.licenseRanking(requireAuth(request).userId, query),
  );
  registerRoute(routes.reportCustomersPerLicense, ({ query, request }) =>
    reports.customersPerLicense(requireAuth(request).userId, query),
  );
  registerRoute(routes.reportWalletBalance, ({ query, request }) =>
    reports.walletBalance(requireAuth(request).userId, query.endAt),
  );
  registerRoute(routes.reportScenarioShare, ({ query, request }) =>
    reports.scenarioShare(requireAuth(request).userId, query),
  );
}
