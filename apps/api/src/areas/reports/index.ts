/**
 * The client's reports: rides, customers and coins over a period.
 * Other areas and the composition (app.ts) use this area only through this file.
 */
export { createClientReportService } from './client-report-service.ts';
export { reportRoutes } from './report-routes.ts';
