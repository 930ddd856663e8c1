import { defineRoutes, type EndpointDefinition } from '../definitions.ts';
import {
  adminReportActiveLicensesRequestSchema,
  adminReportActiveLicensesResponseSchema,
  adminReportCoinSalesRequestSchema,
  adminReportCoinSalesResponseSchema,
  adminReportConsumptionsByDayRequestSchema,
  adminReportConsumptionsByDayResponseSchema,
  adminReportConsumptionsByMonthRequestSchema,
  adminReportConsumptionsByMonthResponseSchema,
  adminReportConsumptionsCsvQuerySchema,
  adminReportConsumptionsRequestSchema,
  adminReportConsumptionsResponseSchema,
  adminReportCsvQuerySchema,
  adminReportLicenseSearchQuerySchema,
  adminReportLicenseSearchResponseSchema,
  adminReportLicensesRequestSchema,
  adminReportLicensesResponseSchema,
  adminReportPageQuerySchema,
  adminReportStatementCsvQuerySchema,
  adminReportStatementQuerySchema,
  adminReportStatementResponseSchema,
  adminReportTicketsLogRequestSchema,
  adminReportTicketsLogResponseSchema,
  adminReportUsersQuerySchema,
  adminReportUsersResponseSchema,
  csvStreamSchema,
} from '../admin-reports.ts';

/*
 * The area "Admin: reports" of the API (its tag in openapi.ts): reports over every client, as JSON pages and as streamed CSV (ADR 0015, ADR 0026).
 */

/** Method, path and access of each call of the area, without schemas, for the browser client (ADR 0014). */
export const adminReportsEndpoints = {
  // Admin reports (ADR 0015): read-only, open to every staff scope; their filters go in POST bodies.
  adminReportUsers: { method: 'GET', path: '/api/admin/reports/users', access: 'staff' },
  adminReportConsumptions: { method: 'POST', path: '/api/admin/reports/consumptions', access: 'staff', readOnly: true },
  adminReportLicenses: { method: 'POST', path: '/api/admin/reports/licenses', access: 'staff', readOnly: true },
  adminReportActiveLicenses: {
    method: 'POST',
    path: '/api/admin/reports/licenses/active/location',
    access: 'staff',
    readOnly: true,
  },
  adminReportTicketsLog: { method: 'POST', path: '/api/admin/reports/tickets/log', access: 'staff', readOnly: true },
  adminReportConsumptionsByDay: {
    method: 'POST',
    path: '/api/admin/reports/consumptions/byday',
    access: 'staff',
    readOnly: true,
  },
  adminReportConsumptionsByMonth: {
    method: 'POST',
    path: '/api/admin/reports/consumptions/bymonth',
    access: 'staff',
    readOnly: true,
  },
  adminReportCoinSales: {
    method: 'POST',
    path: '/api/admin/reports/orbitcoins/salesmonth',
    access: 'staff',
    readOnly: true,
  },
  adminReportLicenseSearch: { method: 'GET', path: '/api/admin/reports/licenses/search', access: 'staff' },
  adminReportStatement: { method: 'GET', path: '/api/admin/reports/consumptions', access: 'staff' },
  // CSV twins of the reports (ADR 0026), streamed.
  adminReportConsumptionsCsv: {
    method: 'POST',
    path: '/api/admin/reports/consumptions/csv',
    access: 'staff',
    readOnly: true,
  },
  adminReportActiveLicensesCsv: {
    method: 'POST',
    path: '/api/admin/reports/licenses/active/location/csv',
    access: 'staff',
    readOnly: true,
  },
  adminReportTicketsLogCsv: {
    method: 'POST',
    path: '/api/admin/reports/tickets/log/csv',
    access: 'staff',
    readOnly: true,
  },
  adminReportConsumptionsByDayCsv: {
    method: 'POST',
    path: '/api/admin/reports/consumptions/byday/csv',
    access: 'staff',
    readOnly: true,
  },
  adminReportConsumptionsByMonthCsv: {
    method: 'POST',
    path: '/api/admin/reports/consumptions/bymonth/csv',
    access: 'staff',
    readOnly: true,
  },
  adminReportCoinSalesCsv: {
    method: 'POST',
    path: '/api/admin/reports/orbitcoins/salesmonth/csv',
    access: 'staff',
    readOnly: true,
  },
  adminReportStatementCsv: { method: 'GET', path: '/api/admin/reports/consumptions/csv', access: 'staff' },
} as const satisfies Record<string, EndpointDefinition>;

