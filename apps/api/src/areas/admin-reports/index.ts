/**
 * The eight staff reports, their CSV and spreadsheet exports and the limits on exports in flight (ADR 0028, 0051).
 * Other areas and the composition (app.ts) use this area only through this file.
 */
export { createAdminReportExportService } from './admin-report-export-service.ts';
export { adminReportRoutes } from './admin-report-routes.ts';
export { createAdminReportService } from './admin-report-service.ts';
export { adminReportsRepository } from './admin-reports-repository.ts';
export { createCsvAnswer, csvAnswer } from './csv-answer.ts';
export { createExportSlots } from './export-slots.ts';
