export {
  ApiError,
  apiRequest,
  apiResponse,
  clientErrorMessages,
  configureApiClient,
  isReauthenticationRequired,
  routeAddress,
} from './client.ts';
export type { ApiClientConfig, RequestInput, RouteResponse } from './client.ts';
export { createQueryClient, liveRefetchIntervalMs } from './query-client.ts';
export { useLiveUpdates } from './live/use-live-updates.ts';

export { getMe, meQueryKey, meQueryOptions, useMe } from './session/me.ts';
export { signIn, useSignIn } from './session/sign-in.ts';
export { signInSecondFactor, useSignInSecondFactor } from './session/sign-in-second-factor.ts';
export { getSecondFactors, secondFactorsQueryOptions, useSecondFactors } from './second-factors/second-factors.ts';
export { startTotpEnrolment, useStartTotpEnrolment } from './second-factors/start-totp-enrolment.ts';
export { confirmTotpEnrolment, useConfirmTotpEnrolment } from './second-factors/confirm-totp-enrolment.ts';
export { removeTotp, useRemoveTotp } from './second-factors/remove-totp.ts';
export { reauthenticate, useReauthenticate } from './session/reauthenticate.ts';
export { reauthenticateWithPasskey, useReauthenticateWithPasskey } from './session/reauthenticate-passkey.ts';
export { getPasskeys, passkeysQueryOptions, usePasskeys } from './passkeys/passkeys.ts';
export { addPasskey, useAddPasskey, type AddPasskeyInput } from './passkeys/add-passkey.ts';
export { renamePasskey, useRenamePasskey } from './passkeys/rename-passkey.ts';
export { removePasskey, useRemovePasskey } from './passkeys/remove-passkey.ts';
export { apiKeysQueryOptions, getApiKeys, useApiKeys } from './api-keys/api-keys.ts';
export { createApiKey, useCreateApiKey } from './api-keys/create-api-key.ts';
export { rollApiKey, useRollApiKey } from './api-keys/roll-api-key.ts';
export { revokeApiKey, useRevokeApiKey } from './api-keys/revoke-api-key.ts';
export { adminApiKeysQueryOptions, getAdminApiKeys, useAdminApiKeys } from './api-keys/admin-api-keys.ts';
export { adminCreateApiKey, useAdminCreateApiKey } from './api-keys/admin-create-api-key.ts';
export { adminRollApiKey, useAdminRollApiKey } from './api-keys/admin-roll-api-key.ts';
export { adminRevokeApiKey, useAdminRevokeApiKey } from './api-keys/admin-revoke-api-key.ts';
export { signInWithPasskey, useSignInWithPasskey, type PasskeyCeremony } from './session/sign-in-passkey.ts';
export {
  signInSecondFactorWithPasskey,
  useSignInSecondFactorWithPasskey,
} from './session/sign-in-second-factor-passkey.ts';
export { signOut, useSignOut } from './session/sign-out.ts';
export { countriesQueryOptions, getCountries, useCountries } from './countries/countries.ts';

export { addressesQueryOptions, getAddresses, useAddresses } from './accounts/addresses.ts';
export { signUp, useSignUp } from './accounts/sign-up.ts';
export { useVerifyEmail, verifyEmail } from './accounts/verify-email.ts';
export { requestPasswordReset, useRequestPasswordReset } from './accounts/reset-password-request.ts';
export { useVerifyResetToken, verifyResetToken } from './accounts/reset-password-verify-token.ts';
export { resetPassword, useResetPassword } from './accounts/reset-password.ts';

export {
  getLicenseActivations,
  licenseActivationsQueryKey,
  licenseActivationsQueryOptions,
  useLicenseActivations,
} from './licenses/license-activations.ts';
export {
  getLicenseConsumptions,
  licenseConsumptionsQueryOptions,
  useLicenseConsumptions,
} from './licenses/license-consumptions.ts';
export { updateLicenseNotes, useUpdateLicenseNotes } from './licenses/update-license-notes.ts';

export {
  getWalletConsumptions,
  useWalletConsumptions,
  walletConsumptionsQueryOptions,
} from './wallet/wallet-consumptions.ts';
export {
  getWalletRecords,
  useWalletRecords,
  walletRecordsInfiniteQueryOptions,
  walletRecordsPage,
} from './wallet/wallet-records.ts';
export { bigmacIndexQueryOptions, getBigmacIndex, useBigmacIndex } from './wallet/bigmac-index.ts';

