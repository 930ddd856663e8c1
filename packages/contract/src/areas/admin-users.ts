import { defineRoutes, type EndpointDefinition } from '../definitions.ts';
import {
  adminActivationsQuerySchema,
  adminActivationsResponseSchema,
  adminEditUserRequestSchema,
  adminInsertWalletRecordRequestSchema,
  adminUserIdParamsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  adminWalletUserParamsSchema,
  endSessionsResponseSchema,
  idempotencyHeadersSchema,
} from '../admin-users.ts';
import {
  adminBlockingOrdersResponseSchema,
  adminCreateBlockingOrderRequestSchema,
  adminFinishBlockingOrderRequestSchema,
  blockingOrderSchema,
} from '../blocking.ts';
import { adminInsertWalletRecordResponseSchema } from '../debit-approvals.ts';
import {
  adminCreateLicenseRequestSchema,
  adminCreateLicenseResponseSchema,
  adminLicenseGameModelRequestSchema,
  adminLicenseKeyParamsSchema,
  adminLicenseKeyRequestSchema,
  clientLicenseSchema,
} from '../licenses.ts';
import { walletBalanceSchema } from '../wallet.ts';
import {
  adminDeviceSchema,
  adminDevicesResponseSchema,
  adminSetTariffRequestSchema,
  deviceIdParamsSchema,
  tariffSchema,
} from '../devices.ts';

/*
 * The area "Admin: users" of the API (its tag in openapi.ts): staff work on accounts: users, their licences, wallet, blocking orders, machines and tariff (ADR 0012, ADR 0020).
 */

