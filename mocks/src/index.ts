import { accountsHandlers } from './handlers/accounts.ts';
import { apiKeysHandlers, mockAccountApiKeys, mockBusinessApiKeys } from './handlers/api-keys.ts';
import { adminJobsHandlers, mockFailedJobs } from './handlers/admin-jobs.ts';
import { adminReportsHandlers } from './handlers/admin-reports.ts';
import { adminUsersHandlers, createMockAudit, mockAdminUsers } from './handlers/admin-users.ts';
import { coastersHandlers } from './handlers/coasters.ts';
import { createDeviceStore, devicesHandlers } from './handlers/devices.ts';
import { debitApprovalsHandlers, mockDebitApprovals } from './handlers/debit-approvals.ts';
import { adminNewsHandlers } from './handlers/admin-news.ts';
import { scenariosHandlers } from './handlers/scenarios.ts';
import { uploadsHandlers } from './handlers/uploads.ts';
import { blockingHandlers, type BlockingHandlerOptions } from './handlers/blocking.ts';
import { countriesHandlers } from './handlers/countries.ts';
import { licensesHandlers } from './handlers/licenses.ts';
import { liveHandlers } from './handlers/live.ts';
import { newsHandlers } from './handlers/news.ts';
import { mockClientNotifications, mockStaffNotifications, notificationsHandlers } from './handlers/notifications.ts';
import {
  mockAccountWebhookEndpoints,
  mockBusinessWebhookEndpoints,
  mockWebhookDeliveryLog,
  webhooksHandlers,
} from './handlers/webhooks.ts';
import { reportsHandlers } from './handlers/reports.ts';
import { createMockSession, sessionHandlers, type SessionHandlerOptions } from './handlers/session.ts';
import { mockOwnSessions, mockPendingEmailChange, ownAccountHandlers } from './handlers/own-account.ts';
import { walletHandlers } from './handlers/wallet.ts';
import { createHeldScenarios } from './handlers/held-scenarios.ts';

export {
  mockCountries,
  mockPassword,
  mockPasskeyAuthenticationOptions,
  mockPasskeyRegistrationOptions,
  mockPasskeys,
  mockRecoveryCodes,
  mockTotpCode,
  mockTotpEnrolment,
  mockUsers,
} from './fixtures.ts';
export {
  mockAddresses,
  mockAutomaticOrder,
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
export { licenseDeviceOf, mockDefaultTariff, mockDevices, mockLicenseDevice, mockTariff } from './fixtures/devices.ts';
export {
  mockCoasters,
  mockCoastersResponse,
  mockFleet,
  mockNewestVersions,
  mockRunway,
  mockShortRunway,
} from './fixtures/coasters.ts';
export { mockError, mockRoute } from './respond.ts';
export { mockCommonPassword } from './handlers/session.ts';
export { mockAdminUsers, mockDebitApprovals, mockFailedJobs };
export { mockClientNotifications, mockStaffNotifications };
export { mockAccountApiKeys, mockBusinessApiKeys };
export { mockAccountWebhookEndpoints, mockBusinessWebhookEndpoints, mockWebhookDeliveryLog };
export { mockOwnSessions, mockPendingEmailChange };
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
  adminJobsHandlers,
  apiKeysHandlers,
  adminUsersHandlers,
  blockingHandlers,
  coastersHandlers,
  countriesHandlers,
  devicesHandlers,
  licensesHandlers,
  newsHandlers,
  notificationsHandlers,
  webhooksHandlers,
  ownAccountHandlers,
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
  // One record of the scenarios on the mock client's licences, so a transfer shows in the licence list; one of its
  // machines, so freeing one shows in both licence lists; one audit log for the client page's timeline; one session,
  // whose scope the device and tariff calls check.
  const held = createHeldScenarios();
  const devices = createDeviceStore();
  const audit = createMockAudit();
  const session = createMockSession(options);
  return [
    ...sessionHandlers(options, session),
    ...ownAccountHandlers({ session }),
    ...countriesHandlers(),
    ...accountsHandlers(),
    ...licensesHandlers({ devices }),
    ...walletHandlers(),
    ...reportsHandlers(),
    ...blockingHandlers(options.blocking),
    ...newsHandlers(),
    ...adminUsersHandlers({ held, audit, devices, session }),
    ...debitApprovalsHandlers({ session }),
    ...adminJobsHandlers({ session }),
    ...notificationsHandlers({ session }),
    ...apiKeysHandlers({ session }),
    ...webhooksHandlers({ session }),
    ...liveHandlers({ session }),
    ...devicesHandlers({ store: devices, audit, session }),
    ...coastersHandlers({ session, accountBlocked: options.blocking?.account === 'blocked' }),
    ...scenariosHandlers({ held }),
    ...adminNewsHandlers(),
    ...uploadsHandlers(),
    ...adminReportsHandlers(),
  ];
}
export { mockCsvRoute, type MockCsv } from './respond.ts';
