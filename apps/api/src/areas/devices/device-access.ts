import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { errorMessages } from '@orbit/contract';
import { AppError } from '../../http/app-error.ts';
import { refuseDevice } from '../identity/index.ts';
import type { DeviceRow } from './devices-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The machine of a device route, from its `Authorization: Device <token>` header (ADR 0049). */
    device: DeviceRow | null;
  }
}

/** Finds the machine of a device token; undefined for an unknown or revoked one. */
export interface DeviceAuthenticator {
  authenticate(token: string): Promise<DeviceRow | undefined>;
}

const deviceAuthorization = /^Device ([A-Za-z0-9_-]{16,200})$/;

/** The access check of device routes for the access guard: the machine of the token, or 401. */
export function registerDeviceAccess(app: FastifyInstance, devices: DeviceAuthenticator): onRequestAsyncHookHandler {
  app.decorateRequest('device', null);
  return async (request, reply) => {
    const token = deviceAuthorization.exec(request.headers.authorization ?? '')?.[1];
    const device = token ? await devices.authenticate(token) : undefined;
    if (!device) refuseDevice(reply);
    request.device = device;
  };
}

/** The machine a device route's access hook attached. */
export function requireDevice(request: FastifyRequest): DeviceRow {
  if (!request.device) throw new AppError(401, errorMessages.deviceUnauthenticated);
  return request.device;
}
