/**
 * The staff pages of clients and staff accounts: the list, one account, edits, disabling and activations.
 * Other areas and the composition (app.ts) use this area only through this file.
 */
export { adminUserRoutes } from './admin-user-routes.ts';
export { createAdminUserService } from './admin-user-service.ts';
