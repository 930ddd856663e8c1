import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '@orbit/contract';
import type { Metrics } from '../../http/metrics.ts';
import { notModified } from '../../http/register-route.ts';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireDevice } from '../devices/index.ts';
import type { DeviceRideService } from './device-ride-service.ts';
import type { DeviceService } from './device-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's exact bytes, on device routes: a ride batch's signature covers them. */
    rawBody?: Buffer;
  }
}

/**
 * JSON bodies of the device routes are parsed as everywhere else, and their bytes kept for the signature check.
 * Call on the encapsulated instance that registers the device routes only.
 */
export function keepRawJsonBodies(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    request.rawBody = bytes;
    parseJson(request, bytes.toString('utf8'), done);
  });
}

function rawBodyOf(request: FastifyRequest): Buffer {
  if (!request.rawBody) throw new Error('A device route was registered without keepRawJsonBodies');
  return request.rawBody;
}

/** The device protocol under /api/device/v1 (ADR 0049, docs/devices.md). */
export function deviceRoutes(
  registerRoute: RegisterRoute,
  deps: { devices: DeviceService; deviceRides: DeviceRideService; metrics: Metrics },
): void {
  const { devices, deviceRides, metrics } = deps;
  registerRoute(routes.deviceActivate, ({ body, request }) => devices.activate(body, request.ip));
  registerRoute(routes.deviceKeys, () => devices.keys());
  registerRoute(routes.deviceValidate, async ({ body, request }) => {
    const answer = await devices.validate(requireDevice(request), body);
    metrics.deviceValidations.inc({ code: answer.code });
    return answer;
  });
  registerRoute(routes.deviceShutdown, ({ body, request }) => devices.shutdown(requireDevice(request), body));
  registerRoute(routes.deviceScenarios, async ({ headers, request, reply }) => {
    const { etag, answer } = await devices.scenarios(requireDevice(request));
    void reply.header('etag', etag);
    return headers['if-none-match'] === etag ? notModified(reply) : answer;
  });
  registerRoute(routes.deviceRides, async ({ body, headers, request }) => {
    const answer = await deviceRides.deliver(
      requireDevice(request),
      body,
      rawBodyOf(request),
      headers['orbit-signature'],
    );
    for (const result of answer.results) metrics.deviceRides.inc({ status: result.status });
    return answer;
  });
}
