import { routes } from '@orbit/contract';
import type { RouteName } from '@orbit/contract';
import type { FastifyRequest } from 'fastify';
import type { RegisterRoute } from '../../http/register-route.ts';
import type { CsvAnswer } from './csv-answer.ts';
import { requireAuth } from '../identity/index.ts';
import type { AdminReportExportService, CsvExport } from './admin-report-export-service.ts';
import type { AdminReportService } from './admin-report-service.ts';
import type { AuditService } from '../audit/index.ts';

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
  registerRoute(routes.adminReportRides, ({ query, body, request }) =>
    read(request, 'adminReportRides', { query, body }, adminReports.rides(query, body)),
  );
  registerRoute(routes.adminReportLicenses, ({ body, request }) =>
    read(request, 'adminReportLicenses', { body }, adminReports.licenses(body.id)),
  );
  registerRoute(routes.adminReportLicensesByLocation, ({ query, body, request }) =>
    read(request, 'adminReportLicensesByLocation', { query, body }, adminReports.licensesByLocation(query, body)),
  );
  registerRoute(routes.adminReportCoins, ({ query, body, request }) =>
    read(request, 'adminReportCoins', { query, body }, adminReports.coins(query, body)),
  );
  registerRoute(routes.adminReportConsumptionByDay, ({ query, body, request }) =>
    read(request, 'adminReportConsumptionByDay', { query, body }, adminReports.consumptionByDay(query, body)),
  );
  registerRoute(routes.adminReportConsumptionByMonth, ({ query, body, request }) =>
    read(request, 'adminReportConsumptionByMonth', { query, body }, adminReports.consumptionByMonth(query, body)),
  );
  registerRoute(routes.adminReportSalesByMonth, ({ query, body, request }) =>
    read(request, 'adminReportSalesByMonth', { query, body }, adminReports.salesByMonth(query, body)),
  );
  registerRoute(routes.adminReportSearchLicense, ({ query, request }) =>
    read(request, 'adminReportSearchLicense', { query }, adminReports.searchLicense(query.license)),
  );
  registerRoute(routes.adminReportWalletStatement, ({ query, request }) =>
    read(request, 'adminReportWalletStatement', { query }, adminReports.walletStatement(query)),
  );

  registerRoute(routes.adminReportRidesCsv, ({ query, body, request, reply }) =>
    csvAnswer(
      request,
      reply,
      exported(request, 'adminReportRidesCsv', { query, body }, () => exports.rides(body, query)),
    ),
  );
  registerRoute(routes.adminReportLicensesByLocationCsv, ({ query, body, request, reply }) =>
    csvAnswer(
      request,
      reply,
      exported(request, 'adminReportLicensesByLocationCsv', { query, body }, () =>
        exports.licensesByLocation(body, query),
      ),
    ),
  );
  registerRoute(routes.adminReportCoinsCsv, ({ query, body, request, reply }) =>
    csvAnswer(
      request,
      reply,
      exported(request, 'adminReportCoinsCsv', { query, body }, () => exports.coins(body, query)),
    ),
  );
  registerRoute(routes.adminReportConsumptionByDayCsv, ({ query, body, request, reply }) =>
    csvAnswer(
      request,
      reply,
      exported(request, 'adminReportConsumptionByDayCsv', { query, body }, () => exports.consumptionByDay(body, query)),
    ),
  );
  registerRoute(routes.adminReportConsumptionByMonthCsv, ({ query, body, request, reply }) =>
    csvAnswer(
      request,
      reply,
      exported(request, 'adminReportConsumptionByMonthCsv', { query, body }, () =>
        exports.consumptionByMonth(body, query),
      ),
    ),
  );
  registerRoute(routes.adminReportSalesByMonthCsv, ({ query, body, request, reply }) =>
    csvAnswer(
      request,
      reply,
      exported(request, 'adminReportSalesByMonthCsv', { query, body }, () => exports.salesByMonth(body, query)),
    ),
  );
  registerRoute(routes.adminReportWalletStatementCsv, ({ query, request, reply }) =>
    csvAnswer(
      request,
      reply,
      exported(request, 'adminReportWalletStatementCsv', { query }, () => exports.walletStatement(query)),
    ),
  );
}
