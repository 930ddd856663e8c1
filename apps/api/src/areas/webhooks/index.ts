/**
 * Webhooks and the event feed (ADR 0093): events recorded in the transaction of their cause (`record`), delivered
 * signed by the job queue to endpoints whose address is checked at save and at every delivery. Builds on identity,
 * audit, the job queue and the notification centre.
 * Other areas and the composition (app.ts) use this area only through this file.
 */
export { allowedHostsOf, systemResolve } from './webhook-addresses.ts';
export { webhookRoutes } from './webhook-routes.ts';
export { createWebhookService } from './webhook-service.ts';
export type { RecordableEvent, RecordEvent, RecordEvents, WebhookService } from './webhook-service.ts';
