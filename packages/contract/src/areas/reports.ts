import { defineRoutes, type EndpointDefinition } from '../definitions.ts';
import {
  customersPerLicenseQuerySchema,
  customersPerLicenseSchema,
  licenseConsumptionsReportParamsSchema,
  licenseConsumptionsReportSchema,
  licenseRankingSchema,
  monthReportQuerySchema,
  scenarioShareSchema,
  timezoneQuerySchema,
  walletBalanceReportQuerySchema,
  walletBalanceReportSchema,
} from '../reports.ts';

/*
 * The area "Reports" of the API (its tag in openapi.ts): the client's own reports: customers, rides and coins per licence, scenario and month.
 */

/** Method, path and access of each call of the area, without schemas, for the browser client (ADR 0014). */
export const reportsEndpoints = {
  reportLicenseConsumptions: {
    method: 'GET',
    path: '/api/report/license-consumptions/:licenseKey',
    access: 'signedIn',
    keyScope: 'reports:read',
  },
  reportLicenseRanking: {
    method: 'GET',
    path: '/api/report/license-ranking',
    access: 'signedIn',
    keyScope: 'reports:read',
  },
  reportCustomersPerLicense: {
    method: 'GET',
    path: '/api/report/customers-per-license',
    access: 'signedIn',
    keyScope: 'reports:read',
  },
  reportWalletBalance: {
    method: 'GET',
    path: '/api/report/wallet-balance',
    access: 'signedIn',
    keyScope: 'reports:read',
  },
  reportScenarioShare: {
    method: 'GET',
    path: '/api/report/scenario-share',
    access: 'signedIn',
    keyScope: 'reports:read',
  },
} as const satisfies Record<string, EndpointDefinition>;

/** Each endpoint of the area with its summary and schemas, for the server, the mocks and OpenAPI. */
export const reportsRoutes = /* @__PURE__ */ defineRoutes(reportsEndpoints, {
  reportLicenseConsumptions: {
    summary: 'Customers and rides of one licence today, this ISO week and this month',
    params: licenseConsumptionsReportParamsSchema,
    query: timezoneQuerySchema,
    response: licenseConsumptionsReportSchema,
  },
  reportLicenseRanking: {
    summary: "The user's licences by customers in a month",
    query: monthReportQuerySchema,
    response: licenseRankingSchema,
  },
  reportCustomersPerLicense: {
    summary: 'Customers per licence and month over twelve months',
    query: customersPerLicenseQuerySchema,
    response: customersPerLicenseSchema,
  },
  reportWalletBalance: {
    summary: 'Coins balance and tickets of the wallet at an instant',
    query: walletBalanceReportQuerySchema,
    response: walletBalanceReportSchema,
  },
  reportScenarioShare: {
    summary: "Customers per scenario on the user's licences in a month",
    query: monthReportQuerySchema,
    response: scenarioShareSchema,
  },
});
