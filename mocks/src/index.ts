import { accountsHandlers } from './handlers/accounts.ts';
import { adminReportsHandlers } from './handlers/admin-reports.ts';
import { adminUsersHandlers, mockAdminUsers } from './handlers/admin-users.ts';
import { adminNewsHandlers } from './handlers/admin-news.ts';
import { scenariosHandlers } from './handlers/scenarios.ts';
import { uploadsHandlers } from './handlers/uploads.ts';
import { blockingHandlers, type BlockingHandlerOptions } from './handlers/blocking.ts';
import { countriesHandlers } from './handlers/countries.ts';
import { licensesHandlers } from './handlers/licenses.ts';
import { newsHandlers } from './handlers/news.ts';
import { reportsHandlers } from './handlers/reports.ts';
import { sessionHandlers, type SessionHandlerOptions } from './handlers/session.ts';
import { walletHandlers } from './handlers/wallet.ts';
import { createHeldScenarios } from './handlers/held-scenarios.ts';

export { mockCountries, mockPassword, mockUsers } from './fixtures.ts';
export {
  mockAddresses,
  mockBlockedOrders,
  mockBlockingOrders,
  mockConsumptions,
  mockLicenses,
  mockNews,
  mockNow,
  mockTokens,
  mockUnblockRequests,
  mockWalletBalance,
  mockWalletRecords,
} from './fixtures/client-area.ts';
export { mockError, mockRoute } from './respond.ts';
export { mockCommonPassword } from './handlers/session.ts';
export { mockAdminUsers };
export { adminNewsHandlers, scenariosHandlers, uploadsHandlers };
export { mockAdminNews, mockScenarios } from './fixtures/content.ts';
export { adminReportsHandlers };
export {
  mockReportClients,
  mockReportLicenses,
  mockReportRides,
  mockReportWalletRecords,
} from './fixtures/admin-reports.ts';
export {
  accountsHandlers,
  adminUsersHandlers,
  blockingHandlers,
  countriesHandlers,
  licensesHandlers,
  newsHandlers,
  reportsHandlers,
  sessionHandlers,
  walletHandlers,
};
export type { BlockingHandlerOptions, SessionHandlerOptions };

export interface HandlerOptions extends SessionHandlerOptions {
  blocking?: BlockingHandlerOptions;
}

/** Every handler with its default answers; tests and stories put their own in front with `use()`. */
export function createHandlers(options: HandlerOptions = {}) {
  // One record of the scenarios on the mock client's licences, so a transfer shows in the licence list.
  const held = createHeldScenarios();
  return [
    ...sessionHandlers(options),
    ...countriesHandlers(),
    ...accountsHandlers(),
    ...licensesHandlers(),
    ...walletHandlers(),
    ...reportsHandlers(),
    ...blockingHandlers(options.blocking),
    ...newsHandlers(),
    ...adminUsersHandlers({ held }),
    ...scenariosHandlers({ held }),
    ...adminNewsHandlers(),
    ...uploadsHandlers(),
    ...adminReportsHandlers(),
  ];
}
export { mockCsvRoute, type MockCsv } from './respond.ts';
