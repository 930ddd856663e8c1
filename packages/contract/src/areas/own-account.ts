import { defineRoutes, type EndpointDefinition } from '../definitions.ts';
import { addressListSchema, changePasswordRequestSchema, tokenRequestSchema } from '../accounts.ts';
import { endSessionsResponseSchema } from '../admin-users.ts';
import { messageResponseSchema } from '../common.ts';
import {
  ownEmailChangeResponseSchema,
  ownSessionParamsSchema,
  ownSessionsResponseSchema,
  requestEmailChangeRequestSchema,
} from '../own-account.ts';
import {
  passkeyAuthenticationOptionsSchema,
  passkeyListSchema,
  passkeyParamsSchema,
  passkeyRegistrationOptionsSchema,
  passkeySchema,
  registerPasskeyRequestSchema,
  renamePasskeyRequestSchema,
} from '../passkeys.ts';
import { reauthenticateRequestSchema, reauthenticateResponseSchema } from '../reauthentication.ts';
import {
  confirmTotpRequestSchema,
  recoveryCodesSchema,
  removeTotpRequestSchema,
  secondFactorStatusSchema,
  totpEnrolmentSchema,
} from '../second-factors.ts';

/*
 * The area "Own account" of the API (its tag in openapi.ts): the signed-in user's password, email, sessions and second factor; the mailed links of a change of email.
 */

/** Method, path and access of each call of the area, without schemas, for the browser client (ADR 0014). */
export const ownAccountEndpoints = {
  changePassword: {
    method: 'POST',
    path: '/api/me/password',
    access: 'signedIn',
  },
  /** The signed-in user's own account (ADR 0055): a change of email waiting for its confirmation, and sessions. */
  ownEmailChange: {
    method: 'GET',
    path: '/api/me/email-change',
    access: 'signedIn',
  },
  requestEmailChange: {
    method: 'POST',
    path: '/api/me/email',
    access: 'signedIn',
  },
  cancelOwnEmailChange: {
    method: 'POST',
    path: '/api/me/email-change/cancel',
    access: 'signedIn',
  },
  ownSessions: {
    method: 'GET',
    path: '/api/me/sessions',
    access: 'signedIn',
  },
  endOwnSession: {
    method: 'POST',
    path: '/api/me/sessions/:id/end',
    access: 'signedIn',
  },
  endOtherOwnSessions: {
    method: 'POST',
    path: '/api/me/sessions/end-others',
    access: 'signedIn',
  },
  /** The mailed links of a change of email: the new address confirms, the old one cancels. */
  confirmEmailChange: {
    method: 'POST',
    path: '/api/email-change/confirm',
    access: 'public',
  },
  cancelEmailChange: {
    method: 'POST',
    path: '/api/email-change/cancel',
    access: 'public',
  },
  secondFactors: {
    method: 'GET',
    path: '/api/me/second-factor',
    access: 'signedIn',
  },
  startTotpEnrolment: {
    method: 'POST',
    path: '/api/me/second-factor/totp',
    access: 'signedIn',
  },
  confirmTotpEnrolment: {
    method: 'POST',
    path: '/api/me/second-factor/totp/confirm',
    access: 'signedIn',
  },
  removeTotp: {
    method: 'POST',
    path: '/api/me/second-factor/totp/remove',
    access: 'signedIn',
  },
  /** A new proof of who the signed-in user is, for the sensitive acts that need a recent one (ADR 0058). */
  reauthenticate: {
    method: 'POST',
    path: '/api/me/reauthenticate',
    access: 'signedIn',
  },
  reauthenticatePasskeyOptions: {
    method: 'POST',
    path: '/api/me/reauthenticate/passkey-options',
    access: 'signedIn',
  },
  /** The signed-in user's own passkeys (ADR 0059). */
  passkeys: {
    method: 'GET',
    path: '/api/me/passkeys',
    access: 'signedIn',
  },
  passkeyRegistrationOptions: {
    method: 'POST',
    path: '/api/me/passkeys/options',
    access: 'signedIn',
  },
  registerPasskey: {
    method: 'POST',
    path: '/api/me/passkeys',
    access: 'signedIn',
  },
  renamePasskey: {
    method: 'PATCH',
    path: '/api/me/passkeys/:id',
    access: 'signedIn',
  },
  removePasskey: {
    method: 'POST',
    path: '/api/me/passkeys/:id/remove',
    access: 'signedIn',
  },
  addresses: {
    method: 'GET',
    path: '/api/addresses',
    access: 'signedIn',
  },
} as const satisfies Record<string, EndpointDefinition>;