/** Each endpoint of the area with its summary and schemas, for the server, the mocks and OpenAPI. */
export const adminReportsRoutes = /* @__PURE__ */ defineRoutes(adminReportsEndpoints, {
  // Admin: reports (docs/domain.md#calls, ADR 0015).
  adminReportUsers: {
    summary: "Clients for the reports' pickers, by name",
    query: adminReportUsersQuerySchema,
    response: adminReportUsersResponseSchema,
  },
  adminReportConsumptions: {
    summary: 'Rides of the chosen licences of the chosen clients in a range, newest first, with totals',
    query: adminReportPageQuerySchema,
    body: adminReportConsumptionsRequestSchema,
    response: adminReportConsumptionsResponseSchema,
  },
  adminReportLicenses: {
    summary: 'Licences of the chosen clients, revoked ones included',
    body: adminReportLicensesRequestSchema,
    response: adminReportLicensesResponseSchema,
  },
  adminReportActiveLicenses: {
    summary: 'Licences with rides in a range, of clients of the chosen countries',
    query: adminReportPageQuerySchema,
    body: adminReportActiveLicensesRequestSchema,
    response: adminReportActiveLicensesResponseSchema,
  },
  adminReportTicketsLog: {
    summary: 'Coin records of the chosen clients in a range, newest first',
    query: adminReportPageQuerySchema,
    body: adminReportTicketsLogRequestSchema,
    response: adminReportTicketsLogResponseSchema,
  },
  adminReportConsumptionsByDay: {
    summary: 'Customers and rides per licence and day of the chosen licences',
    query: adminReportPageQuerySchema,
    body: adminReportConsumptionsByDayRequestSchema,
    response: adminReportConsumptionsByDayResponseSchema,
  },
  adminReportConsumptionsByMonth: {
    summary: 'Customers per month on the licences of clients of the chosen countries',
    query: adminReportPageQuerySchema,
    body: adminReportConsumptionsByMonthRequestSchema,
    response: adminReportConsumptionsByMonthResponseSchema,
  },
  adminReportCoinSales: {
    summary: 'Coins inserted per month into wallets of clients of the chosen countries',
    query: adminReportPageQuerySchema,
    body: adminReportCoinSalesRequestSchema,
    response: adminReportCoinSalesResponseSchema,
  },
  adminReportLicenseSearch: {
    summary: 'Licences whose key ends with the given characters, with their owner',
    query: adminReportLicenseSearchQuerySchema,
    response: adminReportLicenseSearchResponseSchema,
  },
  adminReportStatement: {
    summary: "A client's wallet statement: the rides of its licences in a range, with totals",
    query: adminReportStatementQuerySchema,
    response: adminReportStatementResponseSchema,
  },
  // CSV twins of the reports (ADR 0026): the report's own body, no paging, streamed as text/csv.
  adminReportConsumptionsCsv: {
    summary: 'The rides report as CSV, newest first',
    query: adminReportConsumptionsCsvQuerySchema,
    body: adminReportConsumptionsRequestSchema,
    response: csvStreamSchema,
  },
  adminReportActiveLicensesCsv: {
    summary: 'Active licences by location as CSV',
    query: adminReportCsvQuerySchema,
    body: adminReportActiveLicensesRequestSchema,
    response: csvStreamSchema,
  },
  adminReportTicketsLogCsv: {
    summary: "The clients' coin records as CSV, newest first",
    query: adminReportCsvQuerySchema,
    body: adminReportTicketsLogRequestSchema,
    response: csvStreamSchema,
  },
  adminReportConsumptionsByDayCsv: {
    summary: 'Customers and rides per licence and day as CSV',
    query: adminReportCsvQuerySchema,
    body: adminReportConsumptionsByDayRequestSchema,
    response: csvStreamSchema,
  },
  adminReportConsumptionsByMonthCsv: {
    summary: 'Customers per month as CSV',
    query: adminReportCsvQuerySchema,
    body: adminReportConsumptionsByMonthRequestSchema,
    response: csvStreamSchema,
  },
  adminReportCoinSalesCsv: {
    summary: 'Coins sold per month as CSV',
    query: adminReportCsvQuerySchema,
    body: adminReportCoinSalesRequestSchema,
    response: csvStreamSchema,
  },
  adminReportStatementCsv: {
    summary: "A client's wallet statement as CSV, newest first",
    query: adminReportStatementCsvQuerySchema,
    response: csvStreamSchema,
  },
});
