/**
 * Licences: the client's licences and their consumption, the scenarios a licence holds, and staff creating,
 * changing and revoking them.
 * Other areas and the composition (app.ts) use this area only through this file.
 */
export { adminLicenseRoutes } from './admin-license-routes.ts';
export { createAdminLicenseService } from './admin-license-service.ts';
export { createClientLicenseService } from './client-license-service.ts';
export type { ClientLicenseService } from './client-license-service.ts';
export { clientScenarioRoutes } from './client-scenario-routes.ts';
export { createClientScenarioService } from './client-scenario-service.ts';
export { licenseRoutes } from './license-routes.ts';
export { licensesRepository } from './licenses-repository.ts';
export type { LicenseRow } from './licenses-repository.ts';
export { createScenarioLicenseService } from './scenario-license-service.ts';
export { scenarioRoutes } from './scenario-routes.ts';
