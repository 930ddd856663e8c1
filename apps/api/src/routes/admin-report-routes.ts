import { routes } from '@orbit/contract';
import type { RouteName } from '@orbit/contract';
import type { FastifyRequest } from 'fastify';
import type { RegisterRoute } from '../http/register-route.ts';
import type { CsvAnswer } from '../http/csv-answer.ts';
import { requireAuth } from '../plugins/auth.ts';
import type { AdminReportExportService, CsvExport } from '../services/admin-report-export-service.ts';
import type { AdminReportService } from '../services/admin-report-service.ts';
import type { AuditService } from '../services/audit-service.ts';

/**
 * docs/domain.md#calls "Admin: reports" and their CSV twins (ADR 0026); staff only, every staff scope (ADR 0015). Each page read
 * and each export started is audited with its filters and rows (ADR 0054): the reports hold clients' names and emails.
 */
export function adminReportRoutes(
  registerRoute: RegisterRoute,
  deps: {
    adminReports: AdminReportService;
    adminReportExports: AdminReportExportService;
    csvAnswer: CsvAnswer;
    audit: Pick<AuditService, 'recordReportRead'>;
  },
): void {
  const { adminReports, adminReportExports: exports, csvAnswer, audit } = deps;
  type Filters = { query?: unknown; body?: unknown };

  /** Answers a report page once its read is recorded. */
  const read = async <Page extends { results: readonly unknown[] }>(
    request: FastifyRequest,
    report: RouteName,
    filters: Filters,
    page: Promise<Page>,
  ): Promise<Page> => {
    const answer = await page;
    await audit.recordReportRead(requireAuth(request), { report, kind: 'read', filters, rows: answer.results.length });
    return answer;
  };
  /** Starts an export (its filters checked, its rows counted) and records it before the first byte goes out. */
  const exported =
    (request: FastifyRequest, report: RouteName, filters: Filters, start: () => Promise<CsvExport>) =>
    async (): Promise<CsvExport> => {
      const csv = await start();
      await audit.recordReportRead(requireAuth(request), { report, kind: 'export', filters, rows: csv.total });
      return csv;
    };

  registerRoute(routes.adminReportUsers, ({ query, request }) =>
    read(request, 'adminReportUsers', { query }, adminReports.users(query)),
  );
  registerRoute(routes.adminReportConsumptions, ({ query, body, request }) =>
    read(request, 'adminReportConsumptions', { query, body }, adminReports.consumptions(query, body)),
  );
  registerRoute(routes.adminReportLicenses, ({ body, request }) =>
    read(request, 'adminReportLicenses', { body }, adminReports.licenses(body.id)),
  );
  registerRoute(routes.adminReportActiveLicenses, ({ query, body, request }) =>
    read(request, 'adminReportActiveLicenses', { query, body }, adminReports.activeLicenses(query, body)),
  );
  registerRoute(routes.adminReportTicketsLog, ({ query, body, request }) =>
    read(request, 'adminReportTicketsLog', { query, body }, adminReports.ticketsLog(query, body)),
  );
  registerRoute(routes.adminReportConsumptionsByDay, ({ query, body, request }) =>
    read(request, 'adminReportConsumptionsByDay', { query, body }, adminReports.consumptionsByDay(query, body)),
  );
  registerRoute(routes.adminReportConsumptionsByMonth, ({ query, body, request }) =>
    read(request, 'adminReportConsumptionsByMonth', { query, body }, adminReports.consumptionsByMonth(query, body)),
  );
  registerRoute(routes.adminReportCoinSales, ({ query, body, request }) =>
    read(request, 'adminReportCoinSales', { query, body }, adminReports.coinSales(query, body)),
  );
  registerRoute(routes.adminReportLicenseSearch, ({ query, request }) =>
    read(request, 'adminReportLicenseSearch', { query }, adminReports.searchLicenses(query.license)),
  );
  registerRoute(routes.adminReportStatement, ({ query, request }) =>
    read(request, 'adminReportStatement', { query }, adminReports.statement(query)),
  );

  registerRoute(routes.adminReportConsumptionsCsv, ({ query, body, request, reply }) =>
    csvAnswer(
      request,
      reply,
      exported(request, 'adminReportConsumptionsCsv', { query, body }, () => exports.consumptions(body, query)),
    ),
  );
  registerRoute(routes.adminReportActiveLicensesCsv, ({ query, body, request, reply }) =>
    csvAnswer(
      request,
      reply,
      exported(request, 'adminReportActiveLicensesCsv', { query, body }, () => exports.activeLicenses(body, query)),
    ),
  );
  registerRoute(routes.adminReportTicketsLogCsv, ({ query, body, request, reply }) =>
    csvAnswer(
      request,
      reply,
      exported(request, 'adminReportTicketsLogCsv', { query, body }, () => exports.ticketsLog(body, query)),
    ),
  );
  registerRoute(routes.adminReportConsumptionsByDayCsv, ({ query, body, request, reply }) =>
    csvAnswer(
      request,
      reply,
      exported(request, 'adminReportConsumptionsByDayCsv', { query, body }, () =>
        exports.consumptionsByDay(body, query),
      ),
    ),
  );
  registerRoute(routes.adminReportConsumptionsByMonthCsv, ({ query, body, request, reply }) =>
    csvAnswer(
      request,
      reply,
      exported(request, 'adminReportConsumptionsByMonthCsv', { query, body }, () =>
        exports.consumptionsByMonth(body, query),
      ),
    ),
  );
  registerRoute(routes.adminReportCoinSalesCsv, ({ query, body, request, reply }) =>
    csvAnswer(
      request,
      reply,
      exported(request, 'adminReportCoinSalesCsv', { query, body }, () => exports.coinSales(body, query)),
    ),
  );
  registerRoute(routes.adminReportStatementCsv, ({ query, request, reply }) =>
    csvAnswer(
      request,
      reply,
      exported(request, 'adminReportStatementCsv', { query }, () => exports.statement(query)),
    ),
  );
}
