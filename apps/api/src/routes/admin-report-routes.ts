import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../http/register-route.ts';
import { csvAnswer } from '../http/csv-answer.ts';
import type { AdminReportExportService } from '../services/admin-report-export-service.ts';
import type { AdminReportService } from '../services/admin-report-service.ts';

/** Spec §7 "Admin: reports" and their CSV twins (ADR 0026); staff only, every staff scope (ADR 0015). */
export function adminReportRoutes(
  registerRoute: RegisterRoute,
  deps: { adminReports: AdminReportService; adminReportExports: AdminReportExportService },
): void {
  const { adminReports, adminReportExports: exports } = deps;
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

  registerRoute(routes.adminReportConsumptionsCsv, async ({ query, body, reply }) =>
    csvAnswer(reply, await exports.consumptions(body, query)),
  );
  registerRoute(routes.adminReportActiveLicensesCsv, async ({ query, body, reply }) =>
    csvAnswer(reply, await exports.activeLicenses(body, query)),
  );
  registerRoute(routes.adminReportTicketsLogCsv, async ({ query, body, reply }) =>
    csvAnswer(reply, await exports.ticketsLog(body, query)),
  );
  registerRoute(routes.adminReportConsumptionsByDayCsv, async ({ query, body, reply }) =>
    csvAnswer(reply, await exports.consumptionsByDay(body, query)),
  );
  registerRoute(routes.adminReportConsumptionsByMonthCsv, async ({ query, body, reply }) =>
    csvAnswer(reply, await exports.consumptionsByMonth(body, query)),
  );
  registerRoute(routes.adminReportCoinSalesCsv, async ({ query, body, reply }) =>
    csvAnswer(reply, await exports.coinSales(body, query)),
  );
  registerRoute(routes.adminReportStatementCsv, async ({ query, reply }) =>
    csvAnswer(reply, await exports.statement(query)),
  );
}
