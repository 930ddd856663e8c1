/**
 * The coasters pages (ADR 0084): each licence's machine as its calls show it, with its rides today, sync, versions,
 * block and uptime; the client's own with the wallet's runway, and every client's for staff with counts by status.
 * Other areas and the composition (app.ts) use this area only through this file.
 */
export { coasterRoutes } from './coaster-routes.ts';
export { createCoasterAlertService } from './coaster-alert-service.ts';
export type { CoasterAlertService } from './coaster-alert-service.ts';
export { createCoasterService } from './coaster-service.ts';
export { createCoasterStatusWatcher } from './coaster-status-watcher.ts';
export type { CoasterStatusWatcher } from './coaster-status-watcher.ts';
export { sweepCoasterHistory } from './coaster-history-sweep.ts';
