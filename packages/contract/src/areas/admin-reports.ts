import { defineRoutes, type EndpointDefinition } from '../definitions.ts';
import {
  adminReportLicensesByLocationRequestSchema,
  adminReportLicensesByLocationResponseSchema,
  adminReportSalesByMonthRequestSchema,
  adminReportSalesByMonthResponseSchema,
  adminReportConsumptionByDayRequestSchema,
  adminReportConsumptionByDayResponseSchema,
  adminReportConsumptionByMonthRequestSchema,
  adminReportConsumptionByMonthResponseSchema,
  adminReportRidesCsvQuerySchema,
  adminReportRidesRequestSchema,
  adminReportRidesResponseSchema,
  adminReportCsvQuerySchema,
  adminReportSearchLicenseQuerySchema,
  adminReportSearchLicenseResponseSchema,
  adminReportLicensesRequestSchema,
  adminReportLicensesResponseSchema,
  adminReportPageQuerySchema,
  adminReportWalletStatementCsvQuerySchema,
  adminReportWalletStatementQuerySchema,
  adminReportWalletStatementResponseSchema,
  adminReportCoinsRequestSchema,
  adminReportCoinsResponseSchema,
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
  adminReportUsers: { method: 'GET', path: '/api/admin/reports/users', access: 'staff', keyScope: 'reports:read' },
  adminReportRides: {
    method: 'POST',
    path: '/api/admin/reports/consumptions',
    access: 'staff',
    readOnly: true,
    keyScope: 'reports:read',
  },
  adminReportLicenses: {
    method: 'POST',
    path: '/api/admin/reports/licenses',
    access: 'staff',
    readOnly: true,
    keyScope: 'reports:read',
  },
  adminReportLicensesByLocation: {
    method: 'POST',
    path: '/api/admin/reports/licenses/active/location',
    access: 'staff',
    readOnly: true,
    keyScope: 'reports:read',
  },
  adminReportCoins: {
    method: 'POST',
    path: '/api/admin/reports/tickets/log',
    access: 'staff',
    readOnly: true,
    keyScope: 'reports:read',
  },
  adminReportConsumptionByDay: {
    method: 'POST',
    path: '/api/admin/reports/consumptions/byday',
    access: 'staff',
    readOnly: true,
    keyScope: 'reports:read',
  },
  adminReportConsumptionByMonth: {
    method: 'POST',
    path: '/api/admin/reports/consumptions/bymonth',
    access: 'staff',
    readOnly: true,
    keyScope: 'reports:read',
  },
  adminReportSalesByMonth: {
    method: 'POST',
    path: '/api/admin/reports/orbitcoins/salesmonth',
    access: 'staff',
    readOnly: true,
    keyScope: 'reports:read',
  },
  adminReportSearchLicense: {
    method: 'GET',
    path: '/api/admin/reports/licenses/search',
    access: 'staff',
    keyScope: 'reports:read',
  },
  adminReportWalletStatement: {
    method: 'GET',
    path: '/api/admin/reports/consumptions',
    access: 'staff',
    keyScope: 'reports:read',
  },
  // CSV twins of the reports (ADR 0026), streamed.
  adminReportRidesCsv: {
    method: 'POST',
    path: '/api/admin/reports/consumptions/csv',
    access: 'staff',
    readOnly: true,
    keyScope: 'reports:read',
  },
  adminReportLicensesByLocationCsv: {
    method: 'POST',
    path: '/api/admin/reports/licenses/active/location/csv',
    access: 'staff',
    readOnly: true,
    keyScope: 'reports:read',
  },
  adminReportCoinsCsv: {
    method: 'POST',
    path: '/api/admin/reports/tickets/log/csv',
    access: 'staff',
    readOnly: true,
    keyScope: 'reports:read',
  },
  adminReportConsumptionByDayCsv: {
    method: 'POST',
    path: '/api/admin/reports/consumptions/byday/csv',
    access: 'staff',
    readOnly: true,
    keyScope: 'reports:read',
  },
  adminReportConsumptionByMonthCsv: {
    method: 'POST',
    path: '/api/admin/reports/consumptions/bymonth/csv',
    access: 'staff',
    readOnly: true,
    keyScope: 'reports:read',
  },
  adminReportSalesByMonthCsv: {
    method: 'POST',
    path: '/api/admin/reports/orbitcoins/salesmonth/csv',
    access: 'staff',
    readOnly: true,
    keyScope: 'reports:read',
  },
  adminReportWalletStatementCsv: {
    method: 'GET',
    path: '/api/admin/reports/consumptions/csv',
    access: 'staff',
    keyScope: 'reports:read',
  },
} as const satisfies Record<string, EndpointDefinition>;

