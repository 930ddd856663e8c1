import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { NotificationService } from './notification-service.ts';

/** The signed-in person's notifications and preferences (ADR 0080): their own, whoever they are. */
export function notificationRoutes(registerRoute: RegisterRoute, deps: { notifications: NotificationService }): void {
  const { notifications } = deps;
  registerRoute(routes.notifications, ({ query, request }) => notifications.list(requireAuth(request), query));
  registerRoute(routes.markNotificationsRead, ({ body, request }) =>
    notifications.markRead(requireAuth(request), body),
  );
  registerRoute(routes.notificationPreferences, ({ request }) => notifications.preferences(requireAuth(request)));
  registerRoute(routes.setNotificationPreferences, ({ body, request }) =>
    notifications.setPreferences(requireAuth(request), body),
  );
}
