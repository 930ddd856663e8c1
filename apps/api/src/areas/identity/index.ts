/**
 * Who is asking: users and staff accounts, sessions and their cache, the access guard, attempt counting and
 * the separation of staff duties. Every other area builds on it; it builds on none.
 * Other areas and the composition (app.ts) use this area only through this file.
 */
export { refuseDevice, registerAccessGuard, requireAuth } from './access-guard.ts';
export type { AccessDenial, ApiKeyAccess } from './access-guard.ts';
export { adminUsersRepository } from './admin-users-repository.ts';
export type { AdminUserRow } from './admin-users-repository.ts';
export { createCurrentUserService, toCurrentUser } from './current-user-service.ts';
export type { CurrentUserService, SecondFactorPolicy } from './current-user-service.ts';
export { createRateLimiter, limitKindOf } from './rate-limiter.ts';
export type { RateLimit, RateLimiter } from './rate-limiter.ts';
export { keepOneAdmin, lockAdminSet, refuseOwnAccount, requireClientAccount } from './separation-of-duties.ts';
export {
  createSessionCache,
  currentUserChangedChannel,
  listenerApplicationName,
  sessionCacheFor,
} from './session-cache.ts';
export type { CacheFollower, ListenerState, SessionCache } from './session-cache.ts';
export { createSessionService, userAgentMaxLength } from './session-service.ts';
export type { AuthenticatedSession, SessionRow, SessionService } from './session-service.ts';
export { sessionsRepository } from './sessions-repository.ts';
export { currentUserColumns, usersRepository } from './users-repository.ts';