/** Each endpoint of the area with its summary and schemas, for the server, the mocks and OpenAPI. */
export const adminReportsRoutes = /* @__PURE__ */ defineRoutes(adminReportsEndpoints, {
  // Admin: reports (docs/domain.md#calls, ADR 0015).
  adminReportUsers: {
    summary: "Clients for the reports' pickers, by name",
    query: adminReportUsersQuerySchema,
    response: adminReportUsersResponseSchema,
  },
  adminReportRides: {
    summary: 'Rides of the chosen licences of the chosen clients in a range, newest first, with totals',
    query: adminReportPageQuerySchema,
    body: adminReportRidesRequestSchema,
    response: adminReportRidesResponseSchema,
  },
  adminReportLicenses: {
    summary: 'Licences of the chosen clients, revoked ones included',
    body: adminReportLicensesRequestSchema,
    response: adminReportLicensesResponseSchema,
  },
  adminReportLicensesByLocation: {
    summary: 'Licences with rides in a range, of clients of the chosen countries',
    query: adminReportPageQuerySchema,
    body: adminReportLicensesByLocationRequestSchema,
    response: adminReportLicensesByLocationResponseSchema,
  },
  adminReportCoins: {
    summary: 'Coin records of the chosen clients in a range, newest first',
    query: adminReportPageQuerySchema,
    body: adminReportCoinsRequestSchema,
    response: adminReportCoinsResponseSchema,
  },
  adminReportConsumptionByDay: {
    summary: 'Customers and rides per licence and day of the chosen licences',
    query: adminReportPageQuerySchema,
    body: adminReportConsumptionByDayRequestSchema,
    response: adminReportConsumptionByDayResponseSchema,
  },
  adminReportConsumptionByMonth: {
    summary: 'Customers per month on the licences of clients of the chosen countries',
    query: adminReportPageQuerySchema,
    body: adminReportConsumptionByMonthRequestSchema,
    response: adminReportConsumptionByMonthResponseSchema,
  },
  adminReportSalesByMonth: {
    summary: 'Coins inserted per month into wallets of clients of the chosen countries',
    query: adminReportPageQuerySchema,
    body: adminReportSalesByMonthRequestSchema,
    response: adminReportSalesByMonthResponseSchema,
  },
  adminReportSearchLicense: {
    summary: 'Licences whose key ends with the given characters, with their owner',
    query: adminReportSearchLicenseQuerySchema,
    response: adminReportSearchLicenseResponseSchema,
  },
  adminReportWalletStatement: {
    summary: "A client's wallet statement: the rides of its licences in a range, with totals",
    query: adminReportWalletStatementQuerySchema,
    response: adminReportWalletStatementResponseSchema,
  },
  // CSV twins of the reports (ADR 0026): the report's own body, no paging, streamed as text/csv.
  adminReportRidesCsv: {
    summary: 'The rides report as CSV, newest first',
    query: adminReportRidesCsvQuerySchema,
    body: adminReportRidesRequestSchema,
    response: csvStreamSchema,
  },
  adminReportLicensesByLocationCsv: {
    summary: 'Active licences by location as CSV',
    query: adminReportCsvQuerySchema,
    body: adminReportLicensesByLocationRequestSchema,
    response: csvStreamSchema,
  },
  adminReportCoinsCsv: {
    summary: "The clients' coin records as CSV, newest first",
    query: adminReportCsvQuerySchema,
    body: adminReportCoinsRequestSchema,
    response: csvStreamSchema,
  },
  adminReportConsumptionByDayCsv: {
    summary: 'Customers and rides per licence and day as CSV',
    query: adminReportCsvQuerySchema,
    body: adminReportConsumptionByDayRequestSchema,
    response: csvStreamSchema,
  },
  adminReportConsumptionByMonthCsv: {
    summary: 'Customers per month as CSV',
    query: adminReportCsvQuerySchema,
    body: adminReportConsumptionByMonthRequestSchema,
    response: csvStreamSchema,
  },
  adminReportSalesByMonthCsv: {
    summary: 'Coins sold per month as CSV',
    query: adminReportCsvQuerySchema,
    body: adminReportSalesByMonthRequestSchema,
    response: csvStreamSchema,
  },
  adminReportWalletStatementCsv: {
    summary: "A client's wallet statement as CSV, newest first",
    query: adminReportWalletStatementCsvQuerySchema,
    response: csvStreamSchema,
  },
});
