/**
 * The rides of every licence and their daily and monthly rollups (ADR 0028), read by licences, wallets and reports.
 * Other areas and the composition (app.ts) use this area only through this file.
 */
export { consumptionListOf } from './consumption-list.ts';
export { addTotals, licensesIn, licensesOfCountries, rideRollupsRepository } from './ride-rollups-repository.ts';
export type { LicenseFilter } from './ride-rollups-repository.ts';
export { ridesRepository } from './rides-repository.ts';
