export { createOrbitClient, type OrbitClient, type OrbitClientOptions } from './client.ts';
export { verifyWebhook, WebhookVerificationError, type WebhookEvent, type WebhookHeaders } from './webhooks.ts';
export type { components, operations, paths, webhooks } from './openapi.ts';
