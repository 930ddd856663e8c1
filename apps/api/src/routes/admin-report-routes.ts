import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../http/register-route.ts';
import type { CsvAnswer } from '../http/csv-answer.ts';
import type { AdminReportExportService } from '../services/admin-report-export-service.ts';
import type { AdminReportService } from '../services/admin-report-service.ts';

/** Spec §7 "Admin: reports" and their CSV twins (ADR 0026); staff only, every staff scope (ADR 0015). */
export function adminReportRoutes(
  registerRoute: RegisterRoute,
  deps: { adminReports: AdminReportService; adminReportExports: AdminReportExportService; csvAnswer: CsvAnswer },
): void {
  const { adminReports, adminReportExports: exports, csvAnswer } = deps;
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

  registerRoute(routes.adminReportConsumptionsCsv, ({ query, body, request, reply }) =>
    csvAnswer(request, reply, () => exports.consumptions(body, query)),
  );
  registerRoute(routes.adminReportActiveLicensesCsv, ({ query, body, request, reply }) =>
    csvAnswer(request, reply, () => exports.activeLicenses(body, query)),
  );
  registerRoute(routes.adminReportTicketsLogCsv, ({ query, body, request, reply }) =>
    csvAnswer(request, reply, () => exports.ticketsLog(body, query)),
  );
  registerRoute(routes.adminReportConsumptionsByDayCsv, ({ query, body, request, reply }) =>
    csvAnswer(request, reply, () => exports.consumptionsByDay(body, query)),
  );
  registerRoute(routes.adminReportConsumptionsByMonthCsv, ({ query, body, request, reply }) =>
    csvAnswer(request, reply, () => exports.consumptionsByMonth(body, query)),
  );
  registerRoute(routes.adminReportCoinSalesCsv, ({ query, body, request, reply }) =>
    csvAnswer(request, reply, () => exports.coinSales(body, query)),
  );
  registerRoute(routes.adminReportStatementCsv, ({ query, request, reply }) =>
    csvAnswer(request, reply, () => exports.statement(query)),
  );
}