export {
  getLicenseConsumptionsReport,
  licenseConsumptionsReportQueryOptions,
  useLicenseConsumptionsReport,
} from './reports/license-consumptions-report.ts';
export { getLicenseRanking, licenseRankingQueryOptions, useLicenseRanking } from './reports/license-ranking.ts';
export {
  getCustomersPerLicense,
  customersPerLicenseQueryOptions,
  useCustomersPerLicense,
} from './reports/customers-per-license.ts';
export { getWalletBalance, walletBalanceQueryOptions, useWalletBalance } from './reports/wallet-balance.ts';
export { getScenarioShare, scenarioShareQueryOptions, useScenarioShare } from './reports/scenario-share.ts';

export {
  blockingOrdersQueryKey,
  blockingOrdersQueryOptions,
  getBlockingOrders,
  useBlockingOrders,
} from './blocking/blocking-orders.ts';
export {
  getTemporaryUnblockRequests,
  temporaryUnblockRequestsQueryKey,
  temporaryUnblockRequestsQueryOptions,
  useTemporaryUnblockRequests,
} from './blocking/temporary-unblock-requests.ts';
export {
  createTemporaryUnblockRequest,
  useCreateTemporaryUnblockRequest,
} from './blocking/create-temporary-unblock-request.ts';

export { getNews, newsQueryOptions, useNews } from './news/news.ts';
export { getPublicNews, publicNewsQueryOptions, usePublicNews } from './news/public-news.ts';
export { fetchPublicNewsEarly, publicNewsQueryKey } from './news/public-news-early.ts';
export { addressOf } from './early.ts';

