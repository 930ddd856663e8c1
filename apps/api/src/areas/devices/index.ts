/**
 * The machines of a licence as people see them: their state, freeing or revoking a slot, and the access check
 * of the device routes.
 * Other areas and the composition (app.ts) use this area only through this file.
 */
export { adminDeviceRoutes } from './admin-device-routes.ts';
export { createAdminDeviceService, deviceStatusOf } from './admin-device-service.ts';
export { registerDeviceAccess, requireDevice } from './device-access.ts';
export { createDeviceCallRecorder } from './device-calls.ts';
export { deviceFacts } from './device-facts.ts';
export type { DeviceCallRecorder } from './device-calls.ts';
export { devicesRepository } from './devices-repository.ts';
export type { DeviceRow, DeviceWithOwnerRow } from './devices-repository.ts';
