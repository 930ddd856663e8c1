import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../http/register-route.ts';
import type { AdminReportService } from '../services/admin-report-service.ts';

/** Spec §7 "Admin: reports"; staff only, every staff scope (ADR 0015). */
export function adminReportRoutes(registerRoute: RegisterRoute, deps: { adminReports: AdminReportService }): void {
  const { adminReports } = deps;
  registerRoute(routes.adminReportUsers, ({ query }) => adminReports.users(query));
  registerRoute(routes.adminReportConsumptions, ({ query, body }) => adminReports.consumptions(query, body));
  registerRoute(routes.adminReportLicenses, ({ body }) => adminReports.licenses(body.id));
  registerRoute(routes.adminReportActiveLicenses, ({ query, body }) => adminReports.activeLicenses(query, body));
  registerRoute(routes.adminReportTicketsLog, ({ query, body }) => adminReports.ticketsLog(query, body));
  registerRoute(routes.adminReportConsumptionsByDay, ({ query, body }) => adminReports.consumptionsByDay(query, body));
  registerRoute(routes.adminReportConsumptionsByMonth, ({ query, body }) =>
    adminReports.consumptionsByMonth(query, body),
  );
  registerRoute(routes.adminReportCoinSales, ({ query, body }) => adminReports.coinSales(query, body));
  registerRoute(routes.adminReportLicenseSearch, ({ query }) => adminReports.searchLicenses(query.license));
  registerRoute(routes.adminReportStatement, ({ query }) => adminReports.statement(query));
}
