/**
 * Whose webhook endpoints a call is about: one's own account's (`/api/webhook-endpoints`, events of one's own
 * account) or the business's (`/api/admin/webhook-endpoints`, admins, every event). Each call's hook takes it, so a
 * screen shows either with the same hooks.
 */
export type WebhookOwner = 'own' | 'business';