/** Each endpoint of the area with its summary and schemas, for the server, the mocks and OpenAPI. */
export const ownAccountRoutes = /* @__PURE__ */ defineRoutes(ownAccountEndpoints, {
  changePassword: {
    summary: "Change the signed-in user's password; needs the current one and ends the user's other sessions",
    body: changePasswordRequestSchema,
    response: messageResponseSchema,
  },
  ownEmailChange: {
    summary: "The signed-in user's change of email waiting for the new address to confirm it, if any",
    response: ownEmailChangeResponseSchema,
  },
  requestEmailChange: {
    summary:
      "Ask to change the signed-in user's email; needs the current password. The new address confirms by a mailed link, the old one is told and may cancel",
    body: requestEmailChangeRequestSchema,
    response: ownEmailChangeResponseSchema,
  },
  cancelOwnEmailChange: {
    summary: "Cancel the signed-in user's change of email waiting for confirmation",
    response: messageResponseSchema,
  },
  ownSessions: {
    summary: "The signed-in user's open sessions, the current one marked",
    response: ownSessionsResponseSchema,
  },
  endOwnSession: {
    summary: "End one of the signed-in user's sessions (another user's answers 404); the current one signs out",
    params: ownSessionParamsSchema,
    response: endSessionsResponseSchema,
  },
  endOtherOwnSessions: {
    summary: 'End every session of the signed-in user but the current one',
    response: endSessionsResponseSchema,
  },
  confirmEmailChange: {
    summary: "Confirm a change of email with the token mailed to the new address; ends the user's other sessions",
    body: tokenRequestSchema,
    response: messageResponseSchema,
  },
  cancelEmailChange: {
    summary: 'Cancel a change of email with the token mailed to the old address',
    body: tokenRequestSchema,
    response: messageResponseSchema,
  },
  secondFactors: {
    summary: "The signed-in user's second factors",
    response: secondFactorStatusSchema,
  },
  startTotpEnrolment: {
    summary: 'Start setting up an authenticator app: a new secret, shown once, and its otpauth:// address',
    response: totpEnrolmentSchema,
  },
  confirmTotpEnrolment: {
    summary: 'Finish setting up the authenticator app with its first code; answers ten recovery codes, shown once',
    body: confirmTotpRequestSchema,
    response: recoveryCodesSchema,
  },
  removeTotp: {
    summary: "Remove the authenticator app and the recovery codes, with one of the app's codes or the password",
    body: removeTotpRequestSchema,
    response: messageResponseSchema,
  },
  reauthenticate: {
    summary:
      'Prove again who the signed-in user is (password, app code, recovery code or passkey), for this session only; sensitive acts need such a proof from the last few minutes',
    body: reauthenticateRequestSchema,
    response: reauthenticateResponseSchema,
  },
  reauthenticatePasskeyOptions: {
    summary:
      'The options for proving again who the signed-in user is with one of their passkeys: their passkeys and a challenge given to them, used once',
    response: passkeyAuthenticationOptionsSchema,
  },
  passkeys: {
    summary: "The signed-in user's passkeys",
    response: passkeyListSchema,
  },
  passkeyRegistrationOptions: {
    summary:
      'The options for adding a passkey: a new challenge, short-lived and used once, and the passkeys to exclude',
    response: passkeyRegistrationOptionsSchema,
  },
  registerPasskey: {
    successStatus: 201,
    summary: "Add a passkey with the browser's answer to the registration options and the name to show it by",
    body: registerPasskeyRequestSchema,
    response: passkeySchema,
  },
  renamePasskey: {
    summary: "Rename one of the signed-in user's passkeys (another user's answers 404)",
    params: passkeyParamsSchema,
    body: renamePasskeyRequestSchema,
    response: passkeySchema,
  },
  removePasskey: {
    summary: "Remove one of the signed-in user's passkeys (another user's answers 404)",
    params: passkeyParamsSchema,
    response: messageResponseSchema,
  },
  addresses: {
    summary: "The signed-in user's addresses",
    response: addressListSchema,
  },
});