export { changePassword, useChangePassword } from './session/change-password.ts';
export {
  getOwnEmailChange,
  ownAccountQueryKey,
  ownEmailChangeQueryOptions,
  useOwnEmailChange,
} from './own-account/own-email-change.ts';
export { requestEmailChange, useRequestEmailChange } from './own-account/request-email-change.ts';
export { cancelOwnEmailChange, useCancelOwnEmailChange } from './own-account/cancel-own-email-change.ts';
export { getOwnSessions, ownSessionsQueryOptions, useOwnSessions } from './own-account/own-sessions.ts';
export { endOwnSession, useEndOwnSession } from './own-account/end-own-session.ts';
export { endOtherOwnSessions, useEndOtherOwnSessions } from './own-account/end-other-own-sessions.ts';
export { confirmEmailChange, useConfirmEmailChange } from './own-account/confirm-email-change.ts';
export { cancelEmailChange, useCancelEmailChange } from './own-account/cancel-email-change.ts';
export { adminUserQueryOptions, adminUsersQueryKey, getAdminUser, useAdminUser } from './admin/admin-user.ts';
export { endUserSessions, useEndUserSessions } from './admin/end-user-sessions.ts';
export { disableUser, useDisableUser } from './admin/disable-user.ts';
export { enableUser, useEnableUser } from './admin/enable-user.ts';
export {
  adminReportUsersQueryOptions,
  getAdminReportUsers,
  useAdminReportUsers,
} from './admin-reports/report-users.ts';
export {
  adminReportLicensesQueryOptions,
  getAdminReportLicenses,
  useAdminReportLicenses,
} from './admin-reports/report-licenses.ts';
export {
  adminReportRidesQueryOptions,
  getAdminReportRides,
  getAdminReportRidesCsv,
  useAdminReportRides,
} from './admin-reports/report-rides.ts';
export {
  adminReportLicensesByLocationQueryOptions,
  getAdminReportLicensesByLocation,
  getAdminReportLicensesByLocationCsv,
  useAdminReportLicensesByLocation,
} from './admin-reports/report-licenses-by-location.ts';
export {
  adminReportCoinsQueryOptions,
  getAdminReportCoins,
  getAdminReportCoinsCsv,
  useAdminReportCoins,
} from './admin-reports/report-coins.ts';
export {
  adminReportConsumptionByDayQueryOptions,
  getAdminReportConsumptionByDay,
  getAdminReportConsumptionByDayCsv,
  useAdminReportConsumptionByDay,
} from './admin-reports/report-consumption-by-day.ts';
export {
  adminReportConsumptionByMonthQueryOptions,
  getAdminReportConsumptionByMonth,
  getAdminReportConsumptionByMonthCsv,
  useAdminReportConsumptionByMonth,
} from './admin-reports/report-consumption-by-month.ts';
export {
  adminReportSalesByMonthQueryOptions,
  getAdminReportSalesByMonth,
  getAdminReportSalesByMonthCsv,
  useAdminReportSalesByMonth,
} from './admin-reports/report-sales-by-month.ts';
export {
  adminReportSearchLicenseQueryOptions,
  getAdminReportSearchLicense,
  useAdminReportSearchLicense,
} from './admin-reports/report-search-license.ts';
export {
  adminReportWalletStatementQueryOptions,
  getAdminReportWalletStatement,
  getAdminReportWalletStatementCsv,
  useAdminReportWalletStatement,
  type AdminReportWalletStatementFilter,
} from './admin-reports/report-wallet-statement.ts';
export {
  CsvDownload,
  CsvDownloadError,
  CsvRecordScanner,
  type CsvDownloadFailure,
  type CsvDownloadOptions,
  type CsvDownloadProgress,
  type CsvFile,
} from './admin-reports/csv-download.ts';
export {
  adminUsersInfiniteQueryOptions,
  getAdminUsers,
  useAdminUsers,
  type AdminUsersFilter,
} from './admin/admin-users.ts';
export { editUser, useEditUser } from './admin/edit-user.ts';
export {
  adminWalletBalanceQueryOptions,
  getAdminWalletBalance,
  useAdminWalletBalance,
} from './admin/admin-wallet-balance.ts';
export {
  insertWalletRecord,
  useInsertWalletRecord,
  type InsertWalletRecordInput,
} from './admin/insert-wallet-record.ts';
export {
  adminBlockingOrdersQueryOptions,
  getAdminBlockingOrders,
  useAdminBlockingOrders,
} from './admin/admin-blocking-orders.ts';
export {
  finishBlockingOrder,
  useFinishBlockingOrder,
  type FinishBlockingOrderInput,
} from './admin/finish-blocking-order.ts';
export { getUserAudit, userAuditInfiniteQueryOptions, useUserAudit } from './admin/user-audit.ts';
export {
  adminClientQueryKey,
  adminUserLicensesQueryOptions,
  getAdminUserLicenses,
  useAdminUserLicenses,
} from './admin-licenses/admin-user-licenses.ts';
export { createLicense, useCreateLicense } from './admin-licenses/create-license.ts';
export { revokeLicense, useRevokeLicense } from './admin-licenses/revoke-license.ts';
export { makeLicenseUnlimited, useMakeLicenseUnlimited } from './admin-licenses/unlimited-license.ts';
export { makeLicenseOffline, useMakeLicenseOffline } from './admin-licenses/block-offline-license.ts';
export { changeLicenseGameModel, useChangeLicenseGameModel } from './admin-licenses/license-game-model.ts';
export { blockLicense, useBlockLicense, type BlockLicenseInput } from './admin-licenses/block-license.ts';
export {
  getScenarioCatalogue,
  scenarioCatalogueQueryOptions,
  useScenarioCatalogue,
} from './admin-licenses/scenario-catalogue.ts';
export {
  getObtainableScenarios,
  obtainableScenariosQueryKey,
  obtainableScenariosQueryOptions,
  useObtainableScenarios,
} from './admin-licenses/obtainable-scenarios.ts';
export { removeScenario, useRemoveScenario } from './admin-licenses/remove-scenario.ts';
export { transferScenario, useTransferScenario } from './admin-licenses/transfer-scenario.ts';
export type { ScenarioOnLicenseInput } from './admin-licenses/scenario-cache.ts';
export {
  adminUserDevicesQueryOptions,
  getAdminUserDevices,
  useAdminUserDevices,
} from './admin-devices/admin-user-devices.ts';
export type { DeviceActionInput } from './admin-devices/device-change.ts';
export { freeDevice, useFreeDevice } from './admin-devices/free-device.ts';
export { revokeDevice, useRevokeDevice } from './admin-devices/revoke-device.ts';
export {
  adminUserTariffQueryOptions,
  getAdminUserTariff,
  useAdminUserTariff,
} from './admin-devices/admin-user-tariff.ts';
export { setUserTariff, useSetUserTariff, type SetUserTariffInput } from './admin-devices/set-user-tariff.ts';
export {
  debitApprovalsQueryKey,
  debitApprovalsQueryOptions,
  getDebitApprovals,
  useDebitApprovals,
} from './admin-debits/debit-approvals.ts';
export { approveDebit, useApproveDebit } from './admin-debits/approve-debit.ts';
export { rejectDebit, useRejectDebit } from './admin-debits/reject-debit.ts';
export {
  failedJobsPageSize,
  failedJobsQueryKey,
  failedJobsQueryOptions,
  getFailedJobs,
  useFailedJobs,
} from './admin-jobs/failed-jobs.ts';
export { retryFailedJob, useRetryFailedJob } from './admin-jobs/retry-failed-job.ts';

