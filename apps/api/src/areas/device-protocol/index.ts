/**
 * The simulators' own API (ADR 0049): activation, signed licence files, scenarios, ride batches stored exactly
 * once, and check-ins.
 * Other areas and the composition (app.ts) use this area only through this file.
 */
export { createDeviceCache } from './device-cache.ts';
export { createDeviceRideService } from './device-ride-service.ts';
export { deviceRoutes, keepRawJsonBodies } from './device-routes.ts';
export { createDeviceService } from './device-service.ts';
export { createLicenseFileSigner } from './license-files.ts';