/** Method, path and access of each call of the area, without schemas, for the browser client (ADR 0014). */
export const adminUsersEndpoints = {
  adminUsers: {
    method: 'GET',
    path: '/api/admin/users',
    access: 'staff',
  },
  adminUser: {
    method: 'GET',
    path: '/api/admin/users/:id',
    access: 'staff',
  },
  adminEditUser: {
    method: 'PATCH',
    path: '/api/admin/users/:id/edit',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  // Account security (ADR 0020): admin only.
  adminEndUserSessions: {
    method: 'POST',
    path: '/api/admin/users/:id/sessions/end',
    access: 'staff',
    scopes: ['admin'],
  },
  adminDisableUser: {
    method: 'POST',
    path: '/api/admin/users/:id/disable',
    access: 'staff',
    scopes: ['admin'],
  },
  adminEnableUser: {
    method: 'POST',
    path: '/api/admin/users/:id/enable',
    access: 'staff',
    scopes: ['admin'],
  },
  adminWalletBalance: {
    method: 'GET',
    path: '/api/admin/users/:userId/wallet-balance',
    access: 'staff',
    keyScope: 'wallet:read',
  },
  adminInsertWalletRecord: {
    method: 'POST',
    path: '/api/admin/users/:userId/wallet-records',
    access: 'staff',
    scopes: ['admin', 'supervisor', 'colaborador'],
    keyScope: 'wallet:write',
  },
  adminUserActivations: {
    method: 'GET',
    path: '/api/admin/users/:id/licenses/activations',
    access: 'staff',
    keyScope: 'licenses:read',
  },
  adminBlockingOrders: {
    method: 'GET',
    path: '/api/admin/users/:id/blocking-orders',
    access: 'staff',
    keyScope: 'licenses:read',
  },
  adminCreateBlockingOrder: {
    method: 'POST',
    path: '/api/admin/users/blocking-orders',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminFinishBlockingOrder: {
    method: 'PATCH',
    path: '/api/admin/users/blocking-orders/finish',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminCreateLicense: {
    method: 'POST',
    path: '/api/admin/users/licenses',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminLicenseGameModel: {
    method: 'PATCH',
    path: '/api/admin/users/license/:licenseKey/gamemodel',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminRevokeLicense: {
    method: 'PATCH',
    path: '/api/admin/users/license/revoke',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminUnlimitedLicense: {
    method: 'PATCH',
    path: '/api/admin/users/license/unlimited',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminBlockOfflineLicense: {
    method: 'PATCH',
    path: '/api/admin/users/license/block-offline',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  // Machines and tariffs on the client page (ADR 0049).
  adminUserDevices: { method: 'GET', path: '/api/admin/users/:id/devices', access: 'staff', keyScope: 'devices:read' },
  adminFreeDevice: {
    method: 'POST',
    path: '/api/admin/devices/:deviceId/free',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminRevokeDevice: {
    method: 'POST',
    path: '/api/admin/devices/:deviceId/revoke',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminUserTariff: { method: 'GET', path: '/api/admin/users/:id/tariff', access: 'staff', keyScope: 'wallet:read' },
  adminSetUserTariff: {
    method: 'PUT',
    path: '/api/admin/users/:id/tariff',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
} as const satisfies Record<string, EndpointDefinition>;

/** Each endpoint of the area with its summary and schemas, for the server, the mocks and OpenAPI. */
export const adminUsersRoutes = /* @__PURE__ */ defineRoutes(adminUsersEndpoints, {
  // Admin: clients (docs/domain.md#calls "Admin: clients and licences"; the audit list is ours, ADR 0012).
  adminUsers: {
    summary: 'Users filtered by name, email or name as in contract, ordered and paged',
    query: adminUsersQuerySchema,
    response: adminUsersResponseSchema,
  },
  adminUser: {
    summary: 'One user',
    params: adminUserIdParamsSchema,
    response: adminUserSchema,
  },
  adminEditUser: {
    summary:
      "Change a user's name, name as in contract and (admin only) scope; a new email waits for the new address to confirm it. Audited",
    params: adminUserIdParamsSchema,
    body: adminEditUserRequestSchema,
    response: adminUserSchema,
  },
  adminEndUserSessions: {
    summary: 'End every session of a user at once; audited',
    params: adminUserIdParamsSchema,
    response: endSessionsResponseSchema,
  },
  adminDisableUser: {
    summary: 'Disable an account: it cannot sign in or reset its password, and its sessions end at once; audited',
    params: adminUserIdParamsSchema,
    response: adminUserSchema,
  },
  adminEnableUser: {
    summary: 'Enable a disabled account again; audited',
    params: adminUserIdParamsSchema,
    response: adminUserSchema,
  },
  adminWalletBalance: {
    summary: "A user's coins balance and tickets",
    params: adminWalletUserParamsSchema,
    response: walletBalanceSchema,
  },
  adminInsertWalletRecord: {
    summary:
      "Insert coins into a user's wallet; a retry with the same Idempotency-Key answers the first record. A debit " +
      "above the installation's threshold answers `pendingApproval` instead: it waits for a second staff member",
    params: adminWalletUserParamsSchema,
    headers: idempotencyHeadersSchema,
    body: adminInsertWalletRecordRequestSchema,
    response: adminInsertWalletRecordResponseSchema,
  },
  adminUserActivations: {
    summary: "A user's licences, paged by page number",
    params: adminUserIdParamsSchema,
    query: adminActivationsQuerySchema,
    response: adminActivationsResponseSchema,
  },
  adminBlockingOrders: {
    summary: "A user's blocking orders, finished ones included, newest first",
    params: adminUserIdParamsSchema,
    response: adminBlockingOrdersResponseSchema,
  },
  adminCreateBlockingOrder: {
    summary: 'Block a licence, or a whole account when no licence key is sent (ADR 0013); audited',
    body: adminCreateBlockingOrderRequestSchema,
    response: blockingOrderSchema,
  },
  adminFinishBlockingOrder: {
    summary: 'Finish (revoke) a blocking order; audited',
    body: adminFinishBlockingOrderRequestSchema,
    response: blockingOrderSchema,
  },
  adminCreateLicense: {
    summary: 'Create a licence for a client with a key generated by the server; audited',
    body: adminCreateLicenseRequestSchema,
    response: adminCreateLicenseResponseSchema,
  },
  adminLicenseGameModel: {
    summary: "Switch a licence's game model; audited",
    params: adminLicenseKeyParamsSchema,
    body: adminLicenseGameModelRequestSchema,
    response: clientLicenseSchema,
  },
  adminRevokeLicense: {
    summary: 'Revoke a licence for good; audited',
    body: adminLicenseKeyRequestSchema,
    response: clientLicenseSchema,
  },
  adminUnlimitedLicense: {
    summary: 'Make a limited licence unlimited; audited',
    body: adminLicenseKeyRequestSchema,
    response: clientLicenseSchema,
  },
  adminBlockOfflineLicense: {
    summary: 'Make an unlimited licence unlimited-offline; audited',
    body: adminLicenseKeyRequestSchema,
    response: clientLicenseSchema,
  },
  // Machines and tariffs on the client page (ADR 0049).
  adminUserDevices: {
    summary:
      "Every machine activated on the client's licences, newest first, with its last call, versions and sync state",
    params: adminUserIdParamsSchema,
    response: adminDevicesResponseSchema,
  },
  adminFreeDevice: {
    summary:
      "Free a licence's device slot (the PC was replaced): the machine validates as DEVICE_REPLACED and may still send the rides it played; audited",
    params: deviceIdParamsSchema,
    response: adminDeviceSchema,
  },
  adminRevokeDevice: {
    summary: "Revoke a machine: its token answers 401 from now on and the licence's slot is free; audited",
    params: deviceIdParamsSchema,
    response: adminDeviceSchema,
  },
  adminUserTariff: {
    summary: "The client's tariff: coins per customer charged for rides on its limited licences",
    params: adminUserIdParamsSchema,
    response: tariffSchema,
  },
  adminSetUserTariff: {
    summary: "Set the client's tariff from now on; rides already played keep their charge; audited",
    params: adminUserIdParamsSchema,
    body: adminSetTariffRequestSchema,
    response: tariffSchema,
  },
});