export {
  adminScenariosQueryKey,
  adminScenariosQueryOptions,
  getAdminScenarios,
  useAdminScenarios,
} from './scenarios/admin-scenarios.ts';
export { adminScenarioQueryOptions, getAdminScenario, useAdminScenario } from './scenarios/admin-scenario.ts';
export { createScenario, useCreateScenario, type CreateScenarioBody } from './scenarios/create-scenario.ts';
export { updateScenario, useUpdateScenario, type UpdateScenarioBody } from './scenarios/update-scenario.ts';
export { setScenarioStatus, useScenarioStatus } from './scenarios/scenario-status.ts';
export {
  adminNewsListQueryOptions,
  adminNewsQueryKey,
  getAdminNewsList,
  useAdminNewsList,
} from './admin-news/admin-news-list.ts';
export { adminNewsQueryOptions, getAdminNews, useAdminNews } from './admin-news/admin-news.ts';
export { createNews, useCreateNews, type CreateNewsBody } from './admin-news/create-news.ts';
export { updateNews, useUpdateNews, type UpdateNewsBody } from './admin-news/update-news.ts';
export { setNewsStatus, useNewsStatus } from './admin-news/news-status.ts';
export { imageUploadFailedMessage, uploadImage, useUploadImage } from './uploads/upload-image.ts';
export {
  getLicenseScenarios,
  licenseScenariosQueryOptions,
  useLicenseScenarios,
} from './licenses/license-scenarios.ts';
export { newsQueryKey } from './news/news.ts';

export {
  getNotifications,
  notificationsPageSize,
  notificationsQueryKeyRoot,
  notificationsQueryOptions,
  useNotifications,
  type NotificationsFilter,
} from './notifications/notifications.ts';
export {
  latestNotificationsCount,
  latestNotificationsQueryOptions,
  notificationsPollMs,
  notificationsRefetchInterval,
  useLatestNotifications,
} from './notifications/latest-notifications.ts';
export { markNotificationsRead, useMarkNotificationsRead } from './notifications/mark-notifications-read.ts';
export {
  getNotificationPreferences,
  notificationPreferencesQueryOptions,
  useNotificationPreferences,
} from './notifications/notification-preferences.ts';
export {
  setNotificationPreferences,
  useSetNotificationPreferences,
} from './notifications/set-notification-preferences.ts';

export { coastersQueryKey, coastersQueryOptions, getCoasters, useCoasters } from './coasters/coasters.ts';
export { coasterQueryKey, coasterQueryOptions, getCoaster, useCoaster } from './coasters/coaster.ts';
export {
  saveCoasterAlertSettings,
  useSaveCoasterAlertSettings,
  type SaveCoasterAlertSettingsInput,
} from './coasters/save-coaster-alert-settings.ts';
export {
  adminCoastersPageSize,
  adminCoastersQueryKey,
  adminCoastersQueryOptions,
  getAdminCoasters,
  useAdminCoasters,
  type AdminCoastersFilter,
} from './coasters/admin-coasters.ts';

export type { WebhookOwner } from './webhooks/whose.ts';
export {
  getWebhookEndpoints,
  useWebhookEndpoints,
  webhookEndpointsQueryOptions,
} from './webhooks/webhook-endpoints.ts';
export { createWebhookEndpoint, useCreateWebhookEndpoint } from './webhooks/create-webhook-endpoint.ts';
export {
  updateWebhookEndpoint,
  useUpdateWebhookEndpoint,
  type UpdateWebhookEndpointInput,
} from './webhooks/update-webhook-endpoint.ts';
export { deleteWebhookEndpoint, useDeleteWebhookEndpoint } from './webhooks/delete-webhook-endpoint.ts';
export {
  getWebhookDeliveries,
  useWebhookDeliveries,
  webhookDeliveriesPageSize,
  webhookDeliveriesQueryOptions,
} from './webhooks/webhook-deliveries.ts';
export { resendWebhook, useResendWebhook, type ResendWebhookInput } from './webhooks/resend-webhook.ts';
export { testWebhook, useTestWebhook } from './webhooks/test-webhook.ts';
