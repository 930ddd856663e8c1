/**
 * Signing up, verifying an email, resetting a password, countries and addresses, and creating staff accounts.
 * Other areas and the composition (app.ts) use this area only through this file.
 */
export { accountRoutes } from './account-routes.ts';
export {
  emailChangeTokensRepository,
  emailVerificationTokensRepository,
  passwordResetTokensRepository,
} from './account-tokens-repository.ts';
export type { EmailChangeToken } from './account-tokens-repository.ts';
export { createAddressService } from './address-service.ts';
export { createAdminAccount } from './admin-account-service.ts';
export { countryRoutes } from './country-routes.ts';
export { createCountryService } from './country-service.ts';
export { createPasswordResetService } from './password-reset-service.ts';
export { createSignUpService } from './sign-up-service.ts';
