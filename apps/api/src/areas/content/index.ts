/**
 * Ride content: scenarios, their pictures and the image uploads staff make.
 * Other areas and the composition (app.ts) use this area only through this file.
 */
export { adminScenarioRoutes } from './admin-scenario-routes.ts';
export { createAdminScenarioService, loadScenarios } from './admin-scenario-service.ts';
export { scenariosRepository } from './scenarios-repository.ts';
export type { PurchasedScenarioRow, ScenarioRow, TitlesByLanguage } from './scenarios-repository.ts';
export { serveUploads, uploadRoutes } from './upload-routes.ts';
export { createUploadService, fullImageMaxSide, requireImageOfTheme, thumbnailMaxSide } from './upload-service.ts';
