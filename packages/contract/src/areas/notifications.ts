import { defineRoutes, type EndpointDefinition } from '../definitions.ts';
import {
  markNotificationsReadBodySchema,
  markNotificationsReadResponseSchema,
  notificationPreferencesSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  putNotificationPreferencesBodySchema,
} from '../notifications.ts';

/*
 * The area "Notifications" of the API (its tag in openapi.ts): what the signed-in person was told, and how they want
 * to be told (ADR 0080). Everyone sees their own notifications only.
 */

/** Method, path and access of each call of the area, without schemas, for the browser client (ADR 0014). */
export const notificationsEndpoints = {
  notifications: {
    method: 'GET',
    path: '/api/notifications',
    access: 'signedIn',
  },
  markNotificationsRead: {
    method: 'POST',
    path: '/api/notifications/read',
    access: 'signedIn',
  },
  notificationPreferences: {
    method: 'GET',
    path: '/api/notification-preferences',
    access: 'signedIn',
  },
  setNotificationPreferences: {
    method: 'PUT',
    path: '/api/notification-preferences',
    access: 'signedIn',
  },
} as const satisfies Record<string, EndpointDefinition>;

/** Each endpoint of the area with its summary and schemas, for the server, the mocks and OpenAPI. */
export const notificationsRoutes = /* @__PURE__ */ defineRoutes(notificationsEndpoints, {
  notifications: {
    summary: "The signed-in person's notifications, newest first (by their latest repeat), and the unread count",
    query: notificationsQuerySchema,
    response: notificationsResponseSchema,
  },
  markNotificationsRead: {
    summary: 'Mark some of the notifications (by id) or all of them read; answers the unread count left',
    body: markNotificationsReadBodySchema,
    response: markNotificationsReadResponseSchema,
  },
  notificationPreferences: {
    summary: 'For each kind the person can receive: in the console, by mail; and whether mail comes as a daily digest',
    response: notificationPreferencesSchema,
  },
  setNotificationPreferences: {
    summary: 'Change the preferences; a security kind stays in the console; kinds left out keep their setting',
    body: putNotificationPreferencesBodySchema,
    response: notificationPreferencesSchema,
  },
});
