/**
 * Signing in (with a second step when the account has one), signing out and the current user.
 * Other areas and the composition (app.ts) use this area only through this file.
 */
export { sessionRoutes } from './session-routes.ts';
export { createSignInService } from './sign-in-service.ts';
