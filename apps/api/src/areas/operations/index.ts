/**
 * Health and readiness of the server for its process manager and load balancer (ADR 0060).
 * Other areas and the composition (app.ts) use this area only through this file.
 */
export { healthRoutes } from './health-routes.ts';
export { createReadiness, serverStoppingMessage } from './readiness.ts';
export type { Readiness } from './readiness.ts';
