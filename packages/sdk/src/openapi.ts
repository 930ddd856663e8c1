// The API's paths, schemas, operations and webhooks, generated from its OpenAPI document by openapi-typescript.
// Written by `npm run sdk:types` after a change of the contract; a test holds it equal to the document.

export interface paths {
  '/api/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The process answers */
    get: operations['healthLive'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Ready for traffic: the database answers, its migrations are applied and the session listener is connected; 503 with the reason otherwise, and from the moment the server starts to stop */
    get: operations['healthReady'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sign-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with email and password; sets the session cookie, or, for an account with a second factor, a pending sign-in cookie and answers which second step it takes */
    post: operations['signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sign-in/second-factor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Complete a pending sign-in with an authenticator app's code, a recovery code or a passkey; sets the session cookie */
    post: operations['signInSecondFactor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sign-in/second-factor/passkey-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The options for a pending sign-in's passkey: a new challenge and the account's passkeys; needs the pending sign-in cookie */
    post: operations['signInSecondFactorPasskeyOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sign-in/passkey/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The options for a sign-in with a passkey alone: a new challenge, short-lived and used once */
    post: operations['passkeySignInOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sign-in/passkey': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with a passkey that verified its user (both factors at once); finds the account by the passkey and sets the session cookie */
    post: operations['passkeySignIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sign-out': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** End the current session */
    get: operations['signOut'];
    put?: never;
    /** End the current session (the console's call; GET sign-out answers only same-origin fetch calls) */
    post: operations['signOutPost'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user */
    get: operations['me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/second-factor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's second factors */
    get: operations['secondFactors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/second-factor/totp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start setting up an authenticator app: a new secret, shown once, and its otpauth:// address */
    post: operations['startTotpEnrolment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/second-factor/totp/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Finish setting up the authenticator app with its first code; answers ten recovery codes, shown once */
    post: operations['confirmTotpEnrolment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/second-factor/totp/remove': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remove the authenticator app and the recovery codes, with one of the app's codes or the password */
    post: operations['removeTotp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/reauthenticate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Prove again who the signed-in user is (password, app code, recovery code or passkey), for this session only; sensitive acts need such a proof from the last few minutes */
    post: operations['reauthenticate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/reauthenticate/passkey-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The options for proving again who the signed-in user is with one of their passkeys: their passkeys and a challenge given to them, used once */
    post: operations['reauthenticatePasskeyOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/passkeys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's passkeys */
    get: operations['passkeys'];
    put?: never;
    /** Add a passkey with the browser's answer to the registration options and the name to show it by */
    post: operations['registerPasskey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/passkeys/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The options for adding a passkey: a new challenge, short-lived and used once, and the passkeys to exclude */
    post: operations['passkeyRegistrationOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/passkeys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Rename one of the signed-in user's passkeys (another user's answers 404) */
    patch: operations['renamePasskey'];
    trace?: never;
  };
  '/api/me/passkeys/{id}/remove': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remove one of the signed-in user's passkeys (another user's answers 404) */
    post: operations['removePasskey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/countries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every ISO 3166-1 country */
    get: operations['countries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sign-up': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register a client account; mails a link to verify the address */
    post: operations['signUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/verify-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm an email address with the token mailed at sign-up */
    post: operations['verifyEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reset-password/request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a password reset link, valid 30 minutes, in the given language */
    post: operations['resetPasswordRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reset-password/verify-token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Tell whether a password reset token can still be used */
    post: operations['resetPasswordVerifyToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a reset token; ends the user's other sessions */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/addresses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's addresses */
    get: operations['addresses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the signed-in user's password; needs the current one and ends the user's other sessions */
    post: operations['changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/email-change': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's change of email waiting for the new address to confirm it, if any */
    get: operations['ownEmailChange'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask to change the signed-in user's email; needs the current password. The new address confirms by a mailed link, the old one is told and may cancel */
    post: operations['requestEmailChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/email-change/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel the signed-in user's change of email waiting for confirmation */
    post: operations['cancelOwnEmailChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email-change/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm a change of email with the token mailed to the new address; ends the user's other sessions */
    post: operations['confirmEmailChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email-change/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a change of email with the token mailed to the old address */
    post: operations['cancelEmailChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's open sessions, the current one marked */
    get: operations['ownSessions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/sessions/{id}/end': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End one of the signed-in user's sessions (another user's answers 404); the current one signs out */
    post: operations['endOwnSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/sessions/end-others': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End every session of the signed-in user but the current one */
    post: operations['endOtherOwnSessions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/licenses/activations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's licences */
    get: operations['licenseActivations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/licenses/{key}/consumptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Rides of one of the user's licences in a day, ISO week, month or given range */
    get: operations['licenseConsumptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/licenses/{key}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change the notes of one of the user's licences */
    patch: operations['updateLicenseNotes'];
    trace?: never;
  };
  '/api/licenses/wallet/consumptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rides of the user's licences (or of one) between two instants */
    post: operations['walletConsumptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallet-records': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's coin records, newest first, with the wallet balance */
    get: operations['walletRecords'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bigmac-index/{countryId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Coins a Big Mac costs in a country */
    get: operations['bigmacIndex'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/license-consumptions/{licenseKey}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Customers and rides of one licence today, this ISO week and this month */
    get: operations['reportLicenseConsumptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/license-ranking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's licences by customers in a month */
    get: operations['reportLicenseRanking'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/customers-per-license': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Customers per licence and month over twelve months */
    get: operations['reportCustomersPerLicense'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/wallet-balance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Coins balance and tickets of the wallet at an instant */
    get: operations['reportWalletBalance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/scenario-share': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Customers per scenario on the user's licences in a month */
    get: operations['reportScenarioShare'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/blocking-orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's blocking orders and whether it may request a temporary unblock */
    get: operations['blockingOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/temporary-unblock-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's temporary unblock requests, newest first */
    get: operations['temporaryUnblockRequests'];
    put?: never;
    /** Request a temporary unblock of 7 days */
    post: operations['createTemporaryUnblockRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/news': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active news, newest first (ADR 0009) */
    get: operations['news'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/news': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active news for the sign-in page, newest first (ADR 0009) */
    get: operations['publicNews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/debit-approvals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Large debits waiting for (or given) a second approval, oldest first */
    get: operations['adminDebitApprovals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/debit-approvals/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a pending debit: its wallet record is written in the same step; never by the one who asked */
    post: operations['adminApproveDebit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/debit-approvals/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject a pending debit: nothing is written to the wallet; never by the one who asked */
    post: operations['adminRejectDebit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/jobs/failed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Background jobs that ran out of attempts (dead letters), newest first, with their last error */
    get: operations['adminFailedJobs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/jobs/failed/{id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a failed job back to its queue for a new round of attempts; audited */
    post: operations['adminRetryFailedJob'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in person's notifications, newest first (by their latest repeat), and the unread count */
    get: operations['notifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark some of the notifications (by id) or all of them read; answers the unread count left */
    post: operations['markNotificationsRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification-preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** For each kind the person can receive: in the console, by mail; and whether mail comes as a daily digest */
    get: operations['notificationPreferences'];
    /** Change the preferences; a security kind stays in the console; kinds left out keep their setting */
    put: operations['setNotificationPreferences'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A Server-Sent Events stream of what changed for the signed-in person, resumed from Last-Event-ID */
    get: operations['live'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in person's own API keys, revoked and expired ones included, newest first */
    get: operations['apiKeys'];
    put?: never;
    /** Make an API key for one's own account. The secret is in this answer only: it is stored as a keyed hash and never shown again */
    post: operations['createApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke one's own key at once, with every secret it has */
    delete: operations['revokeApiKey'];
    options?: never;
    head?: never;
    /** Change the name, scopes, addresses or expiry of one's own live key. The key keeps its secret; the change holds from its next call */
    patch: operations['updateApiKey'];
    trace?: never;
  };
  '/api/api-keys/{id}/roll': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Give one's own key a new secret; the previous one works on for the overlap asked. The secret is in this answer only: it is stored as a keyed hash and never shown again */
    post: operations['rollApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business's API keys (made by admins), revoked and expired ones included, newest first */
    get: operations['adminApiKeys'];
    put?: never;
    /** Make an API key for the business. The secret is in this answer only: it is stored as a keyed hash and never shown again */
    post: operations['adminCreateApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke a business key at once, with every secret it has */
    delete: operations['adminRevokeApiKey'];
    options?: never;
    head?: never;
    /** Change the name, scopes, addresses or expiry of a live business key. The key keeps its secret; the change holds from its next call */
    patch: operations['adminUpdateApiKey'];
    trace?: never;
  };
  '/api/admin/api-keys/{id}/roll': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Give a business key a new secret; the previous one works on for the overlap asked. The secret is in this answer only: it is stored as a keyed hash and never shown again */
    post: operations['adminRollApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhook-endpoints': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Webhook endpoints, one's own (a client's: events of its own account only), newest first */
    get: operations['webhookEndpoints'];
    put?: never;
    /** Make a webhook endpoint, one's own (a client's: events of its own account only); its URL must be public (https in production). The secret is in this answer only */
    post: operations['createWebhookEndpoint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhook-endpoints/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a webhook endpoint, one's own (a client's: events of its own account only), with its delivery log */
    delete: operations['deleteWebhookEndpoint'];
    options?: never;
    head?: never;
    /** Change a webhook endpoint, one's own (a client's: events of its own account only): URL, events, order, enable or disable, rotate its secret. The secret is in this answer only when rotated */
    patch: operations['updateWebhookEndpoint'];
    trace?: never;
  };
  '/api/webhook-endpoints/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Each delivery attempt to a webhook endpoint, one's own (a client's: events of its own account only), newest first, kept 30 days */
    get: operations['webhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhook-endpoints/{id}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Deliver again one event, or every event since a moment, to a webhook endpoint, one's own (a client's: events of its own account only) */
    post: operations['resendWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhook-endpoints/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a test event (webhook.test) to a webhook endpoint, one's own (a client's: events of its own account only) */
    post: operations['testWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in account's events in order, after the cursor given, kept 90 days: the same ids its webhooks deliver */
    get: operations['events'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/webhook-endpoints': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Webhook endpoints, the business's (made by admins: every event), newest first */
    get: operations['adminWebhookEndpoints'];
    put?: never;
    /** Make a webhook endpoint, the business's (made by admins: every event); its URL must be public (https in production). The secret is in this answer only */
    post: operations['adminCreateWebhookEndpoint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/webhook-endpoints/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a webhook endpoint, the business's (made by admins: every event), with its delivery log */
    delete: operations['adminDeleteWebhookEndpoint'];
    options?: never;
    head?: never;
    /** Change a webhook endpoint, the business's (made by admins: every event): URL, events, order, enable or disable, rotate its secret. The secret is in this answer only when rotated */
    patch: operations['adminUpdateWebhookEndpoint'];
    trace?: never;
  };
  '/api/admin/webhook-endpoints/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Each delivery attempt to a webhook endpoint, the business's (made by admins: every event), newest first, kept 30 days */
    get: operations['adminWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/webhook-endpoints/{id}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Deliver again one event, or every event since a moment, to a webhook endpoint, the business's (made by admins: every event) */
    post: operations['adminResendWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/webhook-endpoints/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a test event (webhook.test) to a webhook endpoint, the business's (made by admins: every event) */
    post: operations['adminTestWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every account's events and the business's in order, after the cursor given, kept 90 days */
    get: operations['adminEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Users filtered by name, email or name as in contract, ordered and paged */
    get: operations['adminUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One user */
    get: operations['adminUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/edit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a user's name, name as in contract and (admin only) scope; a new email waits for the new address to confirm it. Audited */
    patch: operations['adminEditUser'];
    trace?: never;
  };
  '/api/admin/users/{id}/sessions/end': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End every session of a user at once; audited */
    post: operations['adminEndUserSessions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Disable an account: it cannot sign in or reset its password, and its sessions end at once; audited */
    post: operations['adminDisableUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Enable a disabled account again; audited */
    post: operations['adminEnableUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/licenses/activations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A user's licences, paged by page number */
    get: operations['adminUserActivations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{userId}/wallet-balance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A user's coins balance and tickets */
    get: operations['adminWalletBalance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{userId}/wallet-records': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Insert coins into a user's wallet; a retry with the same Idempotency-Key answers the first record. A debit above the installation's threshold answers `pendingApproval` instead: it waits for a second staff member */
    post: operations['adminInsertWalletRecord'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/tariff': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The client's tariff: coins per customer charged for rides on its limited licences */
    get: operations['adminUserTariff'];
    /** Set the client's tariff from now on; rides already played keep their charge; audited */
    put: operations['adminSetUserTariff'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/blocking-orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A user's blocking orders, finished ones included, newest first */
    get: operations['adminBlockingOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/blocking-orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Block a licence, or a whole account when no licence key is sent (ADR 0013); audited */
    post: operations['adminCreateBlockingOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/blocking-orders/finish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Finish (revoke) a blocking order; audited */
    patch: operations['adminFinishBlockingOrder'];
    trace?: never;
  };
  '/api/admin/users/licenses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a licence for a client with a key generated by the server; audited */
    post: operations['adminCreateLicense'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/license/{licenseKey}/gamemodel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Switch a licence's game model; audited */
    patch: operations['adminLicenseGameModel'];
    trace?: never;
  };
  '/api/admin/users/license/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Revoke a licence for good; audited */
    patch: operations['adminRevokeLicense'];
    trace?: never;
  };
  '/api/admin/users/license/unlimited': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Make a limited licence unlimited; audited */
    patch: operations['adminUnlimitedLicense'];
    trace?: never;
  };
  '/api/admin/users/license/block-offline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Make an unlimited licence unlimited-offline; audited */
    patch: operations['adminBlockOfflineLicense'];
    trace?: never;
  };
  '/api/admin/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Audit entries of one target, newest first */
    get: operations['adminAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A client's activity, newest first: audit entries about the user, its licences and its blocking orders, with who made them */
    get: operations['adminUserAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/devices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every machine activated on the client's licences, newest first, with its last call, versions and sync state */
    get: operations['adminUserDevices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/devices/{deviceId}/free': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Free a licence's device slot (the PC was replaced): the machine validates as DEVICE_REPLACED and may still send the rides it played; audited */
    post: operations['adminFreeDevice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/devices/{deviceId}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revoke a machine: its token answers 401 from now on and the licence's slot is free; audited */
    post: operations['adminRevokeDevice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/coasters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The client's machines, one per licence: status, rides today, sync, versions, block, and the wallet's runway */
    get: operations['coasters'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/coasters/{deviceId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the client's machines with 30 days of history and 7 days of rides by the hour (404 for any other) */
    get: operations['coaster'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/coasters/{deviceId}/alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Sets the alerts of one of the client's machines: offline threshold, opening hours and snooze (404 for any other) */
    put: operations['coasterAlertSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/coasters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every machine in the staff scope, filtered, ordered and paged, with the counts by status */
    get: operations['adminCoasters'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/device/v1/activations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Activate a machine on a licence: 404 unknown key, 403 revoked licence, 409 slot held by another machine, 429 too many attempts from this address */
    post: operations['deviceActivate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/device/v1/keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The public keys that sign licence files, by key id */
    get: operations['deviceKeys'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/device/v1/validate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Validate the licence and report in (at boot and at nextCheckInAt): always 200 for a known machine, with the first code that applies of REVOKED, DEVICE_REPLACED, BLOCKED, SYNC_OVERDUE, VALID */
    post: operations['deviceValidate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/device/v1/shutdown': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Optional: say the machine is shutting down, so its owner sees it switched off rather than offline (ADR 0084); a repeat keeps the first time, the next check-in ends it */
    post: operations['deviceShutdown'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/device/v1/scenarios': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The licence's obtained, active scenarios; ETag and If-None-Match answer 304 when nothing changed */
    get: operations['deviceScenarios'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/device/v1/rides': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Deliver up to 500 rides, signed with the machine key (Orbit-Signature); one result per ride: accepted, duplicate, conflict or rejected */
    post: operations['deviceRides'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Clients for the reports' pickers, by name */
    get: operations['adminReportUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/consumptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A client's wallet statement: the rides of its licences in a range, with totals */
    get: operations['adminReportWalletStatement'];
    put?: never;
    /** Rides of the chosen licences of the chosen clients in a range, newest first, with totals */
    post: operations['adminReportRides'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/licenses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Licences of the chosen clients, revoked ones included */
    post: operations['adminReportLicenses'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/licenses/active/location': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Licences with rides in a range, of clients of the chosen countries */
    post: operations['adminReportLicensesByLocation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/tickets/log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Coin records of the chosen clients in a range, newest first */
    post: operations['adminReportCoins'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/consumptions/byday': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Customers and rides per licence and day of the chosen licences */
    post: operations['adminReportConsumptionByDay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/consumptions/bymonth': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Customers per month on the licences of clients of the chosen countries */
    post: operations['adminReportConsumptionByMonth'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/orbitcoins/salesmonth': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Coins inserted per month into wallets of clients of the chosen countries */
    post: operations['adminReportSalesByMonth'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/licenses/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Licences whose key ends with the given characters, with their owner */
    get: operations['adminReportSearchLicense'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/consumptions/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A client's wallet statement as CSV, newest first */
    get: operations['adminReportWalletStatementCsv'];
    put?: never;
    /** The rides report as CSV, newest first */
    post: operations['adminReportRidesCsv'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/licenses/active/location/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Active licences by location as CSV */
    post: operations['adminReportLicensesByLocationCsv'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/tickets/log/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The clients' coin records as CSV, newest first */
    post: operations['adminReportCoinsCsv'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/consumptions/byday/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Customers and rides per licence and day as CSV */
    post: operations['adminReportConsumptionByDayCsv'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/consumptions/bymonth/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Customers per month as CSV */
    post: operations['adminReportConsumptionByMonthCsv'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/orbitcoins/salesmonth/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Coins sold per month as CSV */
    post: operations['adminReportSalesByMonthCsv'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/store/scenarios/obtainable/user/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active scenarios the user's licences can still obtain, with the licences that can */
    get: operations['obtainableScenarios'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/scenarios/transfer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Transfer a scenario (by scenario id) to a licence; audited */
    post: operations['adminTransferScenario'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/scenarios/purchased/removed-at': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Remove a scenario (by scenario id) from a licence, keeping the history; audited */
    patch: operations['adminRemoveScenario'];
    trace?: never;
  };
  '/api/admin/scenarios': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Scenarios searched by id or text, accent- and case-insensitive */
    get: operations['adminScenarios'];
    put?: never;
    /** Create a scenario; audited */
    post: operations['adminCreateScenario'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/scenarios/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One scenario */
    get: operations['adminScenario'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a scenario or add a translation; audited */
    patch: operations['adminUpdateScenario'];
    trace?: never;
  };
  '/api/admin/scenarios/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Activate or deactivate a scenario; audited */
    patch: operations['adminScenarioStatus'];
    trace?: never;
  };
  '/api/admin/news': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every news item, newest first, searched by id, issuer, state or text */
    get: operations['adminNewsList'];
    put?: never;
    /** Create a news item; audited */
    post: operations['adminCreateNews'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/news/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One news item */
    get: operations['adminNews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a news item or add a translation; audited */
    patch: operations['adminUpdateNews'];
    trace?: never;
  };
  '/api/admin/news/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Show or hide a news item; audited */
    patch: operations['adminNewsStatus'];
    trace?: never;
  };
  '/api/upload/s3': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a PNG, JPEG or WebP image (multipart field "file", optional "imageKey" to replace); audited */
    post: operations['uploadImage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/licenses/scenarios': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Scenarios held by the signed-in client's licences: title and theme in the reader's language (English fallback), thumbnail and time */
    get: operations['licenseScenarios'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  'license.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The event license.created, version 1 */
    post: operations['webhookLicenseCreated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'license.revoked': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The event license.revoked, version 1 */
    post: operations['webhookLicenseRevoked'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'license.blocked': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The event license.blocked, version 1 */
    post: operations['webhookLicenseBlocked'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'license.unblocked': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The event license.unblocked, version 1 */
    post: operations['webhookLicenseUnblocked'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'blockingOrder.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The event blockingOrder.created, version 1 */
    post: operations['webhookBlockingOrderCreated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'blockingOrder.finished': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The event blockingOrder.finished, version 1 */
    post: operations['webhookBlockingOrderFinished'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'temporaryUnblock.granted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The event temporaryUnblock.granted, version 1 */
    post: operations['webhookTemporaryUnblockGranted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'temporaryUnblock.ended': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The event temporaryUnblock.ended, version 1 */
    post: operations['webhookTemporaryUnblockEnded'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'coins.inserted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The event coins.inserted, version 1 */
    post: operations['webhookCoinsInserted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'debit.requested': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The event debit.requested, version 1 */
    post: operations['webhookDebitRequested'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'debit.approved': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The event debit.approved, version 1 */
    post: operations['webhookDebitApproved'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'debit.refused': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The event debit.refused, version 1 */
    post: operations['webhookDebitRefused'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'device.activated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The event device.activated, version 1 */
    post: operations['webhookDeviceActivated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'device.replaced': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The event device.replaced, version 1 */
    post: operations['webhookDeviceReplaced'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'device.freed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The event device.freed, version 1 */
    post: operations['webhookDeviceFreed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'device.revoked': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The event device.revoked, version 1 */
    post: operations['webhookDeviceRevoked'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'device.offline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The event device.offline, version 1 */
    post: operations['webhookDeviceOffline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'device.backOnline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The event device.backOnline, version 1 */
    post: operations['webhookDeviceBackOnline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'rides.synced': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The event rides.synced, version 1 */
    post: operations['webhookRidesSynced'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'wallet.runwayLow': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The event wallet.runwayLow, version 1 */
    post: operations['webhookWalletRunwayLow'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'webhook.test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The event webhook.test, version 1 */
    post: operations['webhookWebhookTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    ActiveStatusRequest: {
      isActive: boolean;
    };
    Address: {
      id: number;
      fullName: string;
      countryId: number;
      countryIsoAlpha3: string;
      streetLine1: string;
      streetLine2: string | null;
      city: string;
      state: string | null;
      zipCode: string | null;
      phoneNumber: string | null;
    };
    AddressList: components['schemas']['Address'][];
    AdminActivationsResponse: {
      results: components['schemas']['ClientLicense'][];
      meta: components['schemas']['ListMeta'];
    };
    AdminBlockingOrdersResponse: {
      results: components['schemas']['BlockingOrder'][];
    };
    AdminCoaster: {
      licenseId: number;
      licenseKey: string;
      licenseLabel: string;
      /** @enum {string} */
      gameModel: 'OrbitCoaster' | 'BubbleCoaster';
      deviceId: number | null;
      hostname: string | null;
      /** @enum {string} */
      status: 'online' | 'late' | 'offline' | 'switchedOff' | 'notActivated' | 'replaced' | 'revoked';
      statusSince: string | null;
      lastSeenAt: string | null;
      silent: boolean;
      ridesToday: number;
      customersToday: number;
      usualRidesByNow: number | null;
      lastRideAt: string | null;
      pendingRides: number;
      syncLagSeconds: number | null;
      appVersion: string | null;
      gameVersion: string | null;
      licenseFileExpiresAt: string | null;
      block: {
        code: number;
        /** @enum {string} */
        reason:
          | 'insufficient-coin-balance'
          | 'pending-part-devolution'
          | 'financial-debt'
          | 'pending-agreement'
          | 'owner-request';
        /** Format: date-time */
        since: string;
      } | null;
      uptime7d: number | null;
      alerts?: components['schemas']['CoasterAlertSettings'];
      client: {
        id: number;
        name: string;
        isoAlpha3: string | null;
      };
    };
    AdminCoastersResponse: {
      results: components['schemas']['AdminCoaster'][];
      meta: components['schemas']['ListMeta'];
      counts: {
        online: number;
        late: number;
        offline: number;
        switchedOff: number;
        notActivated: number;
        replaced: number;
        revoked: number;
      };
      silent: number;
      newest: {
        appVersion: string | null;
        gameVersions: {
          OrbitCoaster: string | null;
          BubbleCoaster: string | null;
        };
      };
      /** Format: date-time */
      serverTime: string;
    };
    AdminCreateBlockingOrderRequest: {
      /** @enum {string} */
      reason:
        | 'insufficient-coin-balance'
        | 'pending-part-devolution'
        | 'financial-debt'
        | 'pending-agreement'
        | 'owner-request';
      licenseKey?: string;
      userId?: number;
    };
    AdminCreateLicenseRequest: {
      userId: number;
      label: string;
      gameModel: components['schemas']['GameModel'];
      notes?: string;
      /** Format: date-time */
      unlimitedSince?: string;
      /** Format: date-time */
      unlimitedOfflineTimeSince?: string;
    };
    AdminCreateLicenseResponse: {
      key: string;
      label: string;
    };
    AdminCreateNewsRequest: {
      languages: {
        en?: {
          title: string;
          resume: string;
          description: string;
        };
        pt?: {
          title: string;
          resume: string;
          description: string;
        };
      };
      /** @default null */
      imageKey: string | null;
      /** @default true */
      isActive: boolean;
    };
    AdminCreateScenarioRequest: {
      /** @enum {string} */
      gameModel: 'OrbitCoaster' | 'BubbleCoaster';
      gameModelId?: number;
      version: string;
      minGameVersion: string;
      time: number;
      imageKey: string;
      languages: {
        en?: {
          title: string;
          theme: string;
          description: string;
        };
        pt?: {
          title: string;
          theme: string;
          description: string;
        };
      };
      sellable: {
        usdValue: number;
        brlValue: number;
        /** @default [] */
        restrictedCountryIds: number[];
      } | null;
      /** @default true */
      isActive: boolean;
    };
    AdminDevice: {
      id: number;
      licenseKey: string;
      licenseLabel: string;
      /** @enum {string} */
      status: 'active' | 'replaced' | 'revoked';
      fingerprint: string;
      hostname: string;
      appVersion: string;
      gameVersion: string;
      /** Format: date-time */
      activatedAt: string;
      /** Format: date-time */
      lastSeenAt: string;
      lastSyncAt: string | null;
      pendingRides: number;
      missingRides: number;
      /** Format: date-time */
      licenseFileExpiresAt: string;
      clockOffsetSeconds: number;
      freedAt: string | null;
      revokedAt: string | null;
      /** @enum {string} */
      coasterStatus: 'online' | 'late' | 'offline' | 'switchedOff' | 'notActivated' | 'replaced' | 'revoked';
      coasterStatusSince: string | null;
    };
    AdminDevicesResponse: {
      results: components['schemas']['AdminDevice'][];
    };
    AdminEditUserRequest: {
      email: components['schemas']['Email'];
      name: string;
      nameAsInContract?: string | null;
      /** @enum {string} */
      scope?: 'admin' | 'supervisor' | 'colaborador' | 'user';
    };
    AdminFinishBlockingOrderRequest: {
      id: number;
    };
    AdminInsertWalletRecordRequest: {
      amount: number;
      issuerUserId?: number;
    };
    AdminInsertWalletRecordResponse:
      | components['schemas']['WalletRecord']
      | {
          pendingApproval: components['schemas']['DebitApproval'];
        };
    AdminLicenseGameModelRequest: {
      gameModel: components['schemas']['GameModel'];
    };
    AdminLicenseKeyRequest: {
      licenseKey: string;
    };
    AdminNewsResponse: {
      results: components['schemas']['News'][];
      meta: components['schemas']['ListMeta'];
      total: number;
    };
    AdminReportCoinsEntry: {
      id: number;
      userId: number;
      name: string;
      email: string;
      isoAlpha2: string | null;
      /** Format: date-time */
      createdAt: string;
      amount: number;
      issuerUser: {
        id: number;
        name: string;
      };
    };
    AdminReportCoinsRequest: {
      usersId: number[];
      /** Format: date-time */
      startAt: string;
      /** Format: date-time */
      endAt: string;
      /** @default 0 */
      offset: number;
    };
    AdminReportCoinsResponse: {
      results: components['schemas']['AdminReportCoinsEntry'][];
      meta: components['schemas']['ListMeta'];
      totalAmount: number;
    };
    AdminReportConsumptionByDay: {
      userId: number;
      key: string;
      label: string;
      /** Format: date */
      day: string;
      /** Format: date-time */
      createdAt: string;
      unlimitedSince: string | null;
      total_customers_amount: number;
      Laps: number;
    };
    AdminReportConsumptionByDayRequest: {
      userId: number[];
      licensesKey: string[];
      /** Format: date-time */
      startAt: string;
      /** Format: date-time */
      endAt: string;
      /** @default UTC */
      timezone: string;
    };
    AdminReportConsumptionByDayResponse: {
      results: components['schemas']['AdminReportConsumptionByDay'][];
      meta: components['schemas']['ListMeta'];
    };
    AdminReportConsumptionByMonth: {
      month: string;
      /** Format: date-time */
      startAt: string;
      total_customers_amount: number;
    };
    AdminReportConsumptionByMonthRequest: {
      countries: number[];
      /**
       * @default all
       * @constant
       */
      licenseType: 'all';
      /** Format: date-time */
      startAt: string;
      /** Format: date-time */
      endAt: string;
      /** @default 0 */
      offset: number;
      /** @default UTC */
      timezone: string;
    };
    AdminReportConsumptionByMonthResponse: {
      results: components['schemas']['AdminReportConsumptionByMonth'][];
      meta: components['schemas']['ListMeta'];
    };
    AdminReportLicense: {
      id: number;
      key: string;
      label: string;
      gameModel: components['schemas']['GameModel'];
      userId: number;
      /** Format: date-time */
      createdAt: string;
      revokedAt: string | null;
      unlimitedSince: string | null;
      unlimitedOfflineTimeSince: string | null;
    };
    AdminReportLicenseByLocation: {
      userId: number;
      name: string;
      email: string;
      isoAlpha3: string;
      license: string;
      label: string;
      unlimitedSince: string | null;
      /** Format: date-time */
      lastSynced: string;
    };
    AdminReportLicensesByLocationRequest: {
      countries: number[];
      /** Format: date-time */
      startAt: string;
      /** Format: date-time */
      endAt: string;
    };
    AdminReportLicensesByLocationResponse: {
      results: components['schemas']['AdminReportLicenseByLocation'][];
      meta: components['schemas']['ListMeta'];
    };
    AdminReportLicensesRequest: {
      id: number[];
    };
    AdminReportLicensesResponse: {
      results: components['schemas']['AdminReportLicense'][];
    };
    AdminReportRidesRequest: {
      id: number[];
      licensesKey: string[];
      /** Format: date-time */
      startAt: string;
      /** Format: date-time */
      endAt: string;
    };
    AdminReportRidesResponse: {
      results: components['schemas']['Consumption'][];
      meta: components['schemas']['ListMeta'];
      range: components['schemas']['TimeRange'];
      customersAmount: number;
      previousCustomersAmount: number;
      totalCustomersAmount: number;
      totalCreditsAdded: number;
      totalAmount: number;
      totalRiders: number;
    };
    AdminReportSalesByMonthEntry: {
      month: string;
      /** Format: date-time */
      startAt: string;
      total_amount: number;
    };
    AdminReportSalesByMonthRequest: {
      countries: number[];
      /** Format: date-time */
      startAt: string;
      /** Format: date-time */
      endAt: string;
      /** @default UTC */
      timezone: string;
    };
    AdminReportSalesByMonthResponse: {
      results: components['schemas']['AdminReportSalesByMonthEntry'][];
      meta: components['schemas']['ListMeta'];
    };
    AdminReportSearchLicenseResponse: {
      results: components['schemas']['AdminReportSearchLicenseResult'][];
      meta: components['schemas']['ListMeta'];
    };
    AdminReportSearchLicenseResult: {
      id: number;
      key: string;
      label: string;
      gameModel: components['schemas']['GameModel'];
      userId: number;
      /** Format: date-time */
      createdAt: string;
      revokedAt: string | null;
      unlimitedSince: string | null;
      unlimitedOfflineTimeSince: string | null;
      /** Format: date-time */
      updatedAt: string;
      name: string;
      email: string;
    };
    AdminReportUsersResponse: {
      results: components['schemas']['AdminUserSummary'][];
      meta: components['schemas']['ListMeta'];
    };
    AdminReportWalletStatementEntry: {
      id: number;
      /** Format: date-time */
      consumedAt: string;
      licenseKey: string;
      label: string;
      customersAmount: number;
      rideCost: number;
      creditsAdded: number;
      creditsAddOnKeyboard: number;
      creditsExpired: number;
      discountUsed: number;
    };
    AdminReportWalletStatementResponse: {
      results: components['schemas']['AdminReportWalletStatementEntry'][];
      meta: components['schemas']['ListMeta'];
      totalCreditsAdded: number;
      totalCreditsKeyboard: number;
      totalCreditsExpired: number;
      totalCustomersAmount: number;
    };
    AdminScenariosResponse: {
      results: components['schemas']['Scenario'][];
      meta: components['schemas']['ListMeta'];
    };
    AdminSetTariffRequest: {
      coinsPerCustomer: number;
    };
    AdminUpdateNewsRequest: {
      languages?: {
        en?: {
          title: string;
          resume: string;
          description: string;
        };
        pt?: {
          title: string;
          resume: string;
          description: string;
        };
      };
      imageKey?: string | null;
    };
    AdminUpdateScenarioRequest: {
      /** @enum {string} */
      gameModel?: 'OrbitCoaster' | 'BubbleCoaster';
      gameModelId?: number;
      version?: string;
      minGameVersion?: string;
      time?: number;
      imageKey?: string;
      languages?: {
        en?: {
          title: string;
          theme: string;
          description: string;
        };
        pt?: {
          title: string;
          theme: string;
          description: string;
        };
      };
      sellable?: {
        usdValue: number;
        brlValue: number;
        /** @default [] */
        restrictedCountryIds: number[];
      } | null;
    };
    AdminUser: {
      id: number;
      name: string;
      email: string;
      timezone: string;
      isoAlpha3: string | null;
      /** Format: date-time */
      createdAt: string;
      nameAsInContract: string | null;
      /** @enum {string} */
      scope: 'admin' | 'supervisor' | 'colaborador' | 'user';
      countryId: number | null;
      mayRequestUnblock: boolean;
      disabledAt: string | null;
      pendingEmailChange: components['schemas']['PendingEmailChange'] | null;
    };
    AdminUsersResponse: {
      results: components['schemas']['AdminUserSummary'][];
      meta: components['schemas']['ListMeta'];
    };
    AdminUserSummary: {
      id: number;
      name: string;
      email: string;
      timezone: string;
      isoAlpha3: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    /**
     * @example 203.0.113.7
     * @example 198.51.100.0/24
     */
    AllowedAddress: string;
    ApiKey: {
      id: number;
      /** @enum {string} */
      kind: 'business' | 'account';
      name: string;
      /** @example orbit_key_4kQ9XbV2mT7p */
      hint: string;
      scopes: components['schemas']['ApiKeyScope'][];
      allowedAddresses: string[];
      createdBy: {
        id: number;
        name: string;
      };
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      expiresAt: string;
      lastUsedAt: string | null;
      lastUsedFrom: string | null;
      previousSecretExpiresAt: string | null;
      revokedAt: string | null;
    };
    /** @enum {string} */
    ApiKeyScope: 'licenses:read' | 'wallet:read' | 'wallet:write' | 'reports:read' | 'devices:read' | 'events:read';
    ApiKeysResponse: {
      results: components['schemas']['ApiKey'][];
    };
    ApiKeyWithSecret: {
      key: components['schemas']['ApiKey'];
      /** @example orbit_key_4kQ9XbV2mT7p_Jd0aQm3XbV9sLw2RtYz5Pc8NfHe1Gu41cY7bZ */
      secret: string;
    };
    AuditEntry: {
      id: number;
      actorUserId: number | null;
      action: string;
      /** @enum {string} */
      targetType:
        | 'user'
        | 'walletRecord'
        | 'blockingOrder'
        | 'license'
        | 'scenario'
        | 'news'
        | 'image'
        | 'device'
        | 'email'
        | 'route'
        | 'report'
        | 'job'
        | 'apiKey'
        | 'webhookEndpoint';
      targetId: string;
      before: unknown;
      after: unknown;
      /** Format: date-time */
      createdAt: string;
    };
    AuditResponse: {
      results: components['schemas']['AuditEntry'][];
      meta: components['schemas']['ListMeta'];
    };
    AuthenticationResponse: {
      id: string;
      rawId: string;
      /** @constant */
      type: 'public-key';
      response: {
        clientDataJSON: string;
        authenticatorData: string;
        signature: string;
        userHandle?: string;
      } & {
        [key: string]: unknown;
      };
      authenticatorAttachment?: string;
      clientExtensionResults: {
        [key: string]: unknown;
      };
    } & {
      [key: string]: unknown;
    };
    BigmacIndex: {
      countryId: number;
      coins: number;
    };
    BlockingOrder: {
      id: number;
      code: number;
      licenseKey: string | null;
      licenseLabel: string | null;
      /** @enum {string} */
      reason:
        | 'insufficient-coin-balance'
        | 'pending-part-devolution'
        | 'financial-debt'
        | 'pending-agreement'
        | 'owner-request';
      /** Format: date-time */
      createdAt: string;
      issuerUserId: number | null;
      expiresAt: string | null;
      revokedAt: string | null;
    };
    BlockingOrdersResponse: {
      results: components['schemas']['BlockingOrder'][];
      mayRequestUnblock: boolean;
    };
    ChangePasswordRequest: {
      currentPassword: string;
      password: string & (unknown & unknown);
    };
    ClientActivityEntry: {
      id: number;
      actorUserId: number | null;
      action: string;
      /** @enum {string} */
      targetType:
        | 'user'
        | 'walletRecord'
        | 'blockingOrder'
        | 'license'
        | 'scenario'
        | 'news'
        | 'image'
        | 'device'
        | 'email'
        | 'route'
        | 'report'
        | 'job'
        | 'apiKey'
        | 'webhookEndpoint';
      targetId: string;
      before: unknown;
      after: unknown;
      /** Format: date-time */
      createdAt: string;
      actorName: string | null;
    };
    ClientActivityResponse: {
      results: components['schemas']['ClientActivityEntry'][];
      meta: components['schemas']['ListMeta'];
    };
    ClientLicense: {
      id: number;
      key: string;
      label: string;
      gameModel: components['schemas']['GameModel'];
      notes: string;
      issuerUserId: number;
      userId: number;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      revokedAt: string | null;
      revokedUserId: number | null;
      unlimitedSince: string | null;
      unlimitedOfflineTimeSince: string | null;
      scenariosObtained: number[];
      device: components['schemas']['LicenseDevice'] | null;
    };
    Coaster: {
      licenseId: number;
      licenseKey: string;
      licenseLabel: string;
      /** @enum {string} */
      gameModel: 'OrbitCoaster' | 'BubbleCoaster';
      deviceId: number | null;
      hostname: string | null;
      /** @enum {string} */
      status: 'online' | 'late' | 'offline' | 'switchedOff' | 'notActivated' | 'replaced' | 'revoked';
      statusSince: string | null;
      lastSeenAt: string | null;
      silent: boolean;
      ridesToday: number;
      customersToday: number;
      usualRidesByNow: number | null;
      lastRideAt: string | null;
      pendingRides: number;
      syncLagSeconds: number | null;
      appVersion: string | null;
      gameVersion: string | null;
      licenseFileExpiresAt: string | null;
      block: {
        code: number;
        /** @enum {string} */
        reason:
          | 'insufficient-coin-balance'
          | 'pending-part-devolution'
          | 'financial-debt'
          | 'pending-agreement'
          | 'owner-request';
        /** Format: date-time */
        since: string;
      } | null;
      uptime7d: number | null;
      alerts?: components['schemas']['CoasterAlertSettings'];
    };
    CoasterAlertSettings: {
      offlineThresholdMinutes: number;
      openingHours: components['schemas']['OpeningHours'] | null;
      snoozedUntil: string | null;
      snoozedUntilBack: boolean;
    };
    CoasterDetailResponse: {
      coaster: {
        licenseId: number;
        licenseKey: string;
        licenseLabel: string;
        /** @enum {string} */
        gameModel: 'OrbitCoaster' | 'BubbleCoaster';
        deviceId: number | null;
        hostname: string | null;
        /** @enum {string} */
        status: 'online' | 'late' | 'offline' | 'switchedOff' | 'notActivated' | 'replaced' | 'revoked';
        statusSince: string | null;
        lastSeenAt: string | null;
        silent: boolean;
        ridesToday: number;
        customersToday: number;
        usualRidesByNow: number | null;
        lastRideAt: string | null;
        pendingRides: number;
        syncLagSeconds: number | null;
        appVersion: string | null;
        gameVersion: string | null;
        licenseFileExpiresAt: string | null;
        block: {
          code: number;
          /** @enum {string} */
          reason:
            | 'insufficient-coin-balance'
            | 'pending-part-devolution'
            | 'financial-debt'
            | 'pending-agreement'
            | 'owner-request';
          /** Format: date-time */
          since: string;
        } | null;
        uptime7d: number | null;
        alerts: components['schemas']['CoasterAlertSettings'];
      };
      newest: {
        appVersion: string | null;
        gameVersions: {
          OrbitCoaster: string | null;
          BubbleCoaster: string | null;
        };
      };
      history: {
        /** Format: date-time */
        from: string;
        /** Format: date-time */
        to: string;
        onlineRuns: {
          /** Format: date-time */
          from: string;
          to: string | null;
          endedBy: ('lost' | 'switchedOff') | null;
        }[];
        blocks: {
          code: number;
          /** @enum {string} */
          reason:
            | 'insufficient-coin-balance'
            | 'pending-part-devolution'
            | 'financial-debt'
            | 'pending-agreement'
            | 'owner-request';
          onAccount: boolean;
          /** Format: date-time */
          from: string;
          to: string | null;
        }[];
        syncs: {
          /** Format: date */
          date: string;
          batches: number;
          rides: number;
          /** Format: date-time */
          lastAt: string;
        }[];
        versions: {
          /** Format: date-time */
          at: string;
          appVersion: string;
          gameVersion: string;
        }[];
      };
      ridesByHour: {
        /** Format: date-time */
        hour: string;
        rides: number;
        customers: number;
      }[];
      /** Format: date-time */
      serverTime: string;
    };
    CoastersResponse: {
      results: components['schemas']['Coaster'][];
      newest: {
        appVersion: string | null;
        gameVersions: {
          OrbitCoaster: string | null;
          BubbleCoaster: string | null;
        };
      };
      runway: components['schemas']['WalletRunway'] | null;
      /** Format: date-time */
      serverTime: string;
    };
    ConfirmTotpRequest: {
      code: components['schemas']['TotpCode'];
    };
    Consumption: {
      id: number;
      /** Format: date-time */
      consumedAt: string;
      /** Format: date-time */
      syncedAt: string;
      durationInSeconds: number;
      time: number;
      customersAmount: number;
      chargedAmount: number;
      scenarioId: number;
      scenarioTitles: {
        [key: string]: string;
      };
      licenseKey: string;
      label: string;
      rideCost: number;
      creditsAdded: number;
      creditsAddOnKeyboard: number;
      creditsExpired: number;
      discountUsed: number;
      percentage: number;
      /** @enum {string} */
      status: 'incomplete' | 'completed';
    };
    ConsumptionList: {
      results: components['schemas']['Consumption'][];
      meta: components['schemas']['ListMeta'];
      range: components['schemas']['TimeRange'];
      customersAmount: number;
      previousCustomersAmount: number;
      totalCustomersAmount: number;
      totalCreditsAdded: number;
    };
    /** @enum {string} */
    ContentLanguage: 'en' | 'pt';
    Country: {
      id: number;
      isoAlpha2: string;
      isoAlpha3: string;
      name: string;
    };
    CountryId: number | string;
    CountryList: components['schemas']['Country'][];
    /**
     * @example {
     *       "name": "Invoicing",
     *       "scopes": [
     *         "licenses:read",
     *         "wallet:read"
     *       ],
     *       "expiresInDays": 90,
     *       "allowedAddresses": []
     *     }
     */
    CreateApiKeyBody: {
      name: string;
      scopes: components['schemas']['ApiKeyScope'][];
      /** @default 90 */
      expiresInDays: number;
      /** @default [] */
      allowedAddresses: components['schemas']['AllowedAddress'][];
    };
    CreateTemporaryUnblockResponse: {
      data: components['schemas']['TemporaryUnblockRequest'];
    };
    /**
     * @example {
     *       "url": "https://example.com/orbit/webhooks",
     *       "eventTypes": [
     *         "coins.inserted"
     *       ],
     *       "strictOrder": false
     *     }
     */
    CreateWebhookEndpointBody: {
      /** Format: uri */
      url: string;
      /** @default  */
      description: string;
      eventTypes: (
        | 'license.created'
        | 'license.revoked'
        | 'license.blocked'
        | 'license.unblocked'
        | 'blockingOrder.created'
        | 'blockingOrder.finished'
        | 'temporaryUnblock.granted'
        | 'temporaryUnblock.ended'
        | 'coins.inserted'
        | 'debit.requested'
        | 'debit.approved'
        | 'debit.refused'
        | 'device.activated'
        | 'device.replaced'
        | 'device.freed'
        | 'device.revoked'
        | 'device.offline'
        | 'device.backOnline'
        | 'rides.synced'
        | 'wallet.runwayLow'
      )[];
      /** @default false */
      strictOrder: boolean;
    };
    CurrentUser: {
      id: number;
      name: string;
      nameAsInContract: string | null;
      email: string;
      /** @enum {string} */
      scope: 'admin' | 'supervisor' | 'colaborador' | 'user';
      roles: string[];
      countryId: number | null;
      countryAlpha2: string | null;
      timezone: string;
      /** Format: date-time */
      createdAt: string;
      licenses: components['schemas']['LicenseSummary'][];
      secondFactor: {
        enrolled: boolean;
        required: boolean;
      };
    };
    CustomersPerLicense: {
      licenses: {
        key: string;
        label: string;
        customersAmount: number;
      }[];
      rows: {
        /** Format: date-time */
        startAt: string;
        /** Format: date-time */
        endAt: string;
        customers: {
          [key: string]: number;
        };
      }[];
    };
    DebitApproval: {
      id: number;
      userId: number;
      userName: string;
      amount: number;
      requestedByUserId: number;
      requestedByName: string;
      /** Format: date-time */
      requestedAt: string;
      /** @enum {string} */
      status: 'pending' | 'approved' | 'rejected';
      decidedByUserId: number | null;
      decidedByName: string | null;
      decidedAt: string | null;
      walletRecordId: number | null;
    };
    DebitApprovalsResponse: {
      results: components['schemas']['DebitApproval'][];
      meta: components['schemas']['ListMeta'];
    };
    /**
     * @example {
     *       "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8",
     *       "fingerprint": "c0ffee5e1f2a4b7d9e8f0a1b2c3d4e5f",
     *       "publicKey": "m3QbWkB1y2rJq8fS0aXo5cV9uTnL4eH7gZ6iK1pD2sA",
     *       "hostname": "arcade-floor-2",
     *       "appVersion": "3.2.0",
     *       "gameVersion": "1.8.4"
     *     }
     */
    DeviceActivationRequest: {
      licenseKey: string;
      fingerprint: string;
      /** @description Raw 32-byte Ed25519 public key, base64url without padding */
      publicKey: string;
      hostname: string;
      appVersion: string;
      gameVersion: string;
    };
    /**
     * @example {
     *       "deviceId": 41,
     *       "deviceToken": "odt_Zk3q9Vb0Jm2Wc7Ls1Rt8Ya4Ue6Io5Pn0Hg3Fd2Sa1Q",
     *       "licenseFile": {
     *         "alg": "Ed25519",
     *         "kid": "5f2b8c0d1e3a4f67",
     *         "enc": "eyJ2IjoxLC4uLn0",
     *         "sig": "Qm9v..."
     *       },
     *       "serverTime": "2026-11-27T10:00:00.000Z"
     *     }
     */
    DeviceActivationResponse: {
      deviceId: number;
      deviceToken: string;
      licenseFile: components['schemas']['LicenseFile'];
      /** Format: date-time */
      serverTime: string;
    };
    DeviceBlock: {
      code: number;
      /** @enum {string} */
      reason:
        | 'insufficient-coin-balance'
        | 'pending-part-devolution'
        | 'financial-debt'
        | 'pending-agreement'
        | 'owner-request';
      /** Format: date-time */
      since: string;
      licenseKey: string | null;
      temporaryUnblockUntil: string | null;
    };
    /**
     * @example {
     *       "sentAt": "2026-11-27T10:00:00.000Z",
     *       "rides": [
     *         {
     *           "id": "3d6f4c1e-8a2b-4f7e-9c1d-2b5a6e7f8091",
     *           "seq": 1207,
     *           "consumedAt": "2026-11-27T09:41:07.000Z",
     *           "durationInSeconds": 312,
     *           "customersAmount": 2,
     *           "scenarioId": 4,
     *           "rideCost": 20,
     *           "creditsAdded": 20,
     *           "creditsAddOnKeyboard": 0,
     *           "creditsExpired": 0,
     *           "discountUsed": 0
     *         }
     *       ]
     *     }
     */
    DeviceRideBatch: {
      /** Format: date-time */
      sentAt: string;
      rides: {
        [key: string]: unknown;
      }[];
    };
    /**
     * @example {
     *       "results": [
     *         {
     *           "id": "3d6f4c1e-8a2b-4f7e-9c1d-2b5a6e7f8091",
     *           "status": "accepted",
     *           "chargedAmount": 4
     *         },
     *         {
     *           "id": "0b1c2d3e-4f50-4617-8a9b-0c1d2e3f4a5b",
     *           "status": "rejected",
     *           "reason": "unknown_scenario"
     *         }
     *       ],
     *       "serverTime": "2026-11-27T10:00:00.000Z",
     *       "wallet": {
     *         "balance": 118,
     *         "limited": true,
     *         "coinsPerCustomer": 2
     *       },
     *       "block": null
     *     }
     */
    DeviceRideBatchResponse: {
      results: components['schemas']['DeviceRideResult'][];
      /** Format: date-time */
      serverTime: string;
      wallet: components['schemas']['DeviceWallet'];
      block: components['schemas']['DeviceBlock'] | null;
    };
    DeviceRideResult: {
      id: string | null;
      /** @enum {string} */
      status: 'accepted' | 'duplicate' | 'conflict' | 'rejected';
      /** @enum {string} */
      reason?:
        'bad_values' | 'unknown_scenario' | 'in_future' | 'before_activation' | 'after_revocation' | 'seq_reused';
      chargedAmount?: number;
      errors?: {
        [key: string]: string;
      };
    };
    DeviceScenario: {
      id: number;
      /** @enum {string} */
      gameModel: 'OrbitCoaster' | 'BubbleCoaster';
      version: string;
      minGameVersion: string;
      time: number;
      languages: {
        [key: string]: components['schemas']['ScenarioText'];
      };
      imageUrl: string | null;
      thumbnailUrl: string | null;
    };
    DeviceScenariosResponse: {
      results: components['schemas']['DeviceScenario'][];
    };
    /**
     * @example {
     *       "sentAt": "2026-11-27T23:02:00.000Z",
     *       "pendingRides": 0
     *     }
     */
    DeviceShutdownRequest: {
      /** Format: date-time */
      sentAt: string;
      pendingRides: number;
    };
    /**
     * @example {
     *       "switchedOffAt": "2026-11-27T23:02:00.000Z",
     *       "serverTime": "2026-11-27T23:02:00.000Z"
     *     }
     */
    DeviceShutdownResponse: {
      /** Format: date-time */
      switchedOffAt: string;
      /** Format: date-time */
      serverTime: string;
    };
    DeviceSigningKey: {
      kid: string;
      /** @constant */
      alg: 'Ed25519';
      /** @description Raw 32-byte Ed25519 public key, base64url without padding */
      publicKey: string;
      /** Format: date-time */
      createdAt: string;
    };
    DeviceSigningKeysResponse: {
      keys: components['schemas']['DeviceSigningKey'][];
    };
    /**
     * @example {
     *       "nonce": "6c1f0e3d9a7b4c2e",
     *       "sentAt": "2026-11-27T10:00:00.000Z",
     *       "appVersion": "3.2.0",
     *       "gameVersion": "1.8.4",
     *       "pendingRides": 0
     *     }
     */
    DeviceValidationRequest: {
      nonce: string;
      /** Format: date-time */
      sentAt: string;
      appVersion: string;
      gameVersion: string;
      pendingRides: number;
    };
    /**
     * @example {
     *       "valid": false,
     *       "code": "BLOCKED",
     *       "detail": "The account is blocked: insufficient coin balance (#2)",
     *       "block": {
     *         "code": 2,
     *         "reason": "insufficient-coin-balance",
     *         "since": "2026-11-27T09:58:12.000Z",
     *         "licenseKey": null,
     *         "temporaryUnblockUntil": null
     *       },
     *       "wallet": {
     *         "balance": -3,
     *         "limited": true,
     *         "coinsPerCustomer": 2
     *       },
     *       "nextCheckInAt": "2026-11-27T10:05:00.000Z",
     *       "serverTime": "2026-11-27T10:00:00.000Z",
     *       "nonce": "6c1f0e3d9a7b4c2e",
     *       "licenseFile": null
     *     }
     */
    DeviceValidationResponse: {
      valid: boolean;
      /** @enum {string} */
      code: 'REVOKED' | 'DEVICE_REPLACED' | 'BLOCKED' | 'SYNC_OVERDUE' | 'VALID';
      detail: string;
      block: components['schemas']['DeviceBlock'] | null;
      wallet: components['schemas']['DeviceWallet'];
      /** Format: date-time */
      nextCheckInAt: string;
      /** Format: date-time */
      serverTime: string;
      nonce: string;
      licenseFile: components['schemas']['LicenseFile'] | null;
    };
    DeviceWallet: {
      balance: number;
      limited: boolean;
      coinsPerCustomer: number;
    };
    Email: string;
    EndSessionsResponse: {
      message: string;
      ended: number;
    };
    ErrorResponse: {
      message: string;
      errors?: {
        [key: string]: string;
      };
    };
    EventsResponse: {
      results: components['schemas']['WebhookEvent'][];
      next: string | null;
    };
    FailedJob: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      queue:
        | 'mail'
        | 'sweep-expired'
        | 'notification-digest'
        | 'unblock-ends'
        | 'live-sweep'
        | 'coaster-alerts'
        | 'coaster-silences'
        | 'coaster-daily'
        | 'api-key-expiry'
        | 'webhook-delivery'
        | 'webhook-sweep';
      summary: string;
      error: string;
      attempts: number;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      failedAt: string;
    };
    FailedJobsResponse: {
      results: components['schemas']['FailedJob'][];
      meta: components['schemas']['ListMeta'];
    };
    /** @enum {string} */
    GameModel: 'OrbitCoaster' | 'BubbleCoaster';
    LicenseConsumptionsReport: {
      day: components['schemas']['RangeTotals'];
      isoWeek: components['schemas']['RangeTotals'];
      month: components['schemas']['RangeTotals'];
    };
    LicenseDevice: {
      /** @enum {string} */
      status: 'active' | 'replaced' | 'revoked';
      /** Format: date-time */
      lastSeenAt: string;
      lastSyncAt: string | null;
      pendingRides: number;
      /** @enum {string} */
      coasterStatus: 'online' | 'late' | 'offline' | 'switchedOff' | 'notActivated' | 'replaced' | 'revoked';
    };
    LicenseFile: {
      /** @constant */
      alg: 'Ed25519';
      kid: string;
      enc: string;
      sig: string;
    };
    LicenseRanking: {
      /** Format: date-time */
      startAt: string;
      /** Format: date-time */
      endAt: string;
      results: {
        licenseKey: string;
        label: string;
        customersAmount: number;
        ridesAmount: number;
      }[];
    };
    LicenseScenario: {
      id: number;
      title: string | null;
      theme: string | null;
      language: components['schemas']['ContentLanguage'] | null;
      time: number;
      imageKey: string | null;
      thumbnailUrl: string | null;
      licenseKeys: string[];
    };
    LicenseScenariosResponse: {
      results: components['schemas']['LicenseScenario'][];
    };
    LicenseSummary: {
      id: number;
      key: string;
      label: string;
      gameModel: components['schemas']['GameModel'];
      revokedAt: string | null;
    };
    ListMeta: {
      count: number;
      limit: number;
      offset: number;
    };
    Liveness: {
      /** @constant */
      status: 'live';
    };
    MarkNotificationsReadBody:
      | {
          ids: number[];
        }
      | {
          /** @constant */
          all: true;
        };
    MarkNotificationsReadResponse: {
      unread: number;
    };
    MessageResponse: {
      message: string;
    };
    News: {
      id: number;
      isActive: boolean;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      issuerUserId: number;
      imageKey: string | null;
      languages: {
        [key: string]: components['schemas']['NewsText'];
      };
    };
    NewsListResponse: {
      results: components['schemas']['News'][];
      meta: components['schemas']['ListMeta'];
    };
    NewsText: {
      title: string;
      resume: string;
      description: string;
    };
    Notification: {
      id: number;
      /** @enum {string} */
      kind:
        | 'accountBlocked'
        | 'accountUnblocked'
        | 'temporaryUnblockGranted'
        | 'temporaryUnblockEnded'
        | 'coinsInserted'
        | 'licenseCreated'
        | 'licenseRevoked'
        | 'debitAwaitingApproval'
        | 'debitDecided'
        | 'newSignIn'
        | 'secondFactorChanged'
        | 'coasterOffline'
        | 'coasterStillOffline'
        | 'coasterBackOnline'
        | 'coasterSilent'
        | 'coasterSyncBacklog'
        | 'licenseFileExpiring'
        | 'walletRunwayLow'
        | 'venueOutage'
        | 'runwayWatchList'
        | 'outdatedAppVersions'
        | 'apiKeyExpiring'
        | 'webhookEndpointDisabled';
      params: {
        [key: string]: unknown;
      };
      count: number;
      link: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      readAt: string | null;
    };
    NotificationPreferences: {
      kinds: {
        /** @enum {string} */
        kind:
          | 'accountBlocked'
          | 'accountUnblocked'
          | 'temporaryUnblockGranted'
          | 'temporaryUnblockEnded'
          | 'coinsInserted'
          | 'licenseCreated'
          | 'licenseRevoked'
          | 'debitAwaitingApproval'
          | 'debitDecided'
          | 'newSignIn'
          | 'secondFactorChanged'
          | 'coasterOffline'
          | 'coasterStillOffline'
          | 'coasterBackOnline'
          | 'coasterSilent'
          | 'coasterSyncBacklog'
          | 'licenseFileExpiring'
          | 'walletRunwayLow'
          | 'venueOutage'
          | 'runwayWatchList'
          | 'outdatedAppVersions'
          | 'apiKeyExpiring'
          | 'webhookEndpointDisabled';
        console: boolean;
        mail: boolean;
        security: boolean;
      }[];
      digest: boolean;
    };
    NotificationsResponse: {
      results: components['schemas']['Notification'][];
      meta: components['schemas']['ListMeta'];
      unread: number;
    };
    ObtainableScenario: {
      id: number;
      /** @enum {string} */
      gameModel: 'OrbitCoaster' | 'BubbleCoaster';
      gameModelId: number;
      isActive: boolean;
      version: string;
      minGameVersion: string;
      time: number;
      imageKey: string | null;
      languages: {
        [key: string]: components['schemas']['ScenarioText'];
      };
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      issuerUserId: number;
      sellable: components['schemas']['ScenarioSellable'] | null;
      licenseKeys: string[];
    };
    ObtainableScenariosResponse: components['schemas']['ObtainableScenario'][];
    /** @default 0 */
    OffsetQuery: number;
    OpeningHours: {
      mon?: {
        from: string;
        to: string;
      } | null;
      tue?: {
        from: string;
        to: string;
      } | null;
      wed?: {
        from: string;
        to: string;
      } | null;
      thu?: {
        from: string;
        to: string;
      } | null;
      fri?: {
        from: string;
        to: string;
      } | null;
      sat?: {
        from: string;
        to: string;
      } | null;
      sun?: {
        from: string;
        to: string;
      } | null;
    };
    OwnEmailChangeResponse: {
      pending: components['schemas']['PendingEmailChange'] | null;
    };
    OwnSession: {
      /** Format: uuid */
      id: string;
      browser: string | null;
      os: string | null;
      ip: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      lastSeenAt: string;
      current: boolean;
    };
    OwnSessionsResponse: {
      results: components['schemas']['OwnSession'][];
    };
    Passkey: {
      id: number;
      name: string;
      /** Format: date-time */
      createdAt: string;
      lastUsedAt: string | null;
      backedUp: boolean;
    };
    PasskeyAuthenticationOptions: {
      challenge: string;
      timeout?: number;
      rpId?: string;
      allowCredentials?: {
        id: string;
        /** @constant */
        type: 'public-key';
        transports?: string[];
      }[];
      userVerification?: string;
      hints?: string[];
    };
    PasskeyList: {
      passkeys: components['schemas']['Passkey'][];
    };
    PasskeyRegistrationOptions: {
      rp: {
        name: string;
        id?: string;
      };
      user: {
        id: string;
        name: string;
        displayName: string;
      };
      challenge: string;
      pubKeyCredParams: {
        alg: number;
        /** @constant */
        type: 'public-key';
      }[];
      timeout?: number;
      excludeCredentials?: {
        id: string;
        /** @constant */
        type: 'public-key';
        transports?: string[];
      }[];
      authenticatorSelection?: {
        authenticatorAttachment?: string;
        residentKey?: string;
        requireResidentKey?: boolean;
        userVerification?: string;
      };
      hints?: string[];
      attestation?: string;
      extensions?: {
        credProps?: boolean;
      };
    };
    PasskeySignInRequest: {
      response: components['schemas']['AuthenticationResponse'];
    };
    PendingEmailChange: {
      email: string;
      /** Format: date-time */
      requestedAt: string;
      /** Format: date-time */
      expiresAt: string;
      byStaff: boolean;
    };
    PurchasedScenario: {
      id: number;
      licenseKey: string;
      scenarioId: number;
      /** Format: date-time */
      createdAt: string;
      removedAt: string | null;
    };
    PutCoasterAlertSettingsBody: {
      offlineThresholdMinutes: number;
      openingHours?: components['schemas']['OpeningHours'] | null;
      snooze?: ('1h' | 'tomorrow' | 'untilBack') | null;
    };
    PutNotificationPreferencesBody: {
      kinds: {
        /** @enum {string} */
        kind:
          | 'accountBlocked'
          | 'accountUnblocked'
          | 'temporaryUnblockGranted'
          | 'temporaryUnblockEnded'
          | 'coinsInserted'
          | 'licenseCreated'
          | 'licenseRevoked'
          | 'debitAwaitingApproval'
          | 'debitDecided'
          | 'newSignIn'
          | 'secondFactorChanged'
          | 'coasterOffline'
          | 'coasterStillOffline'
          | 'coasterBackOnline'
          | 'coasterSilent'
          | 'coasterSyncBacklog'
          | 'licenseFileExpiring'
          | 'walletRunwayLow'
          | 'venueOutage'
          | 'runwayWatchList'
          | 'outdatedAppVersions'
          | 'apiKeyExpiring'
          | 'webhookEndpointDisabled';
        console: boolean;
        mail: boolean;
      }[];
      digest: boolean;
    };
    RangeTotals: {
      /** Format: date-time */
      startAt: string;
      /** Format: date-time */
      endAt: string;
      customersAmount: number;
      ridesAmount: number;
    };
    Readiness: {
      /** @constant */
      status: 'ready';
    };
    ReauthenticateRequest:
      | {
          /** @constant */
          method: 'password';
          password: string;
        }
      | {
          /** @constant */
          method: 'totp';
          code: components['schemas']['TotpCode'];
        }
      | {
          /** @constant */
          method: 'recoveryCode';
          code: string;
        }
      | {
          /** @constant */
          method: 'passkey';
          response: components['schemas']['AuthenticationResponse'];
        };
    ReauthenticateResponse: {
      /** Format: date-time */
      authenticatedUntil: string;
    };
    RecoveryCodes: {
      recoveryCodes: string[];
    };
    RegisterPasskeyRequest: {
      name: string;
      response: components['schemas']['RegistrationResponse'];
    };
    RegistrationResponse: {
      id: string;
      rawId: string;
      /** @constant */
      type: 'public-key';
      response: {
        clientDataJSON: string;
        attestationObject: string;
        authenticatorData?: string;
        transports?: string[];
        publicKeyAlgorithm?: number;
        publicKey?: string;
      } & {
        [key: string]: unknown;
      };
      authenticatorAttachment?: string;
      clientExtensionResults: {
        [key: string]: unknown;
      };
    } & {
      [key: string]: unknown;
    };
    RemoveTotpRequest: {
      code?: components['schemas']['TotpCode'];
      password?: string;
    };
    RenamePasskeyRequest: {
      name: string;
    };
    RequestEmailChangeRequest: {
      email: components['schemas']['Email'];
      currentPassword: string;
    };
    /**
     * @example {
     *       "eventId": "evt_2x7Qk9LmT4bV8sWc1NpZr6"
     *     }
     * @example {
     *       "since": "2026-12-01T00:00:00Z"
     *     }
     */
    ResendWebhookBody:
      | {
          eventId: string;
        }
      | {
          /** Format: date-time */
          since: string;
        };
    ResendWebhookResponse: {
      queued: number;
    };
    ResetPasswordRequest: {
      token: string;
      password: string & (unknown & unknown);
    };
    ResetPasswordRequestRequest: {
      email: components['schemas']['Email'];
      /**
       * @default en
       * @enum {string}
       */
      lang: 'en' | 'pt' | 'es' | 'fr' | 'it';
    };
    /**
     * @example {
     *       "overlapHours": 24
     *     }
     */
    RollApiKeyBody: {
      /** @default 24 */
      overlapHours: number;
    };
    Scenario: {
      id: number;
      /** @enum {string} */
      gameModel: 'OrbitCoaster' | 'BubbleCoaster';
      gameModelId: number;
      isActive: boolean;
      version: string;
      minGameVersion: string;
      time: number;
      imageKey: string | null;
      languages: {
        [key: string]: components['schemas']['ScenarioText'];
      };
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      issuerUserId: number;
      sellable: components['schemas']['ScenarioSellable'] | null;
    };
    ScenarioOnLicenseRequest: {
      licenseKey: string;
      purchaseScenarioId: number;
      userId?: number;
    };
    ScenarioSellable: {
      usdValue: number;
      brlValue: number;
      restrictedCountryIds: number[];
    };
    ScenarioShare: {
      /** Format: date-time */
      startAt: string;
      /** Format: date-time */
      endAt: string;
      results: {
        scenarioId: number;
        scenarioTitles: {
          [key: string]: string;
        };
        customersAmount: number;
        ridesAmount: number;
      }[];
    };
    ScenarioText: {
      title: string;
      theme: string;
      description: string;
    };
    SecondFactorChallenge: {
      /** @constant */
      secondFactorRequired: true;
      methods: ('totp' | 'recoveryCode' | 'passkey')[];
      /** Format: date-time */
      expiresAt: string;
    };
    SecondFactorStatus: {
      totp: {
        /** Format: date-time */
        enrolledAt: string;
      } | null;
      recoveryCodesLeft: number;
    };
    SignInRequest: {
      email: string;
      password: string;
    };
    SignInResponse: components['schemas']['CurrentUser'] | components['schemas']['SecondFactorChallenge'];
    SignInSecondFactorRequest:
      | {
          /** @constant */
          method: 'totp';
          code: components['schemas']['TotpCode'];
        }
      | {
          /** @constant */
          method: 'recoveryCode';
          code: string;
        }
      | {
          /** @constant */
          method: 'passkey';
          response: components['schemas']['AuthenticationResponse'];
        };
    SignOutResponse: {
      message: string;
    };
    SignUpRequest: {
      name: string;
      email: components['schemas']['Email'];
      countryId: components['schemas']['CountryId'];
      password: string & (unknown & unknown);
      timezone: string;
    };
    Tariff: {
      coinsPerCustomer: number;
      since: string | null;
    };
    TemporaryUnblockRequest: {
      id: number;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      expiresAt: string;
      archivedAt: string | null;
    };
    TemporaryUnblockRequestsResponse: {
      results: components['schemas']['TemporaryUnblockRequest'][];
    };
    TestWebhookResponse: {
      eventId: string;
    };
    TimeRange: {
      /** Format: date-time */
      startAt: string;
      /** Format: date-time */
      endAt: string;
    };
    TokenRequest: {
      token: string;
    };
    TotpCode: string;
    TotpEnrolment: {
      secret: string;
      uri: string;
    };
    /**
     * @example {
     *       "scopes": [
     *         "licenses:read"
     *       ]
     *     }
     * @example {
     *       "name": "Invoicing",
     *       "allowedAddresses": [
     *         "198.51.100.0/24"
     *       ]
     *     }
     */
    UpdateApiKeyBody: {
      name?: string;
      scopes?: components['schemas']['ApiKeyScope'][];
      expiresInDays?: number;
      allowedAddresses?: components['schemas']['AllowedAddress'][];
    };
    UpdateLicenseNotesRequest: {
      notes: string;
    };
    /**
     * @example {
     *       "enabled": true
     *     }
     * @example {
     *       "rotateSecret": true,
     *       "rotationOverlapHours": 24
     *     }
     */
    UpdateWebhookEndpointBody: {
      /** Format: uri */
      url?: string;
      description?: string;
      eventTypes?: (
        | 'license.created'
        | 'license.revoked'
        | 'license.blocked'
        | 'license.unblocked'
        | 'blockingOrder.created'
        | 'blockingOrder.finished'
        | 'temporaryUnblock.granted'
        | 'temporaryUnblock.ended'
        | 'coins.inserted'
        | 'debit.requested'
        | 'debit.approved'
        | 'debit.refused'
        | 'device.activated'
        | 'device.replaced'
        | 'device.freed'
        | 'device.revoked'
        | 'device.offline'
        | 'device.backOnline'
        | 'rides.synced'
        | 'wallet.runwayLow'
      )[];
      strictOrder?: boolean;
      enabled?: boolean;
      /** @constant */
      rotateSecret?: true;
      /** @default 24 */
      rotationOverlapHours: number;
    };
    UploadResponse: {
      imageKey: string;
      imageUrl: string;
      thumbnailUrl: string;
    };
    VerifyResetTokenResponse: {
      message: string;
      /** Format: date-time */
      expiresAt: string;
    };
    WalletBalanceReport: {
      coinsBalance: number;
      tickets: number;
    };
    WalletConsumptionsRequest: {
      licenseKey?: string;
      /** Format: date-time */
      startAt: string;
      /** Format: date-time */
      endAt: string;
      /** @default 5000 */
      limit: number;
      /** @default 0 */
      offset: number;
    };
    WalletRecord: {
      id: number;
      userId: number;
      /** Format: date-time */
      createdAt: string;
      amount: number;
      issuerUserId: number;
    };
    WalletRecordsResponse: {
      results: components['schemas']['WalletRecord'][];
      meta: components['schemas']['ListMeta'];
      balance: components['schemas']['WalletBalanceReport'];
    };
    WalletRunway: {
      balance: number;
      coinsPerDay: number;
      daysLeft: number | null;
      ridesLeft: number | null;
      blockExpectedAt: string | null;
    };
    WebhookDeliveriesResponse: {
      results: components['schemas']['WebhookDelivery'][];
    };
    WebhookDelivery: {
      id: number;
      eventId: string;
      eventType: components['schemas']['WebhookEventType'];
      attempt: number;
      /** Format: date-time */
      attemptedAt: string;
      status: number | null;
      succeeded: boolean;
      durationMs: number;
      error: string | null;
      responseBody: string | null;
    };
    WebhookEndpoint: {
      id: number;
      /** @enum {string} */
      kind: 'business' | 'account';
      url: string;
      description: string;
      eventTypes: components['schemas']['WebhookEventType'][];
      strictOrder: boolean;
      enabled: boolean;
      disabledReason: ('byOwner' | 'gone' | 'failing') | null;
      failingSince: string | null;
      previousSecretExpiresAt: string | null;
      createdBy: {
        id: number;
        name: string;
      };
      /** Format: date-time */
      createdAt: string;
    };
    WebhookEndpointsResponse: {
      results: components['schemas']['WebhookEndpoint'][];
    };
    WebhookEndpointWithSecret: {
      endpoint: components['schemas']['WebhookEndpoint'];
      /** @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw */
      secret: string | null;
      missedSince: string | null;
    };
    WebhookEvent:
      | {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'license.created';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            license: {
              key: string;
              label: string;
              /** @enum {string} */
              gameModel: 'OrbitCoaster' | 'BubbleCoaster';
            };
          };
        }
      | {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'license.revoked';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            license: {
              key: string;
              label: string;
            };
          };
        }
      | {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'license.blocked';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            licenseKey: string;
            blockingOrderId: number;
          };
        }
      | {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'license.unblocked';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            licenseKey: string;
            blockingOrderId: number;
          };
        }
      | {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'blockingOrder.created';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            blockingOrderId: number;
            /** @enum {string} */
            reason:
              | 'insufficient-coin-balance'
              | 'pending-part-devolution'
              | 'financial-debt'
              | 'pending-agreement'
              | 'owner-request';
            licenseKey: string | null;
            automatic: boolean;
          };
        }
      | {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'blockingOrder.finished';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            blockingOrderId: number;
            licenseKey: string | null;
            automatic: boolean;
          };
        }
      | {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'temporaryUnblock.granted';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            temporaryUnblockId: number;
            /** Format: date-time */
            expiresAt: string;
          };
        }
      | {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'temporaryUnblock.ended';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            temporaryUnblockId: number;
          };
        }
      | {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'coins.inserted';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            walletRecordId: number;
            coins: number;
            balance: number;
          };
        }
      | {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'debit.requested';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            debitApprovalId: number;
            accountId: number;
            coins: number;
          };
        }
      | {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'debit.approved';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            debitApprovalId: number;
            accountId: number;
            coins: number;
          };
        }
      | {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'debit.refused';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            debitApprovalId: number;
            accountId: number;
            coins: number;
          };
        }
      | {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'device.activated';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            deviceId: number;
            license: {
              key: string;
              label: string;
            };
            hostname: string | null;
          };
        }
      | {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'device.replaced';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            deviceId: number;
            replacedDeviceId: number;
            license: {
              key: string;
              label: string;
            };
          };
        }
      | {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'device.freed';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            deviceId: number;
            license: {
              key: string;
              label: string;
            };
          };
        }
      | {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'device.revoked';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            deviceId: number;
            license: {
              key: string;
              label: string;
            };
          };
        }
      | {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'device.offline';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            deviceId: number;
            license: {
              key: string;
              label: string;
            };
            /** Format: date-time */
            since: string;
          };
        }
      | {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'device.backOnline';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            deviceId: number;
            license: {
              key: string;
              label: string;
            };
            outageMinutes: number;
          };
        }
      | {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'rides.synced';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            license: {
              key: string;
              label: string;
            };
            rides: number;
            customers: number;
            coinsCharged: number;
            /** Format: date-time */
            firstRideAt: string;
            /** Format: date-time */
            lastRideAt: string;
          };
        }
      | {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'wallet.runwayLow';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            balance: number;
            daysLeft: number;
            blockExpectedAt: string | null;
          };
        }
      | {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'webhook.test';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            message: string;
          };
        };
    /** @enum {string} */
    WebhookEventType:
      | 'license.created'
      | 'license.revoked'
      | 'license.blocked'
      | 'license.unblocked'
      | 'blockingOrder.created'
      | 'blockingOrder.finished'
      | 'temporaryUnblock.granted'
      | 'temporaryUnblock.ended'
      | 'coins.inserted'
      | 'debit.requested'
      | 'debit.approved'
      | 'debit.refused'
      | 'device.activated'
      | 'device.replaced'
      | 'device.freed'
      | 'device.revoked'
      | 'device.offline'
      | 'device.backOnline'
      | 'rides.synced'
      | 'wallet.runwayLow'
      | 'webhook.test';
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  healthLive: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The process answers */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "live"
           *     }
           */
          'application/json': components['schemas']['Liveness'];
        };
      };
      /** @description An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  healthReady: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ready for traffic: the database answers, its migrations are applied and the session listener is connected; 503 with the reason otherwise, and from the moment the server starts to stop */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "ready"
           *     }
           */
          'application/json': components['schemas']['Readiness'];
        };
      };
      /** @description An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not ready: stopping, the database does not answer, a migration is missing, or the session listener is quiet. The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "client@example.com",
         *       "password": "Tangerine-orbit-2026"
         *     }
         */
        'application/json': components['schemas']['SignInRequest'];
      };
    };
    responses: {
      /** @description Signed in: the current user (the session cookie is set), or the second step a pending sign-in takes (ADR 0056) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "name": "Ana Costa",
           *       "nameAsInContract": "Parque Aventura Lda",
           *       "email": "client@example.com",
           *       "scope": "admin",
           *       "roles": [
           *         "user"
           *       ],
           *       "countryId": 1,
           *       "countryAlpha2": "PT",
           *       "timezone": "Europe/Lisbon",
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "licenses": [
           *         {
           *           "id": 1,
           *           "key": "ORB-7Q2K-M4XD-93LP-A1C8",
           *           "label": "Lisbon arcade",
           *           "gameModel": "OrbitCoaster",
           *           "revokedAt": "2026-03-01T00:00:00.000Z"
           *         }
           *       ],
           *       "secondFactor": {
           *         "enrolled": true,
           *         "required": true
           *       }
           *     }
           */
          'application/json': components['schemas']['SignInResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092). Wrong email or password */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021). The account was disabled */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many failed sign-ins for this email or from this address (ADR 0052) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  signInSecondFactor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "method": "totp",
         *       "code": "492039"
         *     }
         */
        'application/json': components['schemas']['SignInSecondFactorRequest'];
      };
    };
    responses: {
      /** @description Complete a pending sign-in with an authenticator app's code, a recovery code or a passkey; sets the session cookie */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "name": "Ana Costa",
           *       "nameAsInContract": "Parque Aventura Lda",
           *       "email": "client@example.com",
           *       "scope": "admin",
           *       "roles": [
           *         "user"
           *       ],
           *       "countryId": 1,
           *       "countryAlpha2": "PT",
           *       "timezone": "Europe/Lisbon",
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "licenses": [
           *         {
           *           "id": 1,
           *           "key": "ORB-7Q2K-M4XD-93LP-A1C8",
           *           "label": "Lisbon arcade",
           *           "gameModel": "OrbitCoaster",
           *           "revokedAt": "2026-03-01T00:00:00.000Z"
           *         }
           *       ],
           *       "secondFactor": {
           *         "enrolled": true,
           *         "required": true
           *       }
           *     }
           */
          'application/json': components['schemas']['CurrentUser'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092). No pending sign-in, or the code is wrong */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021). The account was disabled */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many wrong codes: the pending sign-in ends */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  signInSecondFactorPasskeyOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The options for a pending sign-in's passkey: a new challenge and the account's passkeys; needs the pending sign-in cookie */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "challenge": "text",
           *       "timeout": 1,
           *       "rpId": "text",
           *       "allowCredentials": [
           *         {
           *           "id": "text",
           *           "type": "public-key",
           *           "transports": [
           *             "text"
           *           ]
           *         }
           *       ],
           *       "userVerification": "text",
           *       "hints": [
           *         "text"
           *       ]
           *     }
           */
          'application/json': components['schemas']['PasskeyAuthenticationOptions'];
        };
      };
      /** @description An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092). No pending sign-in: the password is asked again */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  passkeySignInOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The options for a sign-in with a passkey alone: a new challenge, short-lived and used once */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "challenge": "text",
           *       "timeout": 1,
           *       "rpId": "text",
           *       "allowCredentials": [
           *         {
           *           "id": "text",
           *           "type": "public-key",
           *           "transports": [
           *             "text"
           *           ]
           *         }
           *       ],
           *       "userVerification": "text",
           *       "hints": [
           *         "text"
           *       ]
           *     }
           */
          'application/json': components['schemas']['PasskeyAuthenticationOptions'];
        };
      };
      /** @description An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many passkey requests from this address */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  passkeySignIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "response": {
         *         "id": "text",
         *         "rawId": "text",
         *         "type": "public-key",
         *         "response": {
         *           "clientDataJSON": "text",
         *           "authenticatorData": "text",
         *           "signature": "text",
         *           "userHandle": "text"
         *         },
         *         "authenticatorAttachment": "text",
         *         "clientExtensionResults": {}
         *       }
         *     }
         */
        'application/json': components['schemas']['PasskeySignInRequest'];
      };
    };
    responses: {
      /** @description Sign in with a passkey that verified its user (both factors at once); finds the account by the passkey and sets the session cookie */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "name": "Ana Costa",
           *       "nameAsInContract": "Parque Aventura Lda",
           *       "email": "client@example.com",
           *       "scope": "admin",
           *       "roles": [
           *         "user"
           *       ],
           *       "countryId": 1,
           *       "countryAlpha2": "PT",
           *       "timezone": "Europe/Lisbon",
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "licenses": [
           *         {
           *           "id": 1,
           *           "key": "ORB-7Q2K-M4XD-93LP-A1C8",
           *           "label": "Lisbon arcade",
           *           "gameModel": "OrbitCoaster",
           *           "revokedAt": "2026-03-01T00:00:00.000Z"
           *         }
           *       ],
           *       "secondFactor": {
           *         "enrolled": true,
           *         "required": true
           *       }
           *     }
           */
          'application/json': components['schemas']['CurrentUser'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092). The passkey is unknown, or its answer is not for a live challenge */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021). The account was disabled */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many passkey sign-ins from this address (ADR 0052) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description End the current session */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Done"
           *     }
           */
          'application/json': components['schemas']['SignOutResponse'];
        };
      };
      /** @description An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). Only a same-origin fetch may sign out with GET (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  signOutPost: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description End the current session (the console's call; GET sign-out answers only same-origin fetch calls) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Done"
           *     }
           */
          'application/json': components['schemas']['SignOutResponse'];
        };
      };
      /** @description An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in user */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "name": "Ana Costa",
           *       "nameAsInContract": "Parque Aventura Lda",
           *       "email": "client@example.com",
           *       "scope": "admin",
           *       "roles": [
           *         "user"
           *       ],
           *       "countryId": 1,
           *       "countryAlpha2": "PT",
           *       "timezone": "Europe/Lisbon",
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "licenses": [
           *         {
           *           "id": 1,
           *           "key": "ORB-7Q2K-M4XD-93LP-A1C8",
           *           "label": "Lisbon arcade",
           *           "gameModel": "OrbitCoaster",
           *           "revokedAt": "2026-03-01T00:00:00.000Z"
           *         }
           *       ],
           *       "secondFactor": {
           *         "enrolled": true,
           *         "required": true
           *       }
           *     }
           */
          'application/json': components['schemas']['CurrentUser'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  secondFactors: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in user's second factors */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "totp": {
           *         "enrolledAt": "2026-03-01T00:00:00.000Z"
           *       },
           *       "recoveryCodesLeft": 1
           *     }
           */
          'application/json': components['schemas']['SecondFactorStatus'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  startTotpEnrolment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Start setting up an authenticator app: a new secret, shown once, and its otpauth:// address */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "secret": "JBSWY3DPEHPK3PXP",
           *       "uri": "otpauth://totp/Orbit:client%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Orbit"
           *     }
           */
          'application/json': components['schemas']['TotpEnrolment'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An authenticator app is already set up */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  confirmTotpEnrolment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "code": "492039"
         *     }
         */
        'application/json': components['schemas']['ConfirmTotpRequest'];
      };
    };
    responses: {
      /** @description Finish setting up the authenticator app with its first code; answers ten recovery codes, shown once */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "recoveryCodes": [
           *         "k3f9-2hqa"
           *       ]
           *     }
           */
          'application/json': components['schemas']['RecoveryCodes'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No enrolment started, or already confirmed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  removeTotp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "code": "492039"
         *     }
         */
        'application/json': components['schemas']['RemoveTotpRequest'];
      };
    };
    responses: {
      /** @description Remove the authenticator app and the recovery codes, with one of the app's codes or the password */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Done"
           *     }
           */
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021). The account was disabled */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No authenticator app is set up */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many wrong current passwords: wait and try again */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  reauthenticate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "method": "password",
         *       "password": "Tangerine-orbit-2026"
         *     }
         */
        'application/json': components['schemas']['ReauthenticateRequest'];
      };
    };
    responses: {
      /** @description Until when this session counts as recently proved, for the sensitive acts of ADR 0058 */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "authenticatedUntil": "2026-04-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['ReauthenticateResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many wrong proofs: wait and try again */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  reauthenticatePasskeyOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The options for proving again who the signed-in user is with one of their passkeys: their passkeys and a challenge given to them, used once */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "challenge": "text",
           *       "timeout": 1,
           *       "rpId": "text",
           *       "allowCredentials": [
           *         {
           *           "id": "text",
           *           "type": "public-key",
           *           "transports": [
           *             "text"
           *           ]
           *         }
           *       ],
           *       "userVerification": "text",
           *       "hints": [
           *         "text"
           *       ]
           *     }
           */
          'application/json': components['schemas']['PasskeyAuthenticationOptions'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many passkey requests for this account */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  passkeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in user's passkeys */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "passkeys": [
           *         {
           *           "id": 1,
           *           "name": "Ana Costa",
           *           "createdAt": "2026-03-01T00:00:00.000Z",
           *           "lastUsedAt": "2026-03-01T00:00:00.000Z",
           *           "backedUp": true
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['PasskeyList'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  registerPasskey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Ana Costa",
         *       "response": {
         *         "id": "text",
         *         "rawId": "text",
         *         "type": "public-key",
         *         "response": {
         *           "clientDataJSON": "text",
         *           "attestationObject": "text",
         *           "authenticatorData": "text",
         *           "transports": [
         *             "text"
         *           ],
         *           "publicKeyAlgorithm": 1,
         *           "publicKey": "m3QbWkB1y2rJq8fS0aXo5cV9uTnL4eH7gZ6iK1pD2sA"
         *         },
         *         "authenticatorAttachment": "text",
         *         "clientExtensionResults": {}
         *       }
         *     }
         */
        'application/json': components['schemas']['RegisterPasskeyRequest'];
      };
    };
    responses: {
      /** @description Add a passkey with the browser's answer to the registration options and the name to show it by */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "name": "Ana Costa",
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "lastUsedAt": "2026-03-01T00:00:00.000Z",
           *       "backedUp": true
           *     }
           */
          'application/json': components['schemas']['Passkey'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description This passkey is already added, or the account holds the most it may */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many changes */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  passkeyRegistrationOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The options for adding a passkey: a new challenge, short-lived and used once, and the passkeys to exclude */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "rp": {
           *         "name": "Ana Costa",
           *         "id": "text"
           *       },
           *       "user": {
           *         "id": "text",
           *         "name": "Ana Costa",
           *         "displayName": "Ana Costa"
           *       },
           *       "challenge": "text",
           *       "pubKeyCredParams": [
           *         {
           *           "alg": 1,
           *           "type": "public-key"
           *         }
           *       ],
           *       "timeout": 1,
           *       "excludeCredentials": [
           *         {
           *           "id": "text",
           *           "type": "public-key",
           *           "transports": [
           *             "text"
           *           ]
           *         }
           *       ],
           *       "authenticatorSelection": {
           *         "authenticatorAttachment": "text",
           *         "residentKey": "text",
           *         "requireResidentKey": true,
           *         "userVerification": "text"
           *       },
           *       "hints": [
           *         "text"
           *       ],
           *       "attestation": "text",
           *       "extensions": {
           *         "credProps": true
           *       }
           *     }
           */
          'application/json': components['schemas']['PasskeyRegistrationOptions'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The account holds the most passkeys it may */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many changes */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  renamePasskey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Ana Costa"
         *     }
         */
        'application/json': components['schemas']['RenamePasskeyRequest'];
      };
    };
    responses: {
      /** @description Rename one of the signed-in user's passkeys (another user's answers 404) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "name": "Ana Costa",
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "lastUsedAt": "2026-03-01T00:00:00.000Z",
           *       "backedUp": true
           *     }
           */
          'application/json': components['schemas']['Passkey'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  removePasskey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Remove one of the signed-in user's passkeys (another user's answers 404) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Done"
           *     }
           */
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many changes */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  countries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every ISO 3166-1 country */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 1,
           *         "isoAlpha2": "PT",
           *         "isoAlpha3": "PRT",
           *         "name": "Ana Costa"
           *       }
           *     ]
           */
          'application/json': components['schemas']['CountryList'];
        };
      };
      /** @description An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  signUp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Ana Costa",
         *       "email": "client@example.com",
         *       "countryId": 1,
         *       "password": "Tangerine-orbit-2026",
         *       "timezone": "Europe/Lisbon"
         *     }
         */
        'application/json': components['schemas']['SignUpRequest'];
      };
    };
    responses: {
      /** @description Register a client account; mails a link to verify the address */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Done"
           *     }
           */
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Another account already has this email */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many sign-ups from this address */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  verifyEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "token": "k7Jd0aQm3XbV9sLw2RtYz5Pc8NfHe1Gu4Ko6Ai0Bq"
         *     }
         */
        'application/json': components['schemas']['TokenRequest'];
      };
    };
    responses: {
      /** @description Confirm an email address with the token mailed at sign-up */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Done"
           *     }
           */
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many token checks from this address */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  resetPasswordRequest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "client@example.com",
         *       "lang": "en"
         *     }
         */
        'application/json': components['schemas']['ResetPasswordRequestRequest'];
      };
    };
    responses: {
      /** @description Mail a password reset link, valid 30 minutes, in the given language */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Done"
           *     }
           */
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021). The account was disabled */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No account has this email */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  resetPasswordVerifyToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "token": "k7Jd0aQm3XbV9sLw2RtYz5Pc8NfHe1Gu4Ko6Ai0Bq"
         *     }
         */
        'application/json': components['schemas']['TokenRequest'];
      };
    };
    responses: {
      /** @description Tell whether a password reset token can still be used */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Done",
           *       "expiresAt": "2026-03-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['VerifyResetTokenResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many token checks from this address */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "token": "k7Jd0aQm3XbV9sLw2RtYz5Pc8NfHe1Gu4Ko6Ai0Bq",
         *       "password": "Tangerine-orbit-2026"
         *     }
         */
        'application/json': components['schemas']['ResetPasswordRequest'];
      };
    };
    responses: {
      /** @description Set a new password with a reset token; ends the user's other sessions */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Done"
           *     }
           */
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021). The account was disabled */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many token checks from this address */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  addresses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in user's addresses */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 1,
           *         "fullName": "Ana Costa",
           *         "countryId": 1,
           *         "countryIsoAlpha3": "tex",
           *         "streetLine1": "Rua Augusta 100",
           *         "streetLine2": "2nd floor",
           *         "city": "Lisboa",
           *         "state": "Lisboa",
           *         "zipCode": "1100-053",
           *         "phoneNumber": "+351 912 345 678"
           *       }
           *     ]
           */
          'application/json': components['schemas']['AddressList'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "currentPassword": "Tangerine-orbit-2026",
         *       "password": "Tangerine-orbit-2026"
         *     }
         */
        'application/json': components['schemas']['ChangePasswordRequest'];
      };
    };
    responses: {
      /** @description Change the signed-in user's password; needs the current one and ends the user's other sessions */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Done"
           *     }
           */
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. The current password is wrong */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021). The account was disabled */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many wrong current passwords: wait and try again */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  ownEmailChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in user's change of email waiting for the new address to confirm it, if any */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "pending": {
           *         "email": "client@example.com",
           *         "requestedAt": "2026-03-01T00:00:00.000Z",
           *         "expiresAt": "2026-03-01T00:00:00.000Z",
           *         "byStaff": true
           *       }
           *     }
           */
          'application/json': components['schemas']['OwnEmailChangeResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  requestEmailChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "client@example.com",
         *       "currentPassword": "Tangerine-orbit-2026"
         *     }
         */
        'application/json': components['schemas']['RequestEmailChangeRequest'];
      };
    };
    responses: {
      /** @description Ask to change the signed-in user's email; needs the current password. The new address confirms by a mailed link, the old one is told and may cancel */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "pending": {
           *         "email": "client@example.com",
           *         "requestedAt": "2026-03-01T00:00:00.000Z",
           *         "expiresAt": "2026-03-01T00:00:00.000Z",
           *         "byStaff": true
           *       }
           *     }
           */
          'application/json': components['schemas']['OwnEmailChangeResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021). The account was disabled */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Another account already has this email */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many wrong current passwords: wait and try again */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  cancelOwnEmailChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancel the signed-in user's change of email waiting for confirmation */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Done"
           *     }
           */
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  confirmEmailChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "token": "k7Jd0aQm3XbV9sLw2RtYz5Pc8NfHe1Gu4Ko6Ai0Bq"
         *     }
         */
        'application/json': components['schemas']['TokenRequest'];
      };
    };
    responses: {
      /** @description Confirm a change of email with the token mailed to the new address; ends the user's other sessions */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Done"
           *     }
           */
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Another account already has this email */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many token checks from this address */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  cancelEmailChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "token": "k7Jd0aQm3XbV9sLw2RtYz5Pc8NfHe1Gu4Ko6Ai0Bq"
         *     }
         */
        'application/json': components['schemas']['TokenRequest'];
      };
    };
    responses: {
      /** @description Cancel a change of email with the token mailed to the old address */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Done"
           *     }
           */
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many token checks from this address */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  ownSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in user's open sessions, the current one marked */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": "3f2b8c1e-5d4a-4e8f-9b1c-2a7d6e0f4c3b",
           *           "browser": "Firefox 146",
           *           "os": "Windows 11",
           *           "ip": "203.0.113.7",
           *           "createdAt": "2026-03-01T00:00:00.000Z",
           *           "lastSeenAt": "2026-03-01T00:00:00.000Z",
           *           "current": true
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['OwnSessionsResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  endOwnSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description End one of the signed-in user's sessions (another user's answers 404); the current one signs out */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Done",
           *       "ended": 1
           *     }
           */
          'application/json': components['schemas']['EndSessionsResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller. No such session of this user */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  endOtherOwnSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description End every session of the signed-in user but the current one */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Done",
           *       "ended": 1
           *     }
           */
          'application/json': components['schemas']['EndSessionsResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  licenseActivations: {
    parameters: {
      query?: {
        limit?: number;
        offset?: components['schemas']['OffsetQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in user's licences */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "key": "ORB-7Q2K-M4XD-93LP-A1C8",
           *           "label": "Lisbon arcade",
           *           "gameModel": "OrbitCoaster",
           *           "notes": "Second floor, by the entrance",
           *           "issuerUserId": 1,
           *           "userId": 1,
           *           "createdAt": "2026-03-01T00:00:00.000Z",
           *           "updatedAt": "2026-03-01T00:00:00.000Z",
           *           "revokedAt": "2026-03-01T00:00:00.000Z",
           *           "revokedUserId": 1,
           *           "unlimitedSince": "2026-03-01T00:00:00.000Z",
           *           "unlimitedOfflineTimeSince": "2026-03-01T00:00:00.000Z",
           *           "scenariosObtained": [
           *             1
           *           ],
           *           "device": {
           *             "status": "active",
           *             "lastSeenAt": "2026-03-01T00:00:00.000Z",
           *             "lastSyncAt": "2026-03-01T00:00:00.000Z",
           *             "pendingRides": 1,
           *             "coasterStatus": "online"
           *           }
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['AdminActivationsResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key without the scope licenses:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  licenseConsumptions: {
    parameters: {
      query: {
        referenceStartDate: string;
        referenceEndDate?: string;
        timezone?: string;
        rangeKind?: 'day' | 'isoWeek' | 'month';
        limit?: number;
        offset?: components['schemas']['OffsetQuery'];
      };
      header?: never;
      path: {
        key: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rides of one of the user's licences in a day, ISO week, month or given range */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "consumedAt": "2026-03-01T00:00:00.000Z",
           *           "syncedAt": "2026-03-01T00:00:00.000Z",
           *           "durationInSeconds": 1,
           *           "time": 1,
           *           "customersAmount": 1,
           *           "chargedAmount": 1,
           *           "scenarioId": 1,
           *           "scenarioTitles": {},
           *           "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8",
           *           "label": "Lisbon arcade",
           *           "rideCost": 1,
           *           "creditsAdded": 1,
           *           "creditsAddOnKeyboard": 1,
           *           "creditsExpired": 1,
           *           "discountUsed": 1,
           *           "percentage": 1,
           *           "status": "incomplete"
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       },
           *       "range": {
           *         "startAt": "2026-03-01T00:00:00.000Z",
           *         "endAt": "2026-04-01T00:00:00.000Z"
           *       },
           *       "customersAmount": 1,
           *       "previousCustomersAmount": 1,
           *       "totalCustomersAmount": 1,
           *       "totalCreditsAdded": 1
           *     }
           */
          'application/json': components['schemas']['ConsumptionList'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key without the scope licenses:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateLicenseNotes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "notes": "Second floor, by the entrance"
         *     }
         */
        'application/json': components['schemas']['UpdateLicenseNotesRequest'];
      };
    };
    responses: {
      /** @description Change the notes of one of the user's licences */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "key": "ORB-7Q2K-M4XD-93LP-A1C8",
           *       "label": "Lisbon arcade",
           *       "gameModel": "OrbitCoaster",
           *       "notes": "Second floor, by the entrance",
           *       "issuerUserId": 1,
           *       "userId": 1,
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "updatedAt": "2026-03-01T00:00:00.000Z",
           *       "revokedAt": "2026-03-01T00:00:00.000Z",
           *       "revokedUserId": 1,
           *       "unlimitedSince": "2026-03-01T00:00:00.000Z",
           *       "unlimitedOfflineTimeSince": "2026-03-01T00:00:00.000Z",
           *       "scenariosObtained": [
           *         1
           *       ],
           *       "device": {
           *         "status": "active",
           *         "lastSeenAt": "2026-03-01T00:00:00.000Z",
           *         "lastSyncAt": "2026-03-01T00:00:00.000Z",
           *         "pendingRides": 1,
           *         "coasterStatus": "online"
           *       }
           *     }
           */
          'application/json': components['schemas']['ClientLicense'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  walletConsumptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8",
         *       "startAt": "2026-03-01T00:00:00.000Z",
         *       "endAt": "2026-04-01T00:00:00.000Z",
         *       "limit": 5000,
         *       "offset": 0
         *     }
         */
        'application/json': components['schemas']['WalletConsumptionsRequest'];
      };
    };
    responses: {
      /** @description Rides of the user's licences (or of one) between two instants */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "consumedAt": "2026-03-01T00:00:00.000Z",
           *           "syncedAt": "2026-03-01T00:00:00.000Z",
           *           "durationInSeconds": 1,
           *           "time": 1,
           *           "customersAmount": 1,
           *           "chargedAmount": 1,
           *           "scenarioId": 1,
           *           "scenarioTitles": {},
           *           "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8",
           *           "label": "Lisbon arcade",
           *           "rideCost": 1,
           *           "creditsAdded": 1,
           *           "creditsAddOnKeyboard": 1,
           *           "creditsExpired": 1,
           *           "discountUsed": 1,
           *           "percentage": 1,
           *           "status": "incomplete"
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       },
           *       "range": {
           *         "startAt": "2026-03-01T00:00:00.000Z",
           *         "endAt": "2026-04-01T00:00:00.000Z"
           *       },
           *       "customersAmount": 1,
           *       "previousCustomersAmount": 1,
           *       "totalCustomersAmount": 1,
           *       "totalCreditsAdded": 1
           *     }
           */
          'application/json': components['schemas']['ConsumptionList'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key without the scope wallet:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call. A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The licence is not one of this user */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  walletRecords: {
    parameters: {
      query?: {
        startAt?: string;
        endAt?: string;
        limit?: number;
        offset?: components['schemas']['OffsetQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user's coin records, newest first, with the wallet balance */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "userId": 1,
           *           "createdAt": "2026-03-01T00:00:00.000Z",
           *           "amount": 1,
           *           "issuerUserId": 1
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       },
           *       "balance": {
           *         "coinsBalance": 1,
           *         "tickets": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['WalletRecordsResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key without the scope wallet:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  bigmacIndex: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        countryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Coins a Big Mac costs in a country */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "countryId": 1,
           *       "coins": 1
           *     }
           */
          'application/json': components['schemas']['BigmacIndex'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  reportLicenseConsumptions: {
    parameters: {
      query?: {
        timezone?: string;
      };
      header?: never;
      path: {
        licenseKey: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Customers and rides of one licence today, this ISO week and this month */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "day": {
           *         "startAt": "2026-03-01T00:00:00.000Z",
           *         "endAt": "2026-04-01T00:00:00.000Z",
           *         "customersAmount": 1,
           *         "ridesAmount": 1
           *       },
           *       "isoWeek": {
           *         "startAt": "2026-03-01T00:00:00.000Z",
           *         "endAt": "2026-04-01T00:00:00.000Z",
           *         "customersAmount": 1,
           *         "ridesAmount": 1
           *       },
           *       "month": {
           *         "startAt": "2026-03-01T00:00:00.000Z",
           *         "endAt": "2026-04-01T00:00:00.000Z",
           *         "customersAmount": 1,
           *         "ridesAmount": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['LicenseConsumptionsReport'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key without the scope reports:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  reportLicenseRanking: {
    parameters: {
      query?: {
        referenceDate?: string;
        timezone?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user's licences by customers in a month */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "startAt": "2026-03-01T00:00:00.000Z",
           *       "endAt": "2026-04-01T00:00:00.000Z",
           *       "results": [
           *         {
           *           "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8",
           *           "label": "Lisbon arcade",
           *           "customersAmount": 1,
           *           "ridesAmount": 1
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['LicenseRanking'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key without the scope reports:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  reportCustomersPerLicense: {
    parameters: {
      query?: {
        endAt?: string;
        timezone?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Customers per licence and month over twelve months */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "licenses": [
           *         {
           *           "key": "ORB-7Q2K-M4XD-93LP-A1C8",
           *           "label": "Lisbon arcade",
           *           "customersAmount": 1
           *         }
           *       ],
           *       "rows": [
           *         {
           *           "startAt": "2026-03-01T00:00:00.000Z",
           *           "endAt": "2026-04-01T00:00:00.000Z",
           *           "customers": {}
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['CustomersPerLicense'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key without the scope reports:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  reportWalletBalance: {
    parameters: {
      query?: {
        endAt?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Coins balance and tickets of the wallet at an instant */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "coinsBalance": 1,
           *       "tickets": 1
           *     }
           */
          'application/json': components['schemas']['WalletBalanceReport'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key without the scope reports:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  reportScenarioShare: {
    parameters: {
      query?: {
        referenceDate?: string;
        timezone?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Customers per scenario on the user's licences in a month */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "startAt": "2026-03-01T00:00:00.000Z",
           *       "endAt": "2026-04-01T00:00:00.000Z",
           *       "results": [
           *         {
           *           "scenarioId": 1,
           *           "scenarioTitles": {},
           *           "customersAmount": 1,
           *           "ridesAmount": 1
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['ScenarioShare'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key without the scope reports:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  blockingOrders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user's blocking orders and whether it may request a temporary unblock */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "code": 1,
           *           "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8",
           *           "licenseLabel": "Lisbon arcade",
           *           "reason": "insufficient-coin-balance",
           *           "createdAt": "2026-03-01T00:00:00.000Z",
           *           "issuerUserId": 1,
           *           "expiresAt": "2026-03-01T00:00:00.000Z",
           *           "revokedAt": "2026-03-01T00:00:00.000Z"
           *         }
           *       ],
           *       "mayRequestUnblock": true
           *     }
           */
          'application/json': components['schemas']['BlockingOrdersResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key without the scope licenses:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  temporaryUnblockRequests: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user's temporary unblock requests, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "createdAt": "2026-03-01T00:00:00.000Z",
           *           "expiresAt": "2026-03-01T00:00:00.000Z",
           *           "archivedAt": "2026-03-01T00:00:00.000Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['TemporaryUnblockRequestsResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createTemporaryUnblockRequest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Request a temporary unblock of 7 days */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": {
           *         "id": 1,
           *         "createdAt": "2026-03-01T00:00:00.000Z",
           *         "expiresAt": "2026-03-01T00:00:00.000Z",
           *         "archivedAt": "2026-03-01T00:00:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['CreateTemporaryUnblockResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021). This account may not request a temporary unblock now */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The account is not blocked, or a request is under review */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  news: {
    parameters: {
      query?: {
        lang?: components['schemas']['ContentLanguage'];
        limit?: number;
        offset?: components['schemas']['OffsetQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Active news, newest first (ADR 0009) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "isActive": true,
           *           "createdAt": "2026-03-01T00:00:00.000Z",
           *           "updatedAt": "2026-03-01T00:00:00.000Z",
           *           "issuerUserId": 1,
           *           "imageKey": "deep-sea-dive_2026",
           *           "languages": {}
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['NewsListResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  publicNews: {
    parameters: {
      query?: {
        lang?: components['schemas']['ContentLanguage'];
        limit?: number;
        offset?: components['schemas']['OffsetQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Active news for the sign-in page, newest first (ADR 0009) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "isActive": true,
           *           "createdAt": "2026-03-01T00:00:00.000Z",
           *           "updatedAt": "2026-03-01T00:00:00.000Z",
           *           "issuerUserId": 1,
           *           "imageKey": "deep-sea-dive_2026",
           *           "languages": {}
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['NewsListResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminDebitApprovals: {
    parameters: {
      query?: {
        status?: 'pending' | 'approved' | 'rejected';
        limit?: number;
        offset?: components['schemas']['OffsetQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Large debits waiting for (or given) a second approval, oldest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "userId": 1,
           *           "userName": "Ana Costa",
           *           "amount": -1,
           *           "requestedByUserId": 1,
           *           "requestedByName": "Ana Costa",
           *           "requestedAt": "2026-03-01T00:00:00.000Z",
           *           "status": "pending",
           *           "decidedByUserId": 1,
           *           "decidedByName": "Ana Costa",
           *           "decidedAt": "2026-03-01T00:00:00.000Z",
           *           "walletRecordId": 1
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['DebitApprovalsResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminApproveDebit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Approve a pending debit: its wallet record is written in the same step; never by the one who asked */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "userId": 1,
           *       "userName": "Ana Costa",
           *       "amount": -1,
           *       "requestedByUserId": 1,
           *       "requestedByName": "Ana Costa",
           *       "requestedAt": "2026-03-01T00:00:00.000Z",
           *       "status": "pending",
           *       "decidedByUserId": 1,
           *       "decidedByName": "Ana Costa",
           *       "decidedAt": "2026-03-01T00:00:00.000Z",
           *       "walletRecordId": 1
           *     }
           */
          'application/json': components['schemas']['DebitApproval'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021). Nobody approves their own request (ADR 0057) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request was already decided */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminRejectDebit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Reject a pending debit: nothing is written to the wallet; never by the one who asked */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "userId": 1,
           *       "userName": "Ana Costa",
           *       "amount": -1,
           *       "requestedByUserId": 1,
           *       "requestedByName": "Ana Costa",
           *       "requestedAt": "2026-03-01T00:00:00.000Z",
           *       "status": "pending",
           *       "decidedByUserId": 1,
           *       "decidedByName": "Ana Costa",
           *       "decidedAt": "2026-03-01T00:00:00.000Z",
           *       "walletRecordId": 1
           *     }
           */
          'application/json': components['schemas']['DebitApproval'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021). Nobody rejects their own request (ADR 0057) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request was already decided */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminFailedJobs: {
    parameters: {
      query?: {
        limit?: number;
        offset?: components['schemas']['OffsetQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Background jobs that ran out of attempts (dead letters), newest first, with their last error */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": "3f2b8c1e-5d4a-4e8f-9b1c-2a7d6e0f4c3b",
           *           "queue": "mail",
           *           "summary": "text",
           *           "error": "text",
           *           "attempts": 1,
           *           "createdAt": "2026-03-01T00:00:00.000Z",
           *           "failedAt": "2026-03-01T00:00:00.000Z"
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['FailedJobsResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin may call this. An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminRetryFailedJob: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Send a failed job back to its queue for a new round of attempts; audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "3f2b8c1e-5d4a-4e8f-9b1c-2a7d6e0f4c3b",
           *       "queue": "mail",
           *       "summary": "text",
           *       "error": "text",
           *       "attempts": 1,
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "failedAt": "2026-03-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['FailedJob'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller. No failed job has this id: it was retried already, or its retention ended */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  notifications: {
    parameters: {
      query?: {
        limit?: number;
        offset?: components['schemas']['OffsetQuery'];
        kind?:
          | 'accountBlocked'
          | 'accountUnblocked'
          | 'temporaryUnblockGranted'
          | 'temporaryUnblockEnded'
          | 'coinsInserted'
          | 'licenseCreated'
          | 'licenseRevoked'
          | 'debitAwaitingApproval'
          | 'debitDecided'
          | 'newSignIn'
          | 'secondFactorChanged'
          | 'coasterOffline'
          | 'coasterStillOffline'
          | 'coasterBackOnline'
          | 'coasterSilent'
          | 'coasterSyncBacklog'
          | 'licenseFileExpiring'
          | 'walletRunwayLow'
          | 'venueOutage'
          | 'runwayWatchList'
          | 'outdatedAppVersions'
          | 'apiKeyExpiring'
          | 'webhookEndpointDisabled';
        unread?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in person's notifications, newest first (by their latest repeat), and the unread count */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "kind": "accountBlocked",
           *           "params": {},
           *           "count": 1,
           *           "link": "text",
           *           "createdAt": "2026-03-01T00:00:00.000Z",
           *           "updatedAt": "2026-03-01T00:00:00.000Z",
           *           "readAt": "2026-03-01T00:00:00.000Z"
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       },
           *       "unread": 1
           *     }
           */
          'application/json': components['schemas']['NotificationsResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  markNotificationsRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "ids": [
         *         1
         *       ]
         *     }
         */
        'application/json': components['schemas']['MarkNotificationsReadBody'];
      };
    };
    responses: {
      /** @description Mark some of the notifications (by id) or all of them read; answers the unread count left */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "unread": 1
           *     }
           */
          'application/json': components['schemas']['MarkNotificationsReadResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  notificationPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description For each kind the person can receive: in the console, by mail; and whether mail comes as a daily digest */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "kinds": [
           *         {
           *           "kind": "accountBlocked",
           *           "console": true,
           *           "mail": true,
           *           "security": true
           *         }
           *       ],
           *       "digest": true
           *     }
           */
          'application/json': components['schemas']['NotificationPreferences'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  setNotificationPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "kinds": [
         *         {
         *           "kind": "accountBlocked",
         *           "console": true,
         *           "mail": true
         *         }
         *       ],
         *       "digest": true
         *     }
         */
        'application/json': components['schemas']['PutNotificationPreferencesBody'];
      };
    };
    responses: {
      /** @description Change the preferences; a security kind stays in the console; kinds left out keep their setting */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "kinds": [
           *         {
           *           "kind": "accountBlocked",
           *           "console": true,
           *           "mail": true,
           *           "security": true
           *         }
           *       ],
           *       "digest": true
           *     }
           */
          'application/json': components['schemas']['NotificationPreferences'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  live: {
    parameters: {
      query?: never;
      header?: {
        'last-event-id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Server-Sent Events, open as long as the session. An unnamed event carries `{"changed":[kinds]}` (kinds: notifications, wallet, blocking, licenses, rides, coasters, fleet); `rides` comes at most once a second. `coasters` tells a client that a status of one of its machines moved (it turns late and offline by not calling: told within about 2 s of the window passing); `fleet` tells staff that a status of any machine moved or rides were recorded (at most once every 5 s for rides). An event named `reset` says the Last-Event-ID sent was older than the last 15 minutes or unknown: ask for everything again. Each event's id, and an id alone in the heartbeat (a comment line every 15 s), is where to resume: send it back as Last-Event-ID after a reconnect. The stream ends when the session ends (sign-out, disable, expiry); the browser then gets 401 on reconnect. */
      200: {
        headers: {
          /** @description no-store */
          'cache-control'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  apiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in person's own API keys, revoked and expired ones included, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "kind": "business",
           *           "name": "Ana Costa",
           *           "hint": "orbit_key_4kQ9XbV2mT7p",
           *           "scopes": [
           *             "licenses:read"
           *           ],
           *           "allowedAddresses": [
           *             "text"
           *           ],
           *           "createdBy": {
           *             "id": 1,
           *             "name": "Ana Costa"
           *           },
           *           "createdAt": "2026-03-01T00:00:00.000Z",
           *           "expiresAt": "2026-03-01T00:00:00.000Z",
           *           "lastUsedAt": "2026-03-01T00:00:00.000Z",
           *           "lastUsedFrom": "text",
           *           "previousSecretExpiresAt": "2026-03-01T00:00:00.000Z",
           *           "revokedAt": "2026-03-01T00:00:00.000Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['ApiKeysResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Invoicing",
         *       "scopes": [
         *         "licenses:read",
         *         "wallet:read"
         *       ],
         *       "expiresInDays": 90,
         *       "allowedAddresses": []
         *     }
         */
        'application/json': components['schemas']['CreateApiKeyBody'];
      };
    };
    responses: {
      /** @description Make an API key for one's own account. The secret is in this answer only: it is stored as a keyed hash and never shown again */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "key": {
           *         "id": 1,
           *         "kind": "business",
           *         "name": "Ana Costa",
           *         "hint": "orbit_key_4kQ9XbV2mT7p",
           *         "scopes": [
           *           "licenses:read"
           *         ],
           *         "allowedAddresses": [
           *           "text"
           *         ],
           *         "createdBy": {
           *           "id": 1,
           *           "name": "Ana Costa"
           *         },
           *         "createdAt": "2026-03-01T00:00:00.000Z",
           *         "expiresAt": "2026-03-01T00:00:00.000Z",
           *         "lastUsedAt": "2026-03-01T00:00:00.000Z",
           *         "lastUsedFrom": "text",
           *         "previousSecretExpiresAt": "2026-03-01T00:00:00.000Z",
           *         "revokedAt": "2026-03-01T00:00:00.000Z"
           *       },
           *       "secret": "orbit_key_4kQ9XbV2mT7p_Jd0aQm3XbV9sLw2RtYz5Pc8NfHe1Gu41cY7bZ"
           *     }
           */
          'application/json': components['schemas']['ApiKeyWithSecret'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  revokeApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Revoke one's own key at once, with every secret it has */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "kind": "business",
           *       "name": "Ana Costa",
           *       "hint": "orbit_key_4kQ9XbV2mT7p",
           *       "scopes": [
           *         "licenses:read"
           *       ],
           *       "allowedAddresses": [
           *         "text"
           *       ],
           *       "createdBy": {
           *         "id": 1,
           *         "name": "Ana Costa"
           *       },
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "expiresAt": "2026-03-01T00:00:00.000Z",
           *       "lastUsedAt": "2026-03-01T00:00:00.000Z",
           *       "lastUsedFrom": "text",
           *       "previousSecretExpiresAt": "2026-03-01T00:00:00.000Z",
           *       "revokedAt": "2026-03-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['ApiKey'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "scopes": [
         *         "licenses:read"
         *       ]
         *     }
         */
        'application/json': components['schemas']['UpdateApiKeyBody'];
      };
    };
    responses: {
      /** @description Change the name, scopes, addresses or expiry of one's own live key. The key keeps its secret; the change holds from its next call */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "kind": "business",
           *       "name": "Ana Costa",
           *       "hint": "orbit_key_4kQ9XbV2mT7p",
           *       "scopes": [
           *         "licenses:read"
           *       ],
           *       "allowedAddresses": [
           *         "text"
           *       ],
           *       "createdBy": {
           *         "id": 1,
           *         "name": "Ana Costa"
           *       },
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "expiresAt": "2026-03-01T00:00:00.000Z",
           *       "lastUsedAt": "2026-03-01T00:00:00.000Z",
           *       "lastUsedFrom": "text",
           *       "previousSecretExpiresAt": "2026-03-01T00:00:00.000Z",
           *       "revokedAt": "2026-03-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['ApiKey'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  rollApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "overlapHours": 24
         *     }
         */
        'application/json': components['schemas']['RollApiKeyBody'];
      };
    };
    responses: {
      /** @description Give one's own key a new secret; the previous one works on for the overlap asked. The secret is in this answer only: it is stored as a keyed hash and never shown again */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "key": {
           *         "id": 1,
           *         "kind": "business",
           *         "name": "Ana Costa",
           *         "hint": "orbit_key_4kQ9XbV2mT7p",
           *         "scopes": [
           *           "licenses:read"
           *         ],
           *         "allowedAddresses": [
           *           "text"
           *         ],
           *         "createdBy": {
           *           "id": 1,
           *           "name": "Ana Costa"
           *         },
           *         "createdAt": "2026-03-01T00:00:00.000Z",
           *         "expiresAt": "2026-03-01T00:00:00.000Z",
           *         "lastUsedAt": "2026-03-01T00:00:00.000Z",
           *         "lastUsedFrom": "text",
           *         "previousSecretExpiresAt": "2026-03-01T00:00:00.000Z",
           *         "revokedAt": "2026-03-01T00:00:00.000Z"
           *       },
           *       "secret": "orbit_key_4kQ9XbV2mT7p_Jd0aQm3XbV9sLw2RtYz5Pc8NfHe1Gu41cY7bZ"
           *     }
           */
          'application/json': components['schemas']['ApiKeyWithSecret'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The business's API keys (made by admins), revoked and expired ones included, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "kind": "business",
           *           "name": "Ana Costa",
           *           "hint": "orbit_key_4kQ9XbV2mT7p",
           *           "scopes": [
           *             "licenses:read"
           *           ],
           *           "allowedAddresses": [
           *             "text"
           *           ],
           *           "createdBy": {
           *             "id": 1,
           *             "name": "Ana Costa"
           *           },
           *           "createdAt": "2026-03-01T00:00:00.000Z",
           *           "expiresAt": "2026-03-01T00:00:00.000Z",
           *           "lastUsedAt": "2026-03-01T00:00:00.000Z",
           *           "lastUsedFrom": "text",
           *           "previousSecretExpiresAt": "2026-03-01T00:00:00.000Z",
           *           "revokedAt": "2026-03-01T00:00:00.000Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['ApiKeysResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin may call this. An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminCreateApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Invoicing",
         *       "scopes": [
         *         "licenses:read",
         *         "wallet:read"
         *       ],
         *       "expiresInDays": 90,
         *       "allowedAddresses": []
         *     }
         */
        'application/json': components['schemas']['CreateApiKeyBody'];
      };
    };
    responses: {
      /** @description Make an API key for the business. The secret is in this answer only: it is stored as a keyed hash and never shown again */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "key": {
           *         "id": 1,
           *         "kind": "business",
           *         "name": "Ana Costa",
           *         "hint": "orbit_key_4kQ9XbV2mT7p",
           *         "scopes": [
           *           "licenses:read"
           *         ],
           *         "allowedAddresses": [
           *           "text"
           *         ],
           *         "createdBy": {
           *           "id": 1,
           *           "name": "Ana Costa"
           *         },
           *         "createdAt": "2026-03-01T00:00:00.000Z",
           *         "expiresAt": "2026-03-01T00:00:00.000Z",
           *         "lastUsedAt": "2026-03-01T00:00:00.000Z",
           *         "lastUsedFrom": "text",
           *         "previousSecretExpiresAt": "2026-03-01T00:00:00.000Z",
           *         "revokedAt": "2026-03-01T00:00:00.000Z"
           *       },
           *       "secret": "orbit_key_4kQ9XbV2mT7p_Jd0aQm3XbV9sLw2RtYz5Pc8NfHe1Gu41cY7bZ"
           *     }
           */
          'application/json': components['schemas']['ApiKeyWithSecret'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminRevokeApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Revoke a business key at once, with every secret it has */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "kind": "business",
           *       "name": "Ana Costa",
           *       "hint": "orbit_key_4kQ9XbV2mT7p",
           *       "scopes": [
           *         "licenses:read"
           *       ],
           *       "allowedAddresses": [
           *         "text"
           *       ],
           *       "createdBy": {
           *         "id": 1,
           *         "name": "Ana Costa"
           *       },
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "expiresAt": "2026-03-01T00:00:00.000Z",
           *       "lastUsedAt": "2026-03-01T00:00:00.000Z",
           *       "lastUsedFrom": "text",
           *       "previousSecretExpiresAt": "2026-03-01T00:00:00.000Z",
           *       "revokedAt": "2026-03-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['ApiKey'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminUpdateApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "scopes": [
         *         "licenses:read"
         *       ]
         *     }
         */
        'application/json': components['schemas']['UpdateApiKeyBody'];
      };
    };
    responses: {
      /** @description Change the name, scopes, addresses or expiry of a live business key. The key keeps its secret; the change holds from its next call */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "kind": "business",
           *       "name": "Ana Costa",
           *       "hint": "orbit_key_4kQ9XbV2mT7p",
           *       "scopes": [
           *         "licenses:read"
           *       ],
           *       "allowedAddresses": [
           *         "text"
           *       ],
           *       "createdBy": {
           *         "id": 1,
           *         "name": "Ana Costa"
           *       },
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "expiresAt": "2026-03-01T00:00:00.000Z",
           *       "lastUsedAt": "2026-03-01T00:00:00.000Z",
           *       "lastUsedFrom": "text",
           *       "previousSecretExpiresAt": "2026-03-01T00:00:00.000Z",
           *       "revokedAt": "2026-03-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['ApiKey'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminRollApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "overlapHours": 24
         *     }
         */
        'application/json': components['schemas']['RollApiKeyBody'];
      };
    };
    responses: {
      /** @description Give a business key a new secret; the previous one works on for the overlap asked. The secret is in this answer only: it is stored as a keyed hash and never shown again */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "key": {
           *         "id": 1,
           *         "kind": "business",
           *         "name": "Ana Costa",
           *         "hint": "orbit_key_4kQ9XbV2mT7p",
           *         "scopes": [
           *           "licenses:read"
           *         ],
           *         "allowedAddresses": [
           *           "text"
           *         ],
           *         "createdBy": {
           *           "id": 1,
           *           "name": "Ana Costa"
           *         },
           *         "createdAt": "2026-03-01T00:00:00.000Z",
           *         "expiresAt": "2026-03-01T00:00:00.000Z",
           *         "lastUsedAt": "2026-03-01T00:00:00.000Z",
           *         "lastUsedFrom": "text",
           *         "previousSecretExpiresAt": "2026-03-01T00:00:00.000Z",
           *         "revokedAt": "2026-03-01T00:00:00.000Z"
           *       },
           *       "secret": "orbit_key_4kQ9XbV2mT7p_Jd0aQm3XbV9sLw2RtYz5Pc8NfHe1Gu41cY7bZ"
           *     }
           */
          'application/json': components['schemas']['ApiKeyWithSecret'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  webhookEndpoints: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Webhook endpoints, one's own (a client's: events of its own account only), newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "kind": "business",
           *           "url": "https://orbit.example/uploads/scenario-42.webp",
           *           "description": "Dive among whales and wrecks in a four-minute ride",
           *           "eventTypes": [
           *             "license.created"
           *           ],
           *           "strictOrder": true,
           *           "enabled": true,
           *           "disabledReason": "byOwner",
           *           "failingSince": "2026-03-01T00:00:00.000Z",
           *           "previousSecretExpiresAt": "2026-03-01T00:00:00.000Z",
           *           "createdBy": {
           *             "id": 1,
           *             "name": "Ana Costa"
           *           },
           *           "createdAt": "2026-03-01T00:00:00.000Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['WebhookEndpointsResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "url": "https://example.com/orbit/webhooks",
         *       "eventTypes": [
         *         "coins.inserted"
         *       ],
         *       "strictOrder": false
         *     }
         */
        'application/json': components['schemas']['CreateWebhookEndpointBody'];
      };
    };
    responses: {
      /** @description Make a webhook endpoint, one's own (a client's: events of its own account only); its URL must be public (https in production). The secret is in this answer only */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "endpoint": {
           *         "id": 1,
           *         "kind": "business",
           *         "url": "https://orbit.example/uploads/scenario-42.webp",
           *         "description": "Dive among whales and wrecks in a four-minute ride",
           *         "eventTypes": [
           *           "license.created"
           *         ],
           *         "strictOrder": true,
           *         "enabled": true,
           *         "disabledReason": "byOwner",
           *         "failingSince": "2026-03-01T00:00:00.000Z",
           *         "previousSecretExpiresAt": "2026-03-01T00:00:00.000Z",
           *         "createdBy": {
           *           "id": 1,
           *           "name": "Ana Costa"
           *         },
           *         "createdAt": "2026-03-01T00:00:00.000Z"
           *       },
           *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
           *       "missedSince": "2026-03-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['WebhookEndpointWithSecret'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others). The URL is not https (in production), or it does not reach a public address now (ADR 0093) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The account has 10 endpoints already */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deleteWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Delete a webhook endpoint, one's own (a client's: events of its own account only), with its delivery log */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "kind": "business",
           *       "url": "https://orbit.example/uploads/scenario-42.webp",
           *       "description": "Dive among whales and wrecks in a four-minute ride",
           *       "eventTypes": [
           *         "license.created"
           *       ],
           *       "strictOrder": true,
           *       "enabled": true,
           *       "disabledReason": "byOwner",
           *       "failingSince": "2026-03-01T00:00:00.000Z",
           *       "previousSecretExpiresAt": "2026-03-01T00:00:00.000Z",
           *       "createdBy": {
           *         "id": 1,
           *         "name": "Ana Costa"
           *       },
           *       "createdAt": "2026-03-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['WebhookEndpoint'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "enabled": true
         *     }
         */
        'application/json': components['schemas']['UpdateWebhookEndpointBody'];
      };
    };
    responses: {
      /** @description Change a webhook endpoint, one's own (a client's: events of its own account only): URL, events, order, enable or disable, rotate its secret. The secret is in this answer only when rotated */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "endpoint": {
           *         "id": 1,
           *         "kind": "business",
           *         "url": "https://orbit.example/uploads/scenario-42.webp",
           *         "description": "Dive among whales and wrecks in a four-minute ride",
           *         "eventTypes": [
           *           "license.created"
           *         ],
           *         "strictOrder": true,
           *         "enabled": true,
           *         "disabledReason": "byOwner",
           *         "failingSince": "2026-03-01T00:00:00.000Z",
           *         "previousSecretExpiresAt": "2026-03-01T00:00:00.000Z",
           *         "createdBy": {
           *           "id": 1,
           *           "name": "Ana Costa"
           *         },
           *         "createdAt": "2026-03-01T00:00:00.000Z"
           *       },
           *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
           *       "missedSince": "2026-03-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['WebhookEndpointWithSecret'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others). The URL is not https (in production), or it does not reach a public address now (ADR 0093) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  webhookDeliveries: {
    parameters: {
      query?: {
        limit?: number;
        before?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Each delivery attempt to a webhook endpoint, one's own (a client's: events of its own account only), newest first, kept 30 days */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "eventId": "text",
           *           "eventType": "license.created",
           *           "attempt": 1,
           *           "attemptedAt": "2026-03-01T00:00:00.000Z",
           *           "status": 1,
           *           "succeeded": true,
           *           "durationMs": 1,
           *           "error": "text",
           *           "responseBody": "text"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['WebhookDeliveriesResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  resendWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "eventId": "evt_2x7Qk9LmT4bV8sWc1NpZr6"
         *     }
         */
        'application/json': components['schemas']['ResendWebhookBody'];
      };
    };
    responses: {
      /** @description Deliver again one event, or every event since a moment, to a webhook endpoint, one's own (a client's: events of its own account only) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "queued": 1
           *     }
           */
          'application/json': components['schemas']['ResendWebhookResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller. No endpoint of this id is the caller's, or no event of that id is kept for it */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The endpoint is disabled: enable it first */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  testWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Send a test event (webhook.test) to a webhook endpoint, one's own (a client's: events of its own account only) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "eventId": "text"
           *     }
           */
          'application/json': components['schemas']['TestWebhookResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The endpoint is disabled: enable it first */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  events: {
    parameters: {
      query?: {
        after?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in account's events in order, after the cursor given, kept 90 days: the same ids its webhooks deliver */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": "evt_2x7Qk9LmT4bV8sWc1NpZr6",
           *           "type": "license.created",
           *           "version": 1,
           *           "accountId": 1,
           *           "sequence": 1,
           *           "createdAt": "2026-03-01T00:00:00.000Z",
           *           "data": {
           *             "license": {
           *               "key": "ORB-7Q2K-M4XD-93LP-A1C8",
           *               "label": "Lisbon arcade",
           *               "gameModel": "OrbitCoaster"
           *             }
           *           }
           *         }
           *       ],
           *       "next": "text"
           *     }
           */
          'application/json': components['schemas']['EventsResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others). No event of the cursor `after` is kept */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key without the scope events:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminWebhookEndpoints: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Webhook endpoints, the business's (made by admins: every event), newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "kind": "business",
           *           "url": "https://orbit.example/uploads/scenario-42.webp",
           *           "description": "Dive among whales and wrecks in a four-minute ride",
           *           "eventTypes": [
           *             "license.created"
           *           ],
           *           "strictOrder": true,
           *           "enabled": true,
           *           "disabledReason": "byOwner",
           *           "failingSince": "2026-03-01T00:00:00.000Z",
           *           "previousSecretExpiresAt": "2026-03-01T00:00:00.000Z",
           *           "createdBy": {
           *             "id": 1,
           *             "name": "Ana Costa"
           *           },
           *           "createdAt": "2026-03-01T00:00:00.000Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['WebhookEndpointsResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin may call this. An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminCreateWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "url": "https://example.com/orbit/webhooks",
         *       "eventTypes": [
         *         "coins.inserted"
         *       ],
         *       "strictOrder": false
         *     }
         */
        'application/json': components['schemas']['CreateWebhookEndpointBody'];
      };
    };
    responses: {
      /** @description Make a webhook endpoint, the business's (made by admins: every event); its URL must be public (https in production). The secret is in this answer only */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "endpoint": {
           *         "id": 1,
           *         "kind": "business",
           *         "url": "https://orbit.example/uploads/scenario-42.webp",
           *         "description": "Dive among whales and wrecks in a four-minute ride",
           *         "eventTypes": [
           *           "license.created"
           *         ],
           *         "strictOrder": true,
           *         "enabled": true,
           *         "disabledReason": "byOwner",
           *         "failingSince": "2026-03-01T00:00:00.000Z",
           *         "previousSecretExpiresAt": "2026-03-01T00:00:00.000Z",
           *         "createdBy": {
           *           "id": 1,
           *           "name": "Ana Costa"
           *         },
           *         "createdAt": "2026-03-01T00:00:00.000Z"
           *       },
           *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
           *       "missedSince": "2026-03-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['WebhookEndpointWithSecret'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others). The URL is not https (in production), or it does not reach a public address now (ADR 0093) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The business has 50 endpoints already */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminDeleteWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Delete a webhook endpoint, the business's (made by admins: every event), with its delivery log */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "kind": "business",
           *       "url": "https://orbit.example/uploads/scenario-42.webp",
           *       "description": "Dive among whales and wrecks in a four-minute ride",
           *       "eventTypes": [
           *         "license.created"
           *       ],
           *       "strictOrder": true,
           *       "enabled": true,
           *       "disabledReason": "byOwner",
           *       "failingSince": "2026-03-01T00:00:00.000Z",
           *       "previousSecretExpiresAt": "2026-03-01T00:00:00.000Z",
           *       "createdBy": {
           *         "id": 1,
           *         "name": "Ana Costa"
           *       },
           *       "createdAt": "2026-03-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['WebhookEndpoint'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminUpdateWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "enabled": true
         *     }
         */
        'application/json': components['schemas']['UpdateWebhookEndpointBody'];
      };
    };
    responses: {
      /** @description Change a webhook endpoint, the business's (made by admins: every event): URL, events, order, enable or disable, rotate its secret. The secret is in this answer only when rotated */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "endpoint": {
           *         "id": 1,
           *         "kind": "business",
           *         "url": "https://orbit.example/uploads/scenario-42.webp",
           *         "description": "Dive among whales and wrecks in a four-minute ride",
           *         "eventTypes": [
           *           "license.created"
           *         ],
           *         "strictOrder": true,
           *         "enabled": true,
           *         "disabledReason": "byOwner",
           *         "failingSince": "2026-03-01T00:00:00.000Z",
           *         "previousSecretExpiresAt": "2026-03-01T00:00:00.000Z",
           *         "createdBy": {
           *           "id": 1,
           *           "name": "Ana Costa"
           *         },
           *         "createdAt": "2026-03-01T00:00:00.000Z"
           *       },
           *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
           *       "missedSince": "2026-03-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['WebhookEndpointWithSecret'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others). The URL is not https (in production), or it does not reach a public address now (ADR 0093) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminWebhookDeliveries: {
    parameters: {
      query?: {
        limit?: number;
        before?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Each delivery attempt to a webhook endpoint, the business's (made by admins: every event), newest first, kept 30 days */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "eventId": "text",
           *           "eventType": "license.created",
           *           "attempt": 1,
           *           "attemptedAt": "2026-03-01T00:00:00.000Z",
           *           "status": 1,
           *           "succeeded": true,
           *           "durationMs": 1,
           *           "error": "text",
           *           "responseBody": "text"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['WebhookDeliveriesResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin may call this. An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminResendWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "eventId": "evt_2x7Qk9LmT4bV8sWc1NpZr6"
         *     }
         */
        'application/json': components['schemas']['ResendWebhookBody'];
      };
    };
    responses: {
      /** @description Deliver again one event, or every event since a moment, to a webhook endpoint, the business's (made by admins: every event) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "queued": 1
           *     }
           */
          'application/json': components['schemas']['ResendWebhookResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller. No endpoint of this id is the caller's, or no event of that id is kept for it */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The endpoint is disabled: enable it first */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminTestWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Send a test event (webhook.test) to a webhook endpoint, the business's (made by admins: every event) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "eventId": "text"
           *     }
           */
          'application/json': components['schemas']['TestWebhookResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The endpoint is disabled: enable it first */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminEvents: {
    parameters: {
      query?: {
        after?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every account's events and the business's in order, after the cursor given, kept 90 days */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": "evt_2x7Qk9LmT4bV8sWc1NpZr6",
           *           "type": "license.created",
           *           "version": 1,
           *           "accountId": 1,
           *           "sequence": 1,
           *           "createdAt": "2026-03-01T00:00:00.000Z",
           *           "data": {
           *             "license": {
           *               "key": "ORB-7Q2K-M4XD-93LP-A1C8",
           *               "label": "Lisbon arcade",
           *               "gameModel": "OrbitCoaster"
           *             }
           *           }
           *         }
           *       ],
           *       "next": "text"
           *     }
           */
          'application/json': components['schemas']['EventsResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others). No event of the cursor `after` is kept */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin may call this. An API key without the scope events:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminUsers: {
    parameters: {
      query?: {
        name?: string;
        email?: string;
        nameasincontract?: string;
        order?: 'asc' | 'desc';
        orderby?: 'id' | 'name' | 'email' | 'createdAt';
        limit?: number;
        offset?: components['schemas']['OffsetQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Users filtered by name, email or name as in contract, ordered and paged */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "name": "Ana Costa",
           *           "email": "client@example.com",
           *           "timezone": "Europe/Lisbon",
           *           "isoAlpha3": "PRT",
           *           "createdAt": "2026-03-01T00:00:00.000Z"
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['AdminUsersResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One user */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "name": "Ana Costa",
           *       "email": "client@example.com",
           *       "timezone": "Europe/Lisbon",
           *       "isoAlpha3": "PRT",
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "nameAsInContract": "Parque Aventura Lda",
           *       "scope": "admin",
           *       "countryId": 1,
           *       "mayRequestUnblock": true,
           *       "disabledAt": "2026-03-01T00:00:00.000Z",
           *       "pendingEmailChange": {
           *         "email": "client@example.com",
           *         "requestedAt": "2026-03-01T00:00:00.000Z",
           *         "expiresAt": "2026-03-01T00:00:00.000Z",
           *         "byStaff": true
           *       }
           *     }
           */
          'application/json': components['schemas']['AdminUser'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminEditUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "client@example.com",
         *       "name": "Ana Costa",
         *       "nameAsInContract": "Parque Aventura Lda",
         *       "scope": "admin"
         *     }
         */
        'application/json': components['schemas']['AdminEditUserRequest'];
      };
    };
    responses: {
      /** @description Change a user's name, name as in contract and (admin only) scope; a new email waits for the new address to confirm it. Audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "name": "Ana Costa",
           *       "email": "client@example.com",
           *       "timezone": "Europe/Lisbon",
           *       "isoAlpha3": "PRT",
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "nameAsInContract": "Parque Aventura Lda",
           *       "scope": "admin",
           *       "countryId": 1,
           *       "mayRequestUnblock": true,
           *       "disabledAt": "2026-03-01T00:00:00.000Z",
           *       "pendingEmailChange": {
           *         "email": "client@example.com",
           *         "requestedAt": "2026-03-01T00:00:00.000Z",
           *         "expiresAt": "2026-03-01T00:00:00.000Z",
           *         "byStaff": true
           *       }
           *     }
           */
          'application/json': components['schemas']['AdminUser'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021). Staff may not do this to their own account, and a supervisor may not change an admin's */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only client accounts can be the subject of this, or it would leave no admin */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminEndUserSessions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description End every session of a user at once; audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Done",
           *       "ended": 1
           *     }
           */
          'application/json': components['schemas']['EndSessionsResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021). Staff may not do this to their own account, and a supervisor may not change an admin's */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only client accounts can be the subject of this, or it would leave no admin */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminDisableUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Disable an account: it cannot sign in or reset its password, and its sessions end at once; audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "name": "Ana Costa",
           *       "email": "client@example.com",
           *       "timezone": "Europe/Lisbon",
           *       "isoAlpha3": "PRT",
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "nameAsInContract": "Parque Aventura Lda",
           *       "scope": "admin",
           *       "countryId": 1,
           *       "mayRequestUnblock": true,
           *       "disabledAt": "2026-03-01T00:00:00.000Z",
           *       "pendingEmailChange": {
           *         "email": "client@example.com",
           *         "requestedAt": "2026-03-01T00:00:00.000Z",
           *         "expiresAt": "2026-03-01T00:00:00.000Z",
           *         "byStaff": true
           *       }
           *     }
           */
          'application/json': components['schemas']['AdminUser'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021). Staff may not do this to their own account, and a supervisor may not change an admin's */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only client accounts can be the subject of this, or it would leave no admin */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminEnableUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Enable a disabled account again; audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "name": "Ana Costa",
           *       "email": "client@example.com",
           *       "timezone": "Europe/Lisbon",
           *       "isoAlpha3": "PRT",
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "nameAsInContract": "Parque Aventura Lda",
           *       "scope": "admin",
           *       "countryId": 1,
           *       "mayRequestUnblock": true,
           *       "disabledAt": "2026-03-01T00:00:00.000Z",
           *       "pendingEmailChange": {
           *         "email": "client@example.com",
           *         "requestedAt": "2026-03-01T00:00:00.000Z",
           *         "expiresAt": "2026-03-01T00:00:00.000Z",
           *         "byStaff": true
           *       }
           *     }
           */
          'application/json': components['schemas']['AdminUser'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021). Staff may not do this to their own account, and a supervisor may not change an admin's */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only client accounts can be the subject of this, or it would leave no admin */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminUserActivations: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A user's licences, paged by page number */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "key": "ORB-7Q2K-M4XD-93LP-A1C8",
           *           "label": "Lisbon arcade",
           *           "gameModel": "OrbitCoaster",
           *           "notes": "Second floor, by the entrance",
           *           "issuerUserId": 1,
           *           "userId": 1,
           *           "createdAt": "2026-03-01T00:00:00.000Z",
           *           "updatedAt": "2026-03-01T00:00:00.000Z",
           *           "revokedAt": "2026-03-01T00:00:00.000Z",
           *           "revokedUserId": 1,
           *           "unlimitedSince": "2026-03-01T00:00:00.000Z",
           *           "unlimitedOfflineTimeSince": "2026-03-01T00:00:00.000Z",
           *           "scenariosObtained": [
           *             1
           *           ],
           *           "device": {
           *             "status": "active",
           *             "lastSeenAt": "2026-03-01T00:00:00.000Z",
           *             "lastSyncAt": "2026-03-01T00:00:00.000Z",
           *             "pendingRides": 1,
           *             "coasterStatus": "online"
           *           }
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['AdminActivationsResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key without the scope licenses:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminWalletBalance: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A user's coins balance and tickets */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "coinsBalance": 1,
           *       "tickets": 1
           *     }
           */
          'application/json': components['schemas']['WalletBalanceReport'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key without the scope wallet:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminInsertWalletRecord: {
    parameters: {
      query?: never;
      header: {
        'idempotency-key': string;
      };
      path: {
        userId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "amount": 1,
         *       "issuerUserId": 1
         *     }
         */
        'application/json': components['schemas']['AdminInsertWalletRecordRequest'];
      };
    };
    responses: {
      /** @description Insert coins into a user's wallet; a retry with the same Idempotency-Key answers the first record. A debit above the installation's threshold answers `pendingApproval` instead: it waits for a second staff member */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "userId": 1,
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "amount": 1,
           *       "issuerUserId": 1
           *     }
           */
          'application/json': components['schemas']['AdminInsertWalletRecordResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor, colaborador may call this. An API key without the scope wallet:write, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call. A cross-site request that changes state (ADR 0021). Only the issuer of a debit request may repeat it */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only client accounts hold coins */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The Idempotency-Key was already used for a different request */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminUserTariff: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The client's tariff: coins per customer charged for rides on its limited licences */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "coinsPerCustomer": 1,
           *       "since": "2026-03-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Tariff'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key without the scope wallet:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only client accounts have a tariff */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminSetUserTariff: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "coinsPerCustomer": 1
         *     }
         */
        'application/json': components['schemas']['AdminSetTariffRequest'];
      };
    };
    responses: {
      /** @description Set the client's tariff from now on; rides already played keep their charge; audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "coinsPerCustomer": 1,
           *       "since": "2026-03-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Tariff'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only client accounts have a tariff */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminBlockingOrders: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A user's blocking orders, finished ones included, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "code": 1,
           *           "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8",
           *           "licenseLabel": "Lisbon arcade",
           *           "reason": "insufficient-coin-balance",
           *           "createdAt": "2026-03-01T00:00:00.000Z",
           *           "issuerUserId": 1,
           *           "expiresAt": "2026-03-01T00:00:00.000Z",
           *           "revokedAt": "2026-03-01T00:00:00.000Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['AdminBlockingOrdersResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key without the scope licenses:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminCreateBlockingOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "reason": "insufficient-coin-balance",
         *       "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8",
         *       "userId": 1
         *     }
         */
        'application/json': components['schemas']['AdminCreateBlockingOrderRequest'];
      };
    };
    responses: {
      /** @description Block a licence, or a whole account when no licence key is sent (ADR 0013); audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "code": 1,
           *       "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8",
           *       "licenseLabel": "Lisbon arcade",
           *       "reason": "insufficient-coin-balance",
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "issuerUserId": 1,
           *       "expiresAt": "2026-03-01T00:00:00.000Z",
           *       "revokedAt": "2026-03-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['BlockingOrder'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such user or licence */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The licence is revoked or belongs to another user */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminFinishBlockingOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 1
         *     }
         */
        'application/json': components['schemas']['AdminFinishBlockingOrderRequest'];
      };
    };
    responses: {
      /** @description Finish (revoke) a blocking order; audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "code": 1,
           *       "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8",
           *       "licenseLabel": "Lisbon arcade",
           *       "reason": "insufficient-coin-balance",
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "issuerUserId": 1,
           *       "expiresAt": "2026-03-01T00:00:00.000Z",
           *       "revokedAt": "2026-03-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['BlockingOrder'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such blocking order */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The blocking order is already finished */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminCreateLicense: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "userId": 1,
         *       "label": "Lisbon arcade",
         *       "gameModel": "OrbitCoaster",
         *       "notes": "Second floor, by the entrance",
         *       "unlimitedSince": "2026-03-01T00:00:00.000Z",
         *       "unlimitedOfflineTimeSince": "2026-03-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['AdminCreateLicenseRequest'];
      };
    };
    responses: {
      /** @description Create a licence for a client with a key generated by the server; audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "key": "ORB-7Q2K-M4XD-93LP-A1C8",
           *       "label": "Lisbon arcade"
           *     }
           */
          'application/json': components['schemas']['AdminCreateLicenseResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such user */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The label is taken */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminLicenseGameModel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        licenseKey: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "gameModel": "OrbitCoaster"
         *     }
         */
        'application/json': components['schemas']['AdminLicenseGameModelRequest'];
      };
    };
    responses: {
      /** @description Switch a licence's game model; audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "key": "ORB-7Q2K-M4XD-93LP-A1C8",
           *       "label": "Lisbon arcade",
           *       "gameModel": "OrbitCoaster",
           *       "notes": "Second floor, by the entrance",
           *       "issuerUserId": 1,
           *       "userId": 1,
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "updatedAt": "2026-03-01T00:00:00.000Z",
           *       "revokedAt": "2026-03-01T00:00:00.000Z",
           *       "revokedUserId": 1,
           *       "unlimitedSince": "2026-03-01T00:00:00.000Z",
           *       "unlimitedOfflineTimeSince": "2026-03-01T00:00:00.000Z",
           *       "scenariosObtained": [
           *         1
           *       ],
           *       "device": {
           *         "status": "active",
           *         "lastSeenAt": "2026-03-01T00:00:00.000Z",
           *         "lastSyncAt": "2026-03-01T00:00:00.000Z",
           *         "pendingRides": 1,
           *         "coasterStatus": "online"
           *       }
           *     }
           */
          'application/json': components['schemas']['ClientLicense'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The licence is revoked, or the label is taken */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminRevokeLicense: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8"
         *     }
         */
        'application/json': components['schemas']['AdminLicenseKeyRequest'];
      };
    };
    responses: {
      /** @description Revoke a licence for good; audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "key": "ORB-7Q2K-M4XD-93LP-A1C8",
           *       "label": "Lisbon arcade",
           *       "gameModel": "OrbitCoaster",
           *       "notes": "Second floor, by the entrance",
           *       "issuerUserId": 1,
           *       "userId": 1,
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "updatedAt": "2026-03-01T00:00:00.000Z",
           *       "revokedAt": "2026-03-01T00:00:00.000Z",
           *       "revokedUserId": 1,
           *       "unlimitedSince": "2026-03-01T00:00:00.000Z",
           *       "unlimitedOfflineTimeSince": "2026-03-01T00:00:00.000Z",
           *       "scenariosObtained": [
           *         1
           *       ],
           *       "device": {
           *         "status": "active",
           *         "lastSeenAt": "2026-03-01T00:00:00.000Z",
           *         "lastSyncAt": "2026-03-01T00:00:00.000Z",
           *         "pendingRides": 1,
           *         "coasterStatus": "online"
           *       }
           *     }
           */
          'application/json': components['schemas']['ClientLicense'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such licence */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The licence is revoked, or already in the state asked for */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminUnlimitedLicense: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8"
         *     }
         */
        'application/json': components['schemas']['AdminLicenseKeyRequest'];
      };
    };
    responses: {
      /** @description Make a limited licence unlimited; audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "key": "ORB-7Q2K-M4XD-93LP-A1C8",
           *       "label": "Lisbon arcade",
           *       "gameModel": "OrbitCoaster",
           *       "notes": "Second floor, by the entrance",
           *       "issuerUserId": 1,
           *       "userId": 1,
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "updatedAt": "2026-03-01T00:00:00.000Z",
           *       "revokedAt": "2026-03-01T00:00:00.000Z",
           *       "revokedUserId": 1,
           *       "unlimitedSince": "2026-03-01T00:00:00.000Z",
           *       "unlimitedOfflineTimeSince": "2026-03-01T00:00:00.000Z",
           *       "scenariosObtained": [
           *         1
           *       ],
           *       "device": {
           *         "status": "active",
           *         "lastSeenAt": "2026-03-01T00:00:00.000Z",
           *         "lastSyncAt": "2026-03-01T00:00:00.000Z",
           *         "pendingRides": 1,
           *         "coasterStatus": "online"
           *       }
           *     }
           */
          'application/json': components['schemas']['ClientLicense'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such licence */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The licence is revoked, or already in the state asked for */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminBlockOfflineLicense: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8"
         *     }
         */
        'application/json': components['schemas']['AdminLicenseKeyRequest'];
      };
    };
    responses: {
      /** @description Make an unlimited licence unlimited-offline; audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "key": "ORB-7Q2K-M4XD-93LP-A1C8",
           *       "label": "Lisbon arcade",
           *       "gameModel": "OrbitCoaster",
           *       "notes": "Second floor, by the entrance",
           *       "issuerUserId": 1,
           *       "userId": 1,
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "updatedAt": "2026-03-01T00:00:00.000Z",
           *       "revokedAt": "2026-03-01T00:00:00.000Z",
           *       "revokedUserId": 1,
           *       "unlimitedSince": "2026-03-01T00:00:00.000Z",
           *       "unlimitedOfflineTimeSince": "2026-03-01T00:00:00.000Z",
           *       "scenariosObtained": [
           *         1
           *       ],
           *       "device": {
           *         "status": "active",
           *         "lastSeenAt": "2026-03-01T00:00:00.000Z",
           *         "lastSyncAt": "2026-03-01T00:00:00.000Z",
           *         "pendingRides": 1,
           *         "coasterStatus": "online"
           *       }
           *     }
           */
          'application/json': components['schemas']['ClientLicense'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such licence */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The licence is revoked, or already in the state asked for */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminAudit: {
    parameters: {
      query: {
        targetType:
          | 'user'
          | 'walletRecord'
          | 'blockingOrder'
          | 'license'
          | 'scenario'
          | 'news'
          | 'image'
          | 'device'
          | 'email'
          | 'route'
          | 'report'
          | 'job'
          | 'apiKey'
          | 'webhookEndpoint';
        targetId?: string;
        action?: string;
        limit?: number;
        offset?: components['schemas']['OffsetQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Audit entries of one target, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "actorUserId": 1,
           *           "action": "user.edit",
           *           "targetType": "user",
           *           "targetId": "42",
           *           "before": {},
           *           "after": {},
           *           "createdAt": "2026-03-01T00:00:00.000Z"
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['AuditResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092). Security events are shown only to staff who may read them */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminUserAudit: {
    parameters: {
      query?: {
        limit?: number;
        offset?: components['schemas']['OffsetQuery'];
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A client's activity, newest first: audit entries about the user, its licences and its blocking orders, with who made them */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "actorUserId": 1,
           *           "action": "user.edit",
           *           "targetType": "user",
           *           "targetId": "42",
           *           "before": {},
           *           "after": {},
           *           "createdAt": "2026-03-01T00:00:00.000Z",
           *           "actorName": "Ana Costa"
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['ClientActivityResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminUserDevices: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every machine activated on the client's licences, newest first, with its last call, versions and sync state */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8",
           *           "licenseLabel": "Lisbon arcade",
           *           "status": "active",
           *           "fingerprint": "c0ffee5e1f2a4b7d9e8f0a1b2c3d4e5f",
           *           "hostname": "arcade-floor-2",
           *           "appVersion": "3.2.0",
           *           "gameVersion": "1.8.4",
           *           "activatedAt": "2026-03-01T00:00:00.000Z",
           *           "lastSeenAt": "2026-03-01T00:00:00.000Z",
           *           "lastSyncAt": "2026-03-01T00:00:00.000Z",
           *           "pendingRides": 1,
           *           "missingRides": 1,
           *           "licenseFileExpiresAt": "2026-03-01T00:00:00.000Z",
           *           "clockOffsetSeconds": 1,
           *           "freedAt": "2026-03-01T00:00:00.000Z",
           *           "revokedAt": "2026-03-01T00:00:00.000Z",
           *           "coasterStatus": "online",
           *           "coasterStatusSince": "2026-03-01T00:00:00.000Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['AdminDevicesResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key without the scope devices:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminFreeDevice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        deviceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Free a licence's device slot (the PC was replaced): the machine validates as DEVICE_REPLACED and may still send the rides it played; audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8",
           *       "licenseLabel": "Lisbon arcade",
           *       "status": "active",
           *       "fingerprint": "c0ffee5e1f2a4b7d9e8f0a1b2c3d4e5f",
           *       "hostname": "arcade-floor-2",
           *       "appVersion": "3.2.0",
           *       "gameVersion": "1.8.4",
           *       "activatedAt": "2026-03-01T00:00:00.000Z",
           *       "lastSeenAt": "2026-03-01T00:00:00.000Z",
           *       "lastSyncAt": "2026-03-01T00:00:00.000Z",
           *       "pendingRides": 1,
           *       "missingRides": 1,
           *       "licenseFileExpiresAt": "2026-03-01T00:00:00.000Z",
           *       "clockOffsetSeconds": 1,
           *       "freedAt": "2026-03-01T00:00:00.000Z",
           *       "revokedAt": "2026-03-01T00:00:00.000Z",
           *       "coasterStatus": "online",
           *       "coasterStatusSince": "2026-03-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['AdminDevice'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The machine is not active */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminRevokeDevice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        deviceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Revoke a machine: its token answers 401 from now on and the licence's slot is free; audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8",
           *       "licenseLabel": "Lisbon arcade",
           *       "status": "active",
           *       "fingerprint": "c0ffee5e1f2a4b7d9e8f0a1b2c3d4e5f",
           *       "hostname": "arcade-floor-2",
           *       "appVersion": "3.2.0",
           *       "gameVersion": "1.8.4",
           *       "activatedAt": "2026-03-01T00:00:00.000Z",
           *       "lastSeenAt": "2026-03-01T00:00:00.000Z",
           *       "lastSyncAt": "2026-03-01T00:00:00.000Z",
           *       "pendingRides": 1,
           *       "missingRides": 1,
           *       "licenseFileExpiresAt": "2026-03-01T00:00:00.000Z",
           *       "clockOffsetSeconds": 1,
           *       "freedAt": "2026-03-01T00:00:00.000Z",
           *       "revokedAt": "2026-03-01T00:00:00.000Z",
           *       "coasterStatus": "online",
           *       "coasterStatusSince": "2026-03-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['AdminDevice'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The machine is not active */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  coasters: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The client's machines, one per licence: status, rides today, sync, versions, block, and the wallet's runway */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "licenseId": 1,
           *           "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8",
           *           "licenseLabel": "Lisbon arcade",
           *           "gameModel": "OrbitCoaster",
           *           "deviceId": 1,
           *           "hostname": "arcade-floor-2",
           *           "status": "online",
           *           "statusSince": "2026-03-01T00:00:00.000Z",
           *           "lastSeenAt": "2026-03-01T00:00:00.000Z",
           *           "silent": true,
           *           "ridesToday": 1,
           *           "customersToday": 1,
           *           "usualRidesByNow": 1,
           *           "lastRideAt": "2026-03-01T00:00:00.000Z",
           *           "pendingRides": 1,
           *           "syncLagSeconds": 1,
           *           "appVersion": "3.2.0",
           *           "gameVersion": "1.8.4",
           *           "licenseFileExpiresAt": "2026-03-01T00:00:00.000Z",
           *           "block": {
           *             "code": 1,
           *             "reason": "insufficient-coin-balance",
           *             "since": "2026-03-01T00:00:00.000Z"
           *           },
           *           "uptime7d": 1,
           *           "alerts": {
           *             "offlineThresholdMinutes": 1,
           *             "openingHours": {
           *               "mon": {
           *                 "from": "10:00",
           *                 "to": "22:00"
           *               },
           *               "tue": {
           *                 "from": "10:00",
           *                 "to": "22:00"
           *               },
           *               "wed": {
           *                 "from": "10:00",
           *                 "to": "22:00"
           *               },
           *               "thu": {
           *                 "from": "10:00",
           *                 "to": "22:00"
           *               },
           *               "fri": {
           *                 "from": "10:00",
           *                 "to": "22:00"
           *               },
           *               "sat": {
           *                 "from": "10:00",
           *                 "to": "22:00"
           *               },
           *               "sun": {
           *                 "from": "10:00",
           *                 "to": "22:00"
           *               }
           *             },
           *             "snoozedUntil": "2026-04-01T00:00:00.000Z",
           *             "snoozedUntilBack": true
           *           }
           *         }
           *       ],
           *       "newest": {
           *         "appVersion": "3.2.0",
           *         "gameVersions": {
           *           "OrbitCoaster": "text",
           *           "BubbleCoaster": "text"
           *         }
           *       },
           *       "runway": {
           *         "balance": 1,
           *         "coinsPerDay": 1,
           *         "daysLeft": 1,
           *         "ridesLeft": 1,
           *         "blockExpectedAt": "2026-03-01T00:00:00.000Z"
           *       },
           *       "serverTime": "2026-03-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['CoastersResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key without the scope devices:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  coaster: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        deviceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One of the client's machines with 30 days of history and 7 days of rides by the hour (404 for any other) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "coaster": {
           *         "licenseId": 1,
           *         "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8",
           *         "licenseLabel": "Lisbon arcade",
           *         "gameModel": "OrbitCoaster",
           *         "deviceId": 1,
           *         "hostname": "arcade-floor-2",
           *         "status": "online",
           *         "statusSince": "2026-03-01T00:00:00.000Z",
           *         "lastSeenAt": "2026-03-01T00:00:00.000Z",
           *         "silent": true,
           *         "ridesToday": 1,
           *         "customersToday": 1,
           *         "usualRidesByNow": 1,
           *         "lastRideAt": "2026-03-01T00:00:00.000Z",
           *         "pendingRides": 1,
           *         "syncLagSeconds": 1,
           *         "appVersion": "3.2.0",
           *         "gameVersion": "1.8.4",
           *         "licenseFileExpiresAt": "2026-03-01T00:00:00.000Z",
           *         "block": {
           *           "code": 1,
           *           "reason": "insufficient-coin-balance",
           *           "since": "2026-03-01T00:00:00.000Z"
           *         },
           *         "uptime7d": 1,
           *         "alerts": {
           *           "offlineThresholdMinutes": 1,
           *           "openingHours": {
           *             "mon": {
           *               "from": "10:00",
           *               "to": "22:00"
           *             },
           *             "tue": {
           *               "from": "10:00",
           *               "to": "22:00"
           *             },
           *             "wed": {
           *               "from": "10:00",
           *               "to": "22:00"
           *             },
           *             "thu": {
           *               "from": "10:00",
           *               "to": "22:00"
           *             },
           *             "fri": {
           *               "from": "10:00",
           *               "to": "22:00"
           *             },
           *             "sat": {
           *               "from": "10:00",
           *               "to": "22:00"
           *             },
           *             "sun": {
           *               "from": "10:00",
           *               "to": "22:00"
           *             }
           *           },
           *           "snoozedUntil": "2026-04-01T00:00:00.000Z",
           *           "snoozedUntilBack": true
           *         }
           *       },
           *       "newest": {
           *         "appVersion": "3.2.0",
           *         "gameVersions": {
           *           "OrbitCoaster": "text",
           *           "BubbleCoaster": "text"
           *         }
           *       },
           *       "history": {
           *         "from": "2026-03-01T00:00:00.000Z",
           *         "to": "2026-03-01T00:00:00.000Z",
           *         "onlineRuns": [
           *           {
           *             "from": "2026-03-01T00:00:00.000Z",
           *             "to": "2026-03-01T00:00:00.000Z",
           *             "endedBy": "lost"
           *           }
           *         ],
           *         "blocks": [
           *           {
           *             "code": 1,
           *             "reason": "insufficient-coin-balance",
           *             "onAccount": true,
           *             "from": "2026-03-01T00:00:00.000Z",
           *             "to": "2026-03-01T00:00:00.000Z"
           *           }
           *         ],
           *         "syncs": [
           *           {
           *             "date": "2026-03-01",
           *             "batches": 1,
           *             "rides": 1,
           *             "lastAt": "2026-03-01T00:00:00.000Z"
           *           }
           *         ],
           *         "versions": [
           *           {
           *             "at": "2026-03-01T00:00:00.000Z",
           *             "appVersion": "3.2.0",
           *             "gameVersion": "1.8.4"
           *           }
           *         ]
           *       },
           *       "ridesByHour": [
           *         {
           *           "hour": "2026-03-01T00:00:00.000Z",
           *           "rides": 1,
           *           "customers": 1
           *         }
           *       ],
           *       "serverTime": "2026-03-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['CoasterDetailResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key without the scope devices:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  coasterAlertSettings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        deviceId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "offlineThresholdMinutes": 1,
         *       "openingHours": {
         *         "mon": {
         *           "from": "10:00",
         *           "to": "22:00"
         *         },
         *         "tue": {
         *           "from": "10:00",
         *           "to": "22:00"
         *         },
         *         "wed": {
         *           "from": "10:00",
         *           "to": "22:00"
         *         },
         *         "thu": {
         *           "from": "10:00",
         *           "to": "22:00"
         *         },
         *         "fri": {
         *           "from": "10:00",
         *           "to": "22:00"
         *         },
         *         "sat": {
         *           "from": "10:00",
         *           "to": "22:00"
         *         },
         *         "sun": {
         *           "from": "10:00",
         *           "to": "22:00"
         *         }
         *       },
         *       "snooze": "1h"
         *     }
         */
        'application/json': components['schemas']['PutCoasterAlertSettingsBody'];
      };
    };
    responses: {
      /** @description Sets the alerts of one of the client's machines: offline threshold, opening hours and snooze (404 for any other) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "offlineThresholdMinutes": 1,
           *       "openingHours": {
           *         "mon": {
           *           "from": "10:00",
           *           "to": "22:00"
           *         },
           *         "tue": {
           *           "from": "10:00",
           *           "to": "22:00"
           *         },
           *         "wed": {
           *           "from": "10:00",
           *           "to": "22:00"
           *         },
           *         "thu": {
           *           "from": "10:00",
           *           "to": "22:00"
           *         },
           *         "fri": {
           *           "from": "10:00",
           *           "to": "22:00"
           *         },
           *         "sat": {
           *           "from": "10:00",
           *           "to": "22:00"
           *         },
           *         "sun": {
           *           "from": "10:00",
           *           "to": "22:00"
           *         }
           *       },
           *       "snoozedUntil": "2026-04-01T00:00:00.000Z",
           *       "snoozedUntilBack": true
           *     }
           */
          'application/json': components['schemas']['CoasterAlertSettings'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminCoasters: {
    parameters: {
      query?: {
        status?: 'online' | 'late' | 'offline' | 'switchedOff' | 'notActivated' | 'replaced' | 'revoked';
        userId?: number;
        country?: string;
        appVersion?: string;
        silent?: 'true' | 'false';
        orderby?: 'status' | 'client' | 'lastSeenAt' | 'ridesToday' | 'appVersion';
        order?: 'asc' | 'desc';
        limit?: number;
        offset?: components['schemas']['OffsetQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every machine in the staff scope, filtered, ordered and paged, with the counts by status */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "licenseId": 1,
           *           "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8",
           *           "licenseLabel": "Lisbon arcade",
           *           "gameModel": "OrbitCoaster",
           *           "deviceId": 1,
           *           "hostname": "arcade-floor-2",
           *           "status": "online",
           *           "statusSince": "2026-03-01T00:00:00.000Z",
           *           "lastSeenAt": "2026-03-01T00:00:00.000Z",
           *           "silent": true,
           *           "ridesToday": 1,
           *           "customersToday": 1,
           *           "usualRidesByNow": 1,
           *           "lastRideAt": "2026-03-01T00:00:00.000Z",
           *           "pendingRides": 1,
           *           "syncLagSeconds": 1,
           *           "appVersion": "3.2.0",
           *           "gameVersion": "1.8.4",
           *           "licenseFileExpiresAt": "2026-03-01T00:00:00.000Z",
           *           "block": {
           *             "code": 1,
           *             "reason": "insufficient-coin-balance",
           *             "since": "2026-03-01T00:00:00.000Z"
           *           },
           *           "uptime7d": 1,
           *           "alerts": {
           *             "offlineThresholdMinutes": 1,
           *             "openingHours": {
           *               "mon": {
           *                 "from": "10:00",
           *                 "to": "22:00"
           *               },
           *               "tue": {
           *                 "from": "10:00",
           *                 "to": "22:00"
           *               },
           *               "wed": {
           *                 "from": "10:00",
           *                 "to": "22:00"
           *               },
           *               "thu": {
           *                 "from": "10:00",
           *                 "to": "22:00"
           *               },
           *               "fri": {
           *                 "from": "10:00",
           *                 "to": "22:00"
           *               },
           *               "sat": {
           *                 "from": "10:00",
           *                 "to": "22:00"
           *               },
           *               "sun": {
           *                 "from": "10:00",
           *                 "to": "22:00"
           *               }
           *             },
           *             "snoozedUntil": "2026-04-01T00:00:00.000Z",
           *             "snoozedUntilBack": true
           *           },
           *           "client": {
           *             "id": 1,
           *             "name": "Ana Costa",
           *             "isoAlpha3": "PRT"
           *           }
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       },
           *       "counts": {
           *         "online": 1,
           *         "late": 1,
           *         "offline": 1,
           *         "switchedOff": 1,
           *         "notActivated": 1,
           *         "replaced": 1,
           *         "revoked": 1
           *       },
           *       "silent": 1,
           *       "newest": {
           *         "appVersion": "3.2.0",
           *         "gameVersions": {
           *           "OrbitCoaster": "text",
           *           "BubbleCoaster": "text"
           *         }
           *       },
           *       "serverTime": "2026-03-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['AdminCoastersResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key without the scope devices:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deviceActivate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8",
         *       "fingerprint": "c0ffee5e1f2a4b7d9e8f0a1b2c3d4e5f",
         *       "publicKey": "m3QbWkB1y2rJq8fS0aXo5cV9uTnL4eH7gZ6iK1pD2sA",
         *       "hostname": "arcade-floor-2",
         *       "appVersion": "3.2.0",
         *       "gameVersion": "1.8.4"
         *     }
         */
        'application/json': components['schemas']['DeviceActivationRequest'];
      };
    };
    responses: {
      /** @description Activate a machine on a licence: 404 unknown key, 403 revoked licence, 409 slot held by another machine, 429 too many attempts from this address */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "deviceId": 41,
           *       "deviceToken": "odt_Zk3q9Vb0Jm2Wc7Ls1Rt8Ya4Ue6Io5Pn0Hg3Fd2Sa1Q",
           *       "licenseFile": {
           *         "alg": "Ed25519",
           *         "kid": "5f2b8c0d1e3a4f67",
           *         "enc": "eyJ2IjoxLC4uLn0",
           *         "sig": "Qm9v..."
           *       },
           *       "serverTime": "2026-11-27T10:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['DeviceActivationResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021). The licence is revoked */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No licence has this key */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The slot is held by another machine */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many activation attempts from this address */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deviceKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The public keys that sign licence files, by key id */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "keys": [
           *         {
           *           "kid": "5f2b8c0d1e3a4f67",
           *           "alg": "Ed25519",
           *           "publicKey": "m3QbWkB1y2rJq8fS0aXo5cV9uTnL4eH7gZ6iK1pD2sA",
           *           "createdAt": "2026-03-01T00:00:00.000Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['DeviceSigningKeysResponse'];
        };
      };
      /** @description An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deviceValidate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "nonce": "6c1f0e3d9a7b4c2e",
         *       "sentAt": "2026-11-27T10:00:00.000Z",
         *       "appVersion": "3.2.0",
         *       "gameVersion": "1.8.4",
         *       "pendingRides": 0
         *     }
         */
        'application/json': components['schemas']['DeviceValidationRequest'];
      };
    };
    responses: {
      /** @description Validate the licence and report in (at boot and at nextCheckInAt): always 200 for a known machine, with the first code that applies of REVOKED, DEVICE_REPLACED, BLOCKED, SYNC_OVERDUE, VALID */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "valid": false,
           *       "code": "BLOCKED",
           *       "detail": "The account is blocked: insufficient coin balance (#2)",
           *       "block": {
           *         "code": 2,
           *         "reason": "insufficient-coin-balance",
           *         "since": "2026-11-27T09:58:12.000Z",
           *         "licenseKey": null,
           *         "temporaryUnblockUntil": null
           *       },
           *       "wallet": {
           *         "balance": -3,
           *         "limited": true,
           *         "coinsPerCustomer": 2
           *       },
           *       "nextCheckInAt": "2026-11-27T10:05:00.000Z",
           *       "serverTime": "2026-11-27T10:00:00.000Z",
           *       "nonce": "6c1f0e3d9a7b4c2e",
           *       "licenseFile": null
           *     }
           */
          'application/json': components['schemas']['DeviceValidationResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid device token (revoked, or never issued) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deviceShutdown: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "sentAt": "2026-11-27T23:02:00.000Z",
         *       "pendingRides": 0
         *     }
         */
        'application/json': components['schemas']['DeviceShutdownRequest'];
      };
    };
    responses: {
      /** @description Optional: say the machine is shutting down, so its owner sees it switched off rather than offline (ADR 0084); a repeat keeps the first time, the next check-in ends it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "switchedOffAt": "2026-11-27T23:02:00.000Z",
           *       "serverTime": "2026-11-27T23:02:00.000Z"
           *     }
           */
          'application/json': components['schemas']['DeviceShutdownResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid device token (revoked, or never issued) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deviceScenarios: {
    parameters: {
      query?: never;
      header?: {
        'if-none-match'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The licence's obtained, active scenarios; ETag and If-None-Match answer 304 when nothing changed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "gameModel": "OrbitCoaster",
           *           "version": "1.8.4",
           *           "minGameVersion": "1.6.0",
           *           "time": 1,
           *           "languages": {},
           *           "imageUrl": "https://orbit.example/uploads/scenario-42.webp",
           *           "thumbnailUrl": "https://orbit.example/uploads/scenario-42-thumb.webp"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['DeviceScenariosResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid device token (revoked, or never issued) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deviceRides: {
    parameters: {
      query?: never;
      header: {
        /** @description base64url Ed25519 signature of SHA-256(body bytes) */
        'orbit-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "sentAt": "2026-11-27T10:00:00.000Z",
         *       "rides": [
         *         {
         *           "id": "3d6f4c1e-8a2b-4f7e-9c1d-2b5a6e7f8091",
         *           "seq": 1207,
         *           "consumedAt": "2026-11-27T09:41:07.000Z",
         *           "durationInSeconds": 312,
         *           "customersAmount": 2,
         *           "scenarioId": 4,
         *           "rideCost": 20,
         *           "creditsAdded": 20,
         *           "creditsAddOnKeyboard": 0,
         *           "creditsExpired": 0,
         *           "discountUsed": 0
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['DeviceRideBatch'];
      };
    };
    responses: {
      /** @description Deliver up to 500 rides, signed with the machine key (Orbit-Signature); one result per ride: accepted, duplicate, conflict or rejected */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": "3d6f4c1e-8a2b-4f7e-9c1d-2b5a6e7f8091",
           *           "status": "accepted",
           *           "chargedAmount": 4
           *         },
           *         {
           *           "id": "0b1c2d3e-4f50-4617-8a9b-0c1d2e3f4a5b",
           *           "status": "rejected",
           *           "reason": "unknown_scenario"
           *         }
           *       ],
           *       "serverTime": "2026-11-27T10:00:00.000Z",
           *       "wallet": {
           *         "balance": 118,
           *         "limited": true,
           *         "coinsPerCustomer": 2
           *       },
           *       "block": null
           *     }
           */
          'application/json': components['schemas']['DeviceRideBatchResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid device token (revoked, or never issued) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminReportUsers: {
    parameters: {
      query?: {
        limit?: number;
        offset?: components['schemas']['OffsetQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Clients for the reports' pickers, by name */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "name": "Ana Costa",
           *           "email": "client@example.com",
           *           "timezone": "Europe/Lisbon",
           *           "isoAlpha3": "PRT",
           *           "createdAt": "2026-03-01T00:00:00.000Z"
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['AdminReportUsersResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key without the scope reports:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminReportWalletStatement: {
    parameters: {
      query: {
        userId: number;
        startAt: string;
        endAt: string;
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A client's wallet statement: the rides of its licences in a range, with totals */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "consumedAt": "2026-03-01T00:00:00.000Z",
           *           "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8",
           *           "label": "Lisbon arcade",
           *           "customersAmount": 1,
           *           "rideCost": 1,
           *           "creditsAdded": 1,
           *           "creditsAddOnKeyboard": 1,
           *           "creditsExpired": 1,
           *           "discountUsed": 1
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       },
           *       "totalCreditsAdded": 1,
           *       "totalCreditsKeyboard": 1,
           *       "totalCreditsExpired": 1,
           *       "totalCustomersAmount": 1
           *     }
           */
          'application/json': components['schemas']['AdminReportWalletStatementResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key without the scope reports:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminReportRides: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": [
         *         1
         *       ],
         *       "licensesKey": [
         *         "ORB-7Q2K-M4XD-93LP-A1C8"
         *       ],
         *       "startAt": "2026-03-01T00:00:00.000Z",
         *       "endAt": "2026-04-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['AdminReportRidesRequest'];
      };
    };
    responses: {
      /** @description Rides of the chosen licences of the chosen clients in a range, newest first, with totals */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "consumedAt": "2026-03-01T00:00:00.000Z",
           *           "syncedAt": "2026-03-01T00:00:00.000Z",
           *           "durationInSeconds": 1,
           *           "time": 1,
           *           "customersAmount": 1,
           *           "chargedAmount": 1,
           *           "scenarioId": 1,
           *           "scenarioTitles": {},
           *           "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8",
           *           "label": "Lisbon arcade",
           *           "rideCost": 1,
           *           "creditsAdded": 1,
           *           "creditsAddOnKeyboard": 1,
           *           "creditsExpired": 1,
           *           "discountUsed": 1,
           *           "percentage": 1,
           *           "status": "incomplete"
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       },
           *       "range": {
           *         "startAt": "2026-03-01T00:00:00.000Z",
           *         "endAt": "2026-04-01T00:00:00.000Z"
           *       },
           *       "customersAmount": 1,
           *       "previousCustomersAmount": 1,
           *       "totalCustomersAmount": 1,
           *       "totalCreditsAdded": 1,
           *       "totalAmount": 1,
           *       "totalRiders": 1
           *     }
           */
          'application/json': components['schemas']['AdminReportRidesResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key without the scope reports:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call. A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminReportLicenses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": [
         *         1
         *       ]
         *     }
         */
        'application/json': components['schemas']['AdminReportLicensesRequest'];
      };
    };
    responses: {
      /** @description Licences of the chosen clients, revoked ones included */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "key": "ORB-7Q2K-M4XD-93LP-A1C8",
           *           "label": "Lisbon arcade",
           *           "gameModel": "OrbitCoaster",
           *           "userId": 1,
           *           "createdAt": "2026-03-01T00:00:00.000Z",
           *           "revokedAt": "2026-03-01T00:00:00.000Z",
           *           "unlimitedSince": "2026-03-01T00:00:00.000Z",
           *           "unlimitedOfflineTimeSince": "2026-03-01T00:00:00.000Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['AdminReportLicensesResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key without the scope reports:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call. A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminReportLicensesByLocation: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "countries": [
         *         1
         *       ],
         *       "startAt": "2026-03-01T00:00:00.000Z",
         *       "endAt": "2026-04-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['AdminReportLicensesByLocationRequest'];
      };
    };
    responses: {
      /** @description Licences with rides in a range, of clients of the chosen countries */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "userId": 1,
           *           "name": "Ana Costa",
           *           "email": "client@example.com",
           *           "isoAlpha3": "PRT",
           *           "license": "text",
           *           "label": "Lisbon arcade",
           *           "unlimitedSince": "2026-03-01T00:00:00.000Z",
           *           "lastSynced": "2026-03-01T00:00:00.000Z"
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['AdminReportLicensesByLocationResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key without the scope reports:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call. A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminReportCoins: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "usersId": [
         *         1
         *       ],
         *       "startAt": "2026-03-01T00:00:00.000Z",
         *       "endAt": "2026-04-01T00:00:00.000Z",
         *       "offset": 0
         *     }
         */
        'application/json': components['schemas']['AdminReportCoinsRequest'];
      };
    };
    responses: {
      /** @description Coin records of the chosen clients in a range, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "userId": 1,
           *           "name": "Ana Costa",
           *           "email": "client@example.com",
           *           "isoAlpha2": "PT",
           *           "createdAt": "2026-03-01T00:00:00.000Z",
           *           "amount": 1,
           *           "issuerUser": {
           *             "id": 1,
           *             "name": "Ana Costa"
           *           }
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       },
           *       "totalAmount": 1
           *     }
           */
          'application/json': components['schemas']['AdminReportCoinsResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key without the scope reports:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call. A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminReportConsumptionByDay: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "userId": [
         *         1
         *       ],
         *       "licensesKey": [
         *         "ORB-7Q2K-M4XD-93LP-A1C8"
         *       ],
         *       "startAt": "2026-03-01T00:00:00.000Z",
         *       "endAt": "2026-04-01T00:00:00.000Z",
         *       "timezone": "UTC"
         *     }
         */
        'application/json': components['schemas']['AdminReportConsumptionByDayRequest'];
      };
    };
    responses: {
      /** @description Customers and rides per licence and day of the chosen licences */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "userId": 1,
           *           "key": "ORB-7Q2K-M4XD-93LP-A1C8",
           *           "label": "Lisbon arcade",
           *           "day": "2026-03-01",
           *           "createdAt": "2026-03-01T00:00:00.000Z",
           *           "unlimitedSince": "2026-03-01T00:00:00.000Z",
           *           "total_customers_amount": 1,
           *           "Laps": 1
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['AdminReportConsumptionByDayResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key without the scope reports:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call. A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminReportConsumptionByMonth: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "countries": [
         *         1
         *       ],
         *       "licenseType": "all",
         *       "startAt": "2026-03-01T00:00:00.000Z",
         *       "endAt": "2026-04-01T00:00:00.000Z",
         *       "offset": 0,
         *       "timezone": "UTC"
         *     }
         */
        'application/json': components['schemas']['AdminReportConsumptionByMonthRequest'];
      };
    };
    responses: {
      /** @description Customers per month on the licences of clients of the chosen countries */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "month": "2026-03",
           *           "startAt": "2026-03-01T00:00:00.000Z",
           *           "total_customers_amount": 1
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['AdminReportConsumptionByMonthResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key without the scope reports:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call. A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminReportSalesByMonth: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "countries": [
         *         1
         *       ],
         *       "startAt": "2026-03-01T00:00:00.000Z",
         *       "endAt": "2026-04-01T00:00:00.000Z",
         *       "timezone": "UTC"
         *     }
         */
        'application/json': components['schemas']['AdminReportSalesByMonthRequest'];
      };
    };
    responses: {
      /** @description Coins inserted per month into wallets of clients of the chosen countries */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "month": "2026-03",
           *           "startAt": "2026-03-01T00:00:00.000Z",
           *           "total_amount": 1
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['AdminReportSalesByMonthResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key without the scope reports:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call. A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminReportSearchLicense: {
    parameters: {
      query: {
        license: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Licences whose key ends with the given characters, with their owner */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "key": "ORB-7Q2K-M4XD-93LP-A1C8",
           *           "label": "Lisbon arcade",
           *           "gameModel": "OrbitCoaster",
           *           "userId": 1,
           *           "createdAt": "2026-03-01T00:00:00.000Z",
           *           "revokedAt": "2026-03-01T00:00:00.000Z",
           *           "unlimitedSince": "2026-03-01T00:00:00.000Z",
           *           "unlimitedOfflineTimeSince": "2026-03-01T00:00:00.000Z",
           *           "updatedAt": "2026-03-01T00:00:00.000Z",
           *           "name": "Ana Costa",
           *           "email": "client@example.com"
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['AdminReportSearchLicenseResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key without the scope reports:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminReportWalletStatementCsv: {
    parameters: {
      query: {
        userId: number;
        startAt: string;
        endAt: string;
        skip?: components['schemas']['OffsetQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description RFC 4180 CSV in UTF-8 with a header row; X-Total-Count holds the rows of the whole report. A broken download resumes with ?skip=<rows received>. */
      200: {
        headers: {
          /** @description Rows of the whole report */
          'x-total-count'?: number;
          /** @description attachment; filename="<report>-<YYYY-MM-DD>.csv" */
          'content-disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key without the scope reports:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again). Too many exports running for this caller or in all: wait for one to finish (Retry-After) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminReportRidesCsv: {
    parameters: {
      query?: {
        skip?: components['schemas']['OffsetQuery'];
        lang?: components['schemas']['ContentLanguage'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": [
         *         1
         *       ],
         *       "licensesKey": [
         *         "ORB-7Q2K-M4XD-93LP-A1C8"
         *       ],
         *       "startAt": "2026-03-01T00:00:00.000Z",
         *       "endAt": "2026-04-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['AdminReportRidesRequest'];
      };
    };
    responses: {
      /** @description RFC 4180 CSV in UTF-8 with a header row; X-Total-Count holds the rows of the whole report. A broken download resumes with ?skip=<rows received>. */
      200: {
        headers: {
          /** @description Rows of the whole report */
          'x-total-count'?: number;
          /** @description attachment; filename="<report>-<YYYY-MM-DD>.csv" */
          'content-disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key without the scope reports:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call. A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again). Too many exports running for this caller or in all: wait for one to finish (Retry-After) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminReportLicensesByLocationCsv: {
    parameters: {
      query?: {
        skip?: components['schemas']['OffsetQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "countries": [
         *         1
         *       ],
         *       "startAt": "2026-03-01T00:00:00.000Z",
         *       "endAt": "2026-04-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['AdminReportLicensesByLocationRequest'];
      };
    };
    responses: {
      /** @description RFC 4180 CSV in UTF-8 with a header row; X-Total-Count holds the rows of the whole report. A broken download resumes with ?skip=<rows received>. */
      200: {
        headers: {
          /** @description Rows of the whole report */
          'x-total-count'?: number;
          /** @description attachment; filename="<report>-<YYYY-MM-DD>.csv" */
          'content-disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key without the scope reports:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call. A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again). Too many exports running for this caller or in all: wait for one to finish (Retry-After) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminReportCoinsCsv: {
    parameters: {
      query?: {
        skip?: components['schemas']['OffsetQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "usersId": [
         *         1
         *       ],
         *       "startAt": "2026-03-01T00:00:00.000Z",
         *       "endAt": "2026-04-01T00:00:00.000Z",
         *       "offset": 0
         *     }
         */
        'application/json': components['schemas']['AdminReportCoinsRequest'];
      };
    };
    responses: {
      /** @description RFC 4180 CSV in UTF-8 with a header row; X-Total-Count holds the rows of the whole report. A broken download resumes with ?skip=<rows received>. */
      200: {
        headers: {
          /** @description Rows of the whole report */
          'x-total-count'?: number;
          /** @description attachment; filename="<report>-<YYYY-MM-DD>.csv" */
          'content-disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key without the scope reports:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call. A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again). Too many exports running for this caller or in all: wait for one to finish (Retry-After) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminReportConsumptionByDayCsv: {
    parameters: {
      query?: {
        skip?: components['schemas']['OffsetQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "userId": [
         *         1
         *       ],
         *       "licensesKey": [
         *         "ORB-7Q2K-M4XD-93LP-A1C8"
         *       ],
         *       "startAt": "2026-03-01T00:00:00.000Z",
         *       "endAt": "2026-04-01T00:00:00.000Z",
         *       "timezone": "UTC"
         *     }
         */
        'application/json': components['schemas']['AdminReportConsumptionByDayRequest'];
      };
    };
    responses: {
      /** @description RFC 4180 CSV in UTF-8 with a header row; X-Total-Count holds the rows of the whole report. A broken download resumes with ?skip=<rows received>. */
      200: {
        headers: {
          /** @description Rows of the whole report */
          'x-total-count'?: number;
          /** @description attachment; filename="<report>-<YYYY-MM-DD>.csv" */
          'content-disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key without the scope reports:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call. A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again). Too many exports running for this caller or in all: wait for one to finish (Retry-After) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminReportConsumptionByMonthCsv: {
    parameters: {
      query?: {
        skip?: components['schemas']['OffsetQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "countries": [
         *         1
         *       ],
         *       "licenseType": "all",
         *       "startAt": "2026-03-01T00:00:00.000Z",
         *       "endAt": "2026-04-01T00:00:00.000Z",
         *       "offset": 0,
         *       "timezone": "UTC"
         *     }
         */
        'application/json': components['schemas']['AdminReportConsumptionByMonthRequest'];
      };
    };
    responses: {
      /** @description RFC 4180 CSV in UTF-8 with a header row; X-Total-Count holds the rows of the whole report. A broken download resumes with ?skip=<rows received>. */
      200: {
        headers: {
          /** @description Rows of the whole report */
          'x-total-count'?: number;
          /** @description attachment; filename="<report>-<YYYY-MM-DD>.csv" */
          'content-disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key without the scope reports:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call. A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again). Too many exports running for this caller or in all: wait for one to finish (Retry-After) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminReportSalesByMonthCsv: {
    parameters: {
      query?: {
        skip?: components['schemas']['OffsetQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "countries": [
         *         1
         *       ],
         *       "startAt": "2026-03-01T00:00:00.000Z",
         *       "endAt": "2026-04-01T00:00:00.000Z",
         *       "timezone": "UTC"
         *     }
         */
        'application/json': components['schemas']['AdminReportSalesByMonthRequest'];
      };
    };
    responses: {
      /** @description RFC 4180 CSV in UTF-8 with a header row; X-Total-Count holds the rows of the whole report. A broken download resumes with ?skip=<rows received>. */
      200: {
        headers: {
          /** @description Rows of the whole report */
          'x-total-count'?: number;
          /** @description attachment; filename="<report>-<YYYY-MM-DD>.csv" */
          'content-disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key without the scope reports:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call. A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again). Too many exports running for this caller or in all: wait for one to finish (Retry-After) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  obtainableScenarios: {
    parameters: {
      query?: {
        q?: string;
      };
      header?: never;
      path: {
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Active scenarios the user's licences can still obtain, with the licences that can */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 1,
           *         "gameModel": "OrbitCoaster",
           *         "gameModelId": 1,
           *         "isActive": true,
           *         "version": "1.8.4",
           *         "minGameVersion": "1.6.0",
           *         "time": 1,
           *         "imageKey": "deep-sea-dive_2026",
           *         "languages": {},
           *         "createdAt": "2026-03-01T00:00:00.000Z",
           *         "updatedAt": "2026-03-01T00:00:00.000Z",
           *         "issuerUserId": 1,
           *         "sellable": {
           *           "usdValue": 1,
           *           "brlValue": 1,
           *           "restrictedCountryIds": [
           *             1
           *           ]
           *         },
           *         "licenseKeys": [
           *           "ORB-7Q2K-M4XD-93LP-A1C8"
           *         ]
           *       }
           *     ]
           */
          'application/json': components['schemas']['ObtainableScenariosResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminTransferScenario: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8",
         *       "purchaseScenarioId": 1,
         *       "userId": 1
         *     }
         */
        'application/json': components['schemas']['ScenarioOnLicenseRequest'];
      };
    };
    responses: {
      /** @description Transfer a scenario (by scenario id) to a licence; audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8",
           *       "scenarioId": 1,
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "removedAt": "2026-03-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['PurchasedScenario'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such licence or scenario */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The licence already holds the scenario, or cannot take it */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminRemoveScenario: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8",
         *       "purchaseScenarioId": 1,
         *       "userId": 1
         *     }
         */
        'application/json': components['schemas']['ScenarioOnLicenseRequest'];
      };
    };
    responses: {
      /** @description Remove a scenario (by scenario id) from a licence, keeping the history; audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "licenseKey": "ORB-7Q2K-M4XD-93LP-A1C8",
           *       "scenarioId": 1,
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "removedAt": "2026-03-01T00:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['PurchasedScenario'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such held scenario */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The scenario was already removed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminScenarios: {
    parameters: {
      query?: {
        q?: string;
        gameModel?: 'OrbitCoaster' | 'BubbleCoaster';
        isActive?: 'true' | 'false';
        limit?: number;
        offset?: components['schemas']['OffsetQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Scenarios searched by id or text, accent- and case-insensitive */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "gameModel": "OrbitCoaster",
           *           "gameModelId": 1,
           *           "isActive": true,
           *           "version": "1.8.4",
           *           "minGameVersion": "1.6.0",
           *           "time": 1,
           *           "imageKey": "deep-sea-dive_2026",
           *           "languages": {},
           *           "createdAt": "2026-03-01T00:00:00.000Z",
           *           "updatedAt": "2026-03-01T00:00:00.000Z",
           *           "issuerUserId": 1,
           *           "sellable": {
           *             "usdValue": 1,
           *             "brlValue": 1,
           *             "restrictedCountryIds": [
           *               1
           *             ]
           *           }
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['AdminScenariosResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminCreateScenario: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "gameModel": "OrbitCoaster",
         *       "gameModelId": 1,
         *       "version": "1.8.4",
         *       "minGameVersion": "1.6.0",
         *       "time": 1,
         *       "imageKey": "deep-sea-dive_2026",
         *       "languages": {
         *         "en": {
         *           "title": "Deep sea dive",
         *           "theme": "Ocean",
         *           "description": "Dive among whales and wrecks in a four-minute ride"
         *         },
         *         "pt": {
         *           "title": "Deep sea dive",
         *           "theme": "Ocean",
         *           "description": "Dive among whales and wrecks in a four-minute ride"
         *         }
         *       },
         *       "sellable": {
         *         "usdValue": 1,
         *         "brlValue": 1,
         *         "restrictedCountryIds": []
         *       },
         *       "isActive": true
         *     }
         */
        'application/json': components['schemas']['AdminCreateScenarioRequest'];
      };
    };
    responses: {
      /** @description Create a scenario; audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "gameModel": "OrbitCoaster",
           *       "gameModelId": 1,
           *       "isActive": true,
           *       "version": "1.8.4",
           *       "minGameVersion": "1.6.0",
           *       "time": 1,
           *       "imageKey": "deep-sea-dive_2026",
           *       "languages": {},
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "updatedAt": "2026-03-01T00:00:00.000Z",
           *       "issuerUserId": 1,
           *       "sellable": {
           *         "usdValue": 1,
           *         "brlValue": 1,
           *         "restrictedCountryIds": [
           *           1
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['Scenario'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No uploaded image has this key */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminScenario: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One scenario */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "gameModel": "OrbitCoaster",
           *       "gameModelId": 1,
           *       "isActive": true,
           *       "version": "1.8.4",
           *       "minGameVersion": "1.6.0",
           *       "time": 1,
           *       "imageKey": "deep-sea-dive_2026",
           *       "languages": {},
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "updatedAt": "2026-03-01T00:00:00.000Z",
           *       "issuerUserId": 1,
           *       "sellable": {
           *         "usdValue": 1,
           *         "brlValue": 1,
           *         "restrictedCountryIds": [
           *           1
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['Scenario'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminUpdateScenario: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "gameModel": "OrbitCoaster",
         *       "gameModelId": 1,
         *       "version": "1.8.4",
         *       "minGameVersion": "1.6.0",
         *       "time": 1,
         *       "imageKey": "deep-sea-dive_2026",
         *       "languages": {
         *         "en": {
         *           "title": "Deep sea dive",
         *           "theme": "Ocean",
         *           "description": "Dive among whales and wrecks in a four-minute ride"
         *         },
         *         "pt": {
         *           "title": "Deep sea dive",
         *           "theme": "Ocean",
         *           "description": "Dive among whales and wrecks in a four-minute ride"
         *         }
         *       },
         *       "sellable": {
         *         "usdValue": 1,
         *         "brlValue": 1,
         *         "restrictedCountryIds": []
         *       }
         *     }
         */
        'application/json': components['schemas']['AdminUpdateScenarioRequest'];
      };
    };
    responses: {
      /** @description Change a scenario or add a translation; audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "gameModel": "OrbitCoaster",
           *       "gameModelId": 1,
           *       "isActive": true,
           *       "version": "1.8.4",
           *       "minGameVersion": "1.6.0",
           *       "time": 1,
           *       "imageKey": "deep-sea-dive_2026",
           *       "languages": {},
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "updatedAt": "2026-03-01T00:00:00.000Z",
           *       "issuerUserId": 1,
           *       "sellable": {
           *         "usdValue": 1,
           *         "brlValue": 1,
           *         "restrictedCountryIds": [
           *           1
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['Scenario'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller. No uploaded image has this key */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminScenarioStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "isActive": true
         *     }
         */
        'application/json': components['schemas']['ActiveStatusRequest'];
      };
    };
    responses: {
      /** @description Activate or deactivate a scenario; audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "gameModel": "OrbitCoaster",
           *       "gameModelId": 1,
           *       "isActive": true,
           *       "version": "1.8.4",
           *       "minGameVersion": "1.6.0",
           *       "time": 1,
           *       "imageKey": "deep-sea-dive_2026",
           *       "languages": {},
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "updatedAt": "2026-03-01T00:00:00.000Z",
           *       "issuerUserId": 1,
           *       "sellable": {
           *         "usdValue": 1,
           *         "brlValue": 1,
           *         "restrictedCountryIds": [
           *           1
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['Scenario'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminNewsList: {
    parameters: {
      query?: {
        q?: string;
        limit?: number;
        offset?: components['schemas']['OffsetQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every news item, newest first, searched by id, issuer, state or text */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "isActive": true,
           *           "createdAt": "2026-03-01T00:00:00.000Z",
           *           "updatedAt": "2026-03-01T00:00:00.000Z",
           *           "issuerUserId": 1,
           *           "imageKey": "deep-sea-dive_2026",
           *           "languages": {}
           *         }
           *       ],
           *       "meta": {
           *         "count": 1,
           *         "limit": 1,
           *         "offset": 1
           *       },
           *       "total": 1
           *     }
           */
          'application/json': components['schemas']['AdminNewsResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminCreateNews: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "languages": {
         *         "en": {
         *           "title": "Deep sea dive",
         *           "resume": "A ride under the sea",
         *           "description": "Dive among whales and wrecks in a four-minute ride"
         *         },
         *         "pt": {
         *           "title": "Deep sea dive",
         *           "resume": "A ride under the sea",
         *           "description": "Dive among whales and wrecks in a four-minute ride"
         *         }
         *       },
         *       "imageKey": null,
         *       "isActive": true
         *     }
         */
        'application/json': components['schemas']['AdminCreateNewsRequest'];
      };
    };
    responses: {
      /** @description Create a news item; audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "isActive": true,
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "updatedAt": "2026-03-01T00:00:00.000Z",
           *       "issuerUserId": 1,
           *       "imageKey": "deep-sea-dive_2026",
           *       "languages": {}
           *     }
           */
          'application/json': components['schemas']['News'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No uploaded image has this key */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminNews: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One news item */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "isActive": true,
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "updatedAt": "2026-03-01T00:00:00.000Z",
           *       "issuerUserId": 1,
           *       "imageKey": "deep-sea-dive_2026",
           *       "languages": {}
           *     }
           */
          'application/json': components['schemas']['News'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff may call this. An API key: this call takes none (ADR 0092) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminUpdateNews: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "languages": {
         *         "en": {
         *           "title": "Deep sea dive",
         *           "resume": "A ride under the sea",
         *           "description": "Dive among whales and wrecks in a four-minute ride"
         *         },
         *         "pt": {
         *           "title": "Deep sea dive",
         *           "resume": "A ride under the sea",
         *           "description": "Dive among whales and wrecks in a four-minute ride"
         *         }
         *       },
         *       "imageKey": "deep-sea-dive_2026"
         *     }
         */
        'application/json': components['schemas']['AdminUpdateNewsRequest'];
      };
    };
    responses: {
      /** @description Change a news item or add a translation; audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "isActive": true,
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "updatedAt": "2026-03-01T00:00:00.000Z",
           *       "issuerUserId": 1,
           *       "imageKey": "deep-sea-dive_2026",
           *       "languages": {}
           *     }
           */
          'application/json': components['schemas']['News'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller. No uploaded image has this key */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  adminNewsStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "isActive": true
         *     }
         */
        'application/json': components['schemas']['ActiveStatusRequest'];
      };
    };
    responses: {
      /** @description Show or hide a news item; audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "isActive": true,
           *       "createdAt": "2026-03-01T00:00:00.000Z",
           *       "updatedAt": "2026-03-01T00:00:00.000Z",
           *       "issuerUserId": 1,
           *       "imageKey": "deep-sea-dive_2026",
           *       "languages": {}
           *     }
           */
          'application/json': components['schemas']['News'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Nothing of that id or key here, or not visible to this caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  uploadImage: {
    parameters: {
      query: {
        theme: 'news' | 'scenarios';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Upload a PNG, JPEG or WebP image (multipart field "file", optional "imageKey" to replace); audited */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "imageKey": "deep-sea-dive_2026",
           *       "imageUrl": "https://orbit.example/uploads/scenario-42.webp",
           *       "thumbnailUrl": "https://orbit.example/uploads/scenario-42-thumb.webp"
           *     }
           */
          'application/json': components['schemas']['UploadResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Only staff of scope admin, supervisor may call this. An API key: this call takes none (ADR 0092). A cross-site request that changes state (ADR 0021) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No image of that key to replace */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The image belongs to another theme */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  licenseScenarios: {
    parameters: {
      query?: {
        lang?: 'en' | 'pt' | 'es' | 'fr' | 'it';
        licenseKey?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Scenarios held by the signed-in client's licences: title and theme in the reader's language (English fallback), thumbnail and time */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "title": "Deep sea dive",
           *           "theme": "Ocean",
           *           "language": "en",
           *           "time": 1,
           *           "imageKey": "deep-sea-dive_2026",
           *           "thumbnailUrl": "https://orbit.example/uploads/scenario-42-thumb.webp",
           *           "licenseKeys": [
           *             "ORB-7Q2K-M4XD-93LP-A1C8"
           *           ]
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['LicenseScenariosResponse'];
        };
      };
      /** @description The input is invalid: `errors` names each field at fault (at most 20, then the count of the others) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session (or device token): sign in first. An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description An API key without the scope licenses:read, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The licence is not one of this user */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many calls with this API key in this minute (Retry-After says when to call again) */
      429: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Request headers too large: the HTTP server refuses them before any route, with no body */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Any other failure: an unsupported media type, or a fault of the server */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  webhookLicenseCreated: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id (`evt_…`), the same in every attempt and in the event feed: drop a repeat by it */
        'webhook-id': string;
        /** @description Seconds since the Unix epoch when this attempt was signed; refuse one older than 5 minutes */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret (the base64 after `whsec_`); two, space-separated, while a rotated secret overlaps */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'license.created';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            license: {
              key: string;
              label: string;
              /** @enum {string} */
              gameModel: 'OrbitCoaster' | 'BubbleCoaster';
            };
          };
        };
      };
    };
    responses: {
      /** @description Taken: any 2xx answer ends the delivery; anything else is retried on the schedule */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The endpoint is gone: it is disabled, and nothing more is sent until it is enabled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookLicenseRevoked: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id (`evt_…`), the same in every attempt and in the event feed: drop a repeat by it */
        'webhook-id': string;
        /** @description Seconds since the Unix epoch when this attempt was signed; refuse one older than 5 minutes */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret (the base64 after `whsec_`); two, space-separated, while a rotated secret overlaps */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'license.revoked';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            license: {
              key: string;
              label: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description Taken: any 2xx answer ends the delivery; anything else is retried on the schedule */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The endpoint is gone: it is disabled, and nothing more is sent until it is enabled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookLicenseBlocked: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id (`evt_…`), the same in every attempt and in the event feed: drop a repeat by it */
        'webhook-id': string;
        /** @description Seconds since the Unix epoch when this attempt was signed; refuse one older than 5 minutes */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret (the base64 after `whsec_`); two, space-separated, while a rotated secret overlaps */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'license.blocked';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            licenseKey: string;
            blockingOrderId: number;
          };
        };
      };
    };
    responses: {
      /** @description Taken: any 2xx answer ends the delivery; anything else is retried on the schedule */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The endpoint is gone: it is disabled, and nothing more is sent until it is enabled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookLicenseUnblocked: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id (`evt_…`), the same in every attempt and in the event feed: drop a repeat by it */
        'webhook-id': string;
        /** @description Seconds since the Unix epoch when this attempt was signed; refuse one older than 5 minutes */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret (the base64 after `whsec_`); two, space-separated, while a rotated secret overlaps */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'license.unblocked';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            licenseKey: string;
            blockingOrderId: number;
          };
        };
      };
    };
    responses: {
      /** @description Taken: any 2xx answer ends the delivery; anything else is retried on the schedule */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The endpoint is gone: it is disabled, and nothing more is sent until it is enabled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookBlockingOrderCreated: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id (`evt_…`), the same in every attempt and in the event feed: drop a repeat by it */
        'webhook-id': string;
        /** @description Seconds since the Unix epoch when this attempt was signed; refuse one older than 5 minutes */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret (the base64 after `whsec_`); two, space-separated, while a rotated secret overlaps */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'blockingOrder.created';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            blockingOrderId: number;
            /** @enum {string} */
            reason:
              | 'insufficient-coin-balance'
              | 'pending-part-devolution'
              | 'financial-debt'
              | 'pending-agreement'
              | 'owner-request';
            licenseKey: string | null;
            automatic: boolean;
          };
        };
      };
    };
    responses: {
      /** @description Taken: any 2xx answer ends the delivery; anything else is retried on the schedule */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The endpoint is gone: it is disabled, and nothing more is sent until it is enabled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookBlockingOrderFinished: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id (`evt_…`), the same in every attempt and in the event feed: drop a repeat by it */
        'webhook-id': string;
        /** @description Seconds since the Unix epoch when this attempt was signed; refuse one older than 5 minutes */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret (the base64 after `whsec_`); two, space-separated, while a rotated secret overlaps */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'blockingOrder.finished';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            blockingOrderId: number;
            licenseKey: string | null;
            automatic: boolean;
          };
        };
      };
    };
    responses: {
      /** @description Taken: any 2xx answer ends the delivery; anything else is retried on the schedule */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The endpoint is gone: it is disabled, and nothing more is sent until it is enabled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookTemporaryUnblockGranted: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id (`evt_…`), the same in every attempt and in the event feed: drop a repeat by it */
        'webhook-id': string;
        /** @description Seconds since the Unix epoch when this attempt was signed; refuse one older than 5 minutes */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret (the base64 after `whsec_`); two, space-separated, while a rotated secret overlaps */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'temporaryUnblock.granted';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            temporaryUnblockId: number;
            /** Format: date-time */
            expiresAt: string;
          };
        };
      };
    };
    responses: {
      /** @description Taken: any 2xx answer ends the delivery; anything else is retried on the schedule */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The endpoint is gone: it is disabled, and nothing more is sent until it is enabled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookTemporaryUnblockEnded: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id (`evt_…`), the same in every attempt and in the event feed: drop a repeat by it */
        'webhook-id': string;
        /** @description Seconds since the Unix epoch when this attempt was signed; refuse one older than 5 minutes */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret (the base64 after `whsec_`); two, space-separated, while a rotated secret overlaps */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'temporaryUnblock.ended';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            temporaryUnblockId: number;
          };
        };
      };
    };
    responses: {
      /** @description Taken: any 2xx answer ends the delivery; anything else is retried on the schedule */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The endpoint is gone: it is disabled, and nothing more is sent until it is enabled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookCoinsInserted: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id (`evt_…`), the same in every attempt and in the event feed: drop a repeat by it */
        'webhook-id': string;
        /** @description Seconds since the Unix epoch when this attempt was signed; refuse one older than 5 minutes */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret (the base64 after `whsec_`); two, space-separated, while a rotated secret overlaps */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'coins.inserted';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            walletRecordId: number;
            coins: number;
            balance: number;
          };
        };
      };
    };
    responses: {
      /** @description Taken: any 2xx answer ends the delivery; anything else is retried on the schedule */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The endpoint is gone: it is disabled, and nothing more is sent until it is enabled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookDebitRequested: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id (`evt_…`), the same in every attempt and in the event feed: drop a repeat by it */
        'webhook-id': string;
        /** @description Seconds since the Unix epoch when this attempt was signed; refuse one older than 5 minutes */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret (the base64 after `whsec_`); two, space-separated, while a rotated secret overlaps */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'debit.requested';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            debitApprovalId: number;
            accountId: number;
            coins: number;
          };
        };
      };
    };
    responses: {
      /** @description Taken: any 2xx answer ends the delivery; anything else is retried on the schedule */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The endpoint is gone: it is disabled, and nothing more is sent until it is enabled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookDebitApproved: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id (`evt_…`), the same in every attempt and in the event feed: drop a repeat by it */
        'webhook-id': string;
        /** @description Seconds since the Unix epoch when this attempt was signed; refuse one older than 5 minutes */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret (the base64 after `whsec_`); two, space-separated, while a rotated secret overlaps */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'debit.approved';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            debitApprovalId: number;
            accountId: number;
            coins: number;
          };
        };
      };
    };
    responses: {
      /** @description Taken: any 2xx answer ends the delivery; anything else is retried on the schedule */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The endpoint is gone: it is disabled, and nothing more is sent until it is enabled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookDebitRefused: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id (`evt_…`), the same in every attempt and in the event feed: drop a repeat by it */
        'webhook-id': string;
        /** @description Seconds since the Unix epoch when this attempt was signed; refuse one older than 5 minutes */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret (the base64 after `whsec_`); two, space-separated, while a rotated secret overlaps */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'debit.refused';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            debitApprovalId: number;
            accountId: number;
            coins: number;
          };
        };
      };
    };
    responses: {
      /** @description Taken: any 2xx answer ends the delivery; anything else is retried on the schedule */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The endpoint is gone: it is disabled, and nothing more is sent until it is enabled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookDeviceActivated: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id (`evt_…`), the same in every attempt and in the event feed: drop a repeat by it */
        'webhook-id': string;
        /** @description Seconds since the Unix epoch when this attempt was signed; refuse one older than 5 minutes */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret (the base64 after `whsec_`); two, space-separated, while a rotated secret overlaps */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'device.activated';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            deviceId: number;
            license: {
              key: string;
              label: string;
            };
            hostname: string | null;
          };
        };
      };
    };
    responses: {
      /** @description Taken: any 2xx answer ends the delivery; anything else is retried on the schedule */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The endpoint is gone: it is disabled, and nothing more is sent until it is enabled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookDeviceReplaced: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id (`evt_…`), the same in every attempt and in the event feed: drop a repeat by it */
        'webhook-id': string;
        /** @description Seconds since the Unix epoch when this attempt was signed; refuse one older than 5 minutes */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret (the base64 after `whsec_`); two, space-separated, while a rotated secret overlaps */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'device.replaced';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            deviceId: number;
            replacedDeviceId: number;
            license: {
              key: string;
              label: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description Taken: any 2xx answer ends the delivery; anything else is retried on the schedule */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The endpoint is gone: it is disabled, and nothing more is sent until it is enabled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookDeviceFreed: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id (`evt_…`), the same in every attempt and in the event feed: drop a repeat by it */
        'webhook-id': string;
        /** @description Seconds since the Unix epoch when this attempt was signed; refuse one older than 5 minutes */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret (the base64 after `whsec_`); two, space-separated, while a rotated secret overlaps */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'device.freed';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            deviceId: number;
            license: {
              key: string;
              label: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description Taken: any 2xx answer ends the delivery; anything else is retried on the schedule */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The endpoint is gone: it is disabled, and nothing more is sent until it is enabled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookDeviceRevoked: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id (`evt_…`), the same in every attempt and in the event feed: drop a repeat by it */
        'webhook-id': string;
        /** @description Seconds since the Unix epoch when this attempt was signed; refuse one older than 5 minutes */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret (the base64 after `whsec_`); two, space-separated, while a rotated secret overlaps */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'device.revoked';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            deviceId: number;
            license: {
              key: string;
              label: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description Taken: any 2xx answer ends the delivery; anything else is retried on the schedule */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The endpoint is gone: it is disabled, and nothing more is sent until it is enabled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookDeviceOffline: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id (`evt_…`), the same in every attempt and in the event feed: drop a repeat by it */
        'webhook-id': string;
        /** @description Seconds since the Unix epoch when this attempt was signed; refuse one older than 5 minutes */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret (the base64 after `whsec_`); two, space-separated, while a rotated secret overlaps */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'device.offline';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            deviceId: number;
            license: {
              key: string;
              label: string;
            };
            /** Format: date-time */
            since: string;
          };
        };
      };
    };
    responses: {
      /** @description Taken: any 2xx answer ends the delivery; anything else is retried on the schedule */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The endpoint is gone: it is disabled, and nothing more is sent until it is enabled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookDeviceBackOnline: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id (`evt_…`), the same in every attempt and in the event feed: drop a repeat by it */
        'webhook-id': string;
        /** @description Seconds since the Unix epoch when this attempt was signed; refuse one older than 5 minutes */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret (the base64 after `whsec_`); two, space-separated, while a rotated secret overlaps */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'device.backOnline';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            deviceId: number;
            license: {
              key: string;
              label: string;
            };
            outageMinutes: number;
          };
        };
      };
    };
    responses: {
      /** @description Taken: any 2xx answer ends the delivery; anything else is retried on the schedule */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The endpoint is gone: it is disabled, and nothing more is sent until it is enabled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookRidesSynced: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id (`evt_…`), the same in every attempt and in the event feed: drop a repeat by it */
        'webhook-id': string;
        /** @description Seconds since the Unix epoch when this attempt was signed; refuse one older than 5 minutes */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret (the base64 after `whsec_`); two, space-separated, while a rotated secret overlaps */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'rides.synced';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            license: {
              key: string;
              label: string;
            };
            rides: number;
            customers: number;
            coinsCharged: number;
            /** Format: date-time */
            firstRideAt: string;
            /** Format: date-time */
            lastRideAt: string;
          };
        };
      };
    };
    responses: {
      /** @description Taken: any 2xx answer ends the delivery; anything else is retried on the schedule */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The endpoint is gone: it is disabled, and nothing more is sent until it is enabled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookWalletRunwayLow: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id (`evt_…`), the same in every attempt and in the event feed: drop a repeat by it */
        'webhook-id': string;
        /** @description Seconds since the Unix epoch when this attempt was signed; refuse one older than 5 minutes */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret (the base64 after `whsec_`); two, space-separated, while a rotated secret overlaps */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'wallet.runwayLow';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            balance: number;
            daysLeft: number;
            blockExpectedAt: string | null;
          };
        };
      };
    };
    responses: {
      /** @description Taken: any 2xx answer ends the delivery; anything else is retried on the schedule */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The endpoint is gone: it is disabled, and nothing more is sent until it is enabled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookWebhookTest: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id (`evt_…`), the same in every attempt and in the event feed: drop a repeat by it */
        'webhook-id': string;
        /** @description Seconds since the Unix epoch when this attempt was signed; refuse one older than 5 minutes */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret (the base64 after `whsec_`); two, space-separated, while a rotated secret overlaps */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example evt_2x7Qk9LmT4bV8sWc1NpZr6 */
          id: string;
          /** @constant */
          type: 'webhook.test';
          /** @constant */
          version: 1;
          accountId: number | null;
          sequence: number;
          /** Format: date-time */
          createdAt: string;
          data: {
            message: string;
          };
        };
      };
    };
    responses: {
      /** @description Taken: any 2xx answer ends the delivery; anything else is retried on the schedule */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The endpoint is gone: it is disabled, and nothing more is sent until it is enabled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
