/**
 * Blocking orders for unpaid accounts: the client's view and temporary unblock requests, and staff opening and
 * finishing them.
 * Other areas and the composition (app.ts) use this area only through this file.
 */
export { adminBlockingRoutes } from './admin-blocking-routes.ts';
export { createAdminBlockingService } from './admin-blocking-service.ts';
export { blockingRepository } from './blocking-repository.ts';
export { blockingRoutes } from './blocking-routes.ts';
export { createBlockingService } from './blocking-service.ts';
