/**
 * The signed-in user's own password, email, sessions, second factors and passkeys, and proving it is them again
 * before a sensitive act (ADR 0058).
 * Other areas and the composition (app.ts) use this area only through this file.
 */
export { createCurrentPasswordCheck } from './current-password.ts';
export { createEmailChangeService } from './email-change-service.ts';
export type { EmailChangeService } from './email-change-service.ts';
export { ownAccountRoutes } from './own-account-routes.ts';
export { createOwnSessionsService } from './own-sessions-service.ts';
export { passkeyRoutes } from './passkey-routes.ts';
export { createPasswordChangeService } from './password-change-service.ts';
export { reauthenticationRoutes } from './reauthentication-routes.ts';
export { createReauthenticationService, createRecentProof } from './reauthentication-service.ts';
export type { RecentProof } from './reauthentication-service.ts';
export { secondFactorRoutes } from './second-factor-routes.ts';
