/**
 * Authenticator apps, recovery codes and passkeys (ADR 0056, 0059): what sign-in and the own account both check.
 * Other areas and the composition (app.ts) use this area only through this file.
 */
export { createPasskeyService } from './passkey-service.ts';
export type { PasskeyCheck, PasskeyService } from './passkey-service.ts';
export { passkeysRepository } from './passkeys-repository.ts';
export { createSecondFactorService } from './second-factor-service.ts';
export type { SecondFactorService } from './second-factor-service.ts';
