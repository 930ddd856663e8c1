/**
 * API keys for other systems (ADR 0092): making, rolling and revoking them, and the check of a key on each call that
 * the access guard asks for. Builds on identity and audit.
 * Other areas and the composition (app.ts) use this area only through this file.
 */
export { createSecretHasher } from './api-key-secrets.ts';
export { apiKeyRoutes } from './api-key-routes.ts';
export { createApiKeyService } from './api-key-service.ts';
export type { ApiKeyService } from './api-key-service.ts';
