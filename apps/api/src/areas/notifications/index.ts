/**
 * The notification centre (ADR 0080): telling people what happened, in the transaction of its cause; their list,
 * their preferences and the daily digest. Other areas and the composition (app.ts) use this area only through this
 * file.
 */
export { notificationRoutes } from './notification-routes.ts';
export { createNotificationService } from './notification-service.ts';
export type { Notice, NotificationService, Notify } from './notification-service.ts';
