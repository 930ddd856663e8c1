import { defineRoutes, type EndpointDefinition } from '../definitions.ts';
import {
  createWebhookEndpointBodySchema,
  eventsQuerySchema,
  eventsResponseSchema,
  resendWebhookBodySchema,
  resendWebhookResponseSchema,
  testWebhookResponseSchema,
  updateWebhookEndpointBodySchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesResponseSchema,
  webhookEndpointIdParamsSchema,
  webhookEndpointSchema,
  webhookEndpointsResponseSchema,
  webhookEndpointWithSecretSchema,
} from '../webhooks.ts';

/*
 * The area "Webhooks" of the API (its tag in openapi.ts): signed deliveries of events to other systems and the event
 * feed (ADR 0093), the business's endpoints made by admins and each client's own. No API key manages endpoints; a key
 * with `events:read` reads the feed.
 */

/** Method, path and access of each call of the area, without schemas, for the browser client (ADR 0014). */
export const webhooksEndpoints = {
  webhookEndpoints: { method: 'GET', path: '/api/webhook-endpoints', access: 'signedIn' },
  createWebhookEndpoint: { method: 'POST', path: '/api/webhook-endpoints', access: 'signedIn' },
  updateWebhookEndpoint: { method: 'PATCH', path: '/api/webhook-endpoints/:id', access: 'signedIn' },
  deleteWebhookEndpoint: { method: 'DELETE', path: '/api/webhook-endpoints/:id', access: 'signedIn' },
  webhookDeliveries: { method: 'GET', path: '/api/webhook-endpoints/:id/deliveries', access: 'signedIn' },
  resendWebhook: { method: 'POST', path: '/api/webhook-endpoints/:id/resend', access: 'signedIn' },
  testWebhook: { method: 'POST', path: '/api/webhook-endpoints/:id/test', access: 'signedIn' },
  // The feed is for another system catching up after an outage, so a key may read it.
  events: { method: 'GET', path: '/api/events', access: 'signedIn', keyScope: 'events:read' },
  adminWebhookEndpoints: { method: 'GET', path: '/api/admin/webhook-endpoints', access: 'staff', scopes: ['admin'] },
  adminCreateWebhookEndpoint: {
    method: 'POST',
    path: '/api/admin/webhook-endpoints',
    access: 'staff',
    scopes: ['admin'],
  },
  adminUpdateWebhookEndpoint: {
    method: 'PATCH',
    path: '/api/admin/webhook-endpoints/:id',
    access: 'staff',
    scopes: ['admin'],
  },
  adminDeleteWebhookEndpoint: {
    method: 'DELETE',
    path: '/api/admin/webhook-endpoints/:id',
    access: 'staff',
    scopes: ['admin'],
  },
  adminWebhookDeliveries: {
    method: 'GET',
    path: '/api/admin/webhook-endpoints/:id/deliveries',
    access: 'staff',
    scopes: ['admin'],
  },
  adminResendWebhook: {
    method: 'POST',
    path: '/api/admin/webhook-endpoints/:id/resend',
    access: 'staff',
    scopes: ['admin'],
  },
  adminTestWebhook: {
    method: 'POST',
    path: '/api/admin/webhook-endpoints/:id/test',
    access: 'staff',
    scopes: ['admin'],
  },
  adminEvents: {
    method: 'GET',
    path: '/api/admin/events',
    access: 'staff',
    scopes: ['admin'],
    keyScope: 'events:read',
  },
} as const satisfies Record<string, EndpointDefinition>;

const secretOnce = 'The secret is in this answer only';
const own = "one's own (a client's: events of its own account only)";
const business = "the business's (made by admins: every event)";

function endpointCalls(whose: string) {
  return {
    list: { summary: `Webhook endpoints, ${whose}, newest first`, response: webhookEndpointsResponseSchema },
    create: {
      summary: `Make a webhook endpoint, ${whose}; its URL must be public (https in production). ${secretOnce}`,
      successStatus: 201 as const,
      body: createWebhookEndpointBodySchema,
      response: webhookEndpointWithSecretSchema,
    },
    update: {
      summary: `Change a webhook endpoint, ${whose}: URL, events, order, enable or disable, rotate its secret. ${secretOnce} when rotated`,
      params: webhookEndpointIdParamsSchema,
      body: updateWebhookEndpointBodySchema,
      response: webhookEndpointWithSecretSchema,
    },
    remove: {
      summary: `Delete a webhook endpoint, ${whose}, with its delivery log`,
      params: webhookEndpointIdParamsSchema,
      response: webhookEndpointSchema,
    },
    deliveries: {
      summary: `Each delivery attempt to a webhook endpoint, ${whose}, newest first, kept 30 days`,
      params: webhookEndpointIdParamsSchema,
      query: webhookDeliveriesQuerySchema,
      response: webhookDeliveriesResponseSchema,
    },
    resend: {
      summary: `Deliver again one event, or every event since a moment, to a webhook endpoint, ${whose}`,
      params: webhookEndpointIdParamsSchema,
      body: resendWebhookBodySchema,
      response: resendWebhookResponseSchema,
    },
    test: {
      summary: `Send a test event (webhook.test) to a webhook endpoint, ${whose}`,
      params: webhookEndpointIdParamsSchema,
      response: testWebhookResponseSchema,
    },
  };
}

/** Each endpoint of the area with its summary and schemas, for the server, the mocks and OpenAPI. */
export const webhooksRoutes = /* @__PURE__ */ webhooksRoutesOf();

/**
 * The routes built in one function called pure: the browser's bundle takes only the endpoints above, and with nothing
 * of this evaluated at the module's top level (no interpolated summary, no property read) it keeps none of the schemas
 * nor zod (ADR 0014).
 */
function webhooksRoutesOf() {
  const mine = endpointCalls(own);
  const theirs = endpointCalls(business);
  return defineRoutes(webhooksEndpoints, {
    webhookEndpoints: mine.list,
    createWebhookEndpoint: mine.create,
    updateWebhookEndpoint: mine.update,
    deleteWebhookEndpoint: mine.remove,
    webhookDeliveries: mine.deliveries,
    resendWebhook: mine.resend,
    testWebhook: mine.test,
    events: {
      summary:
        "The signed-in account's events in order, after the cursor given, kept 90 days: the same ids its webhooks deliver",
      query: eventsQuerySchema,
      response: eventsResponseSchema,
    },
    adminWebhookEndpoints: theirs.list,
    adminCreateWebhookEndpoint: theirs.create,
    adminUpdateWebhookEndpoint: theirs.update,
    adminDeleteWebhookEndpoint: theirs.remove,
    adminWebhookDeliveries: theirs.deliveries,
    adminResendWebhook: theirs.resend,
    adminTestWebhook: theirs.test,
    adminEvents: {
      summary: "Every account's events and the business's in order, after the cursor given, kept 90 days",
      query: eventsQuerySchema,
      response: eventsResponseSchema,
    },
  });
}
