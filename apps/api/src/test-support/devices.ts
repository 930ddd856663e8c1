import { createHash, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DeviceRide } from '@orbit/contract';

/** A simulator PC for tests: its own Ed25519 key pair and, once activated, its token. */
export interface TestDevice {
  fingerprint: string;
  publicKey: string;
  privateKey: KeyObject;
  token?: string;
  deviceId?: number;
  nextSeq: number;
}

let made = 0;

export function makeDevice(fingerprint = `test-machine-${++made}-${Date.now()}`): TestDevice {
  const pair = generateKeyPairSync('ed25519');
  const { x } = pair.publicKey.export({ format: 'jwk' });
  if (!x) throw new Error('No raw public key');
  return { fingerprint, publicKey: x, privateKey: pair.privateKey, nextSeq: 1 };
}

/** POST /activations; on 201 the device keeps its token and id. */
export async function activate(
  app: FastifyInstance,
  device: TestDevice,
  licenseKey: string,
  options: { remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/device/v1/activations',
    payload: {
      licenseKey,
      fingerprint: device.fingerprint,
      publicKey: device.publicKey,
      hostname: 'arcade-pc',
      appVersion: '3.2.0',
      gameVersion: '1.8.4',
    },
    remoteAddress: options.remoteAddress ?? `10.7.${made & 255}.${(made * 7) & 255}`,
  });
  if (response.statusCode === 201) {
    const body = response.json<{ deviceToken: string; deviceId: number }>();
    device.token = body.deviceToken;
    device.deviceId = body.deviceId;
  }
  return response;
}

export function authorization(device: TestDevice): { authorization: string } {
  if (!device.token) throw new Error('The test device is not activated');
  return { authorization: `Device ${device.token}` };
}

export function validate(
  app: FastifyInstance,
  device: TestDevice,
  fields: { sentAt: Date; pendingRides?: number; nonce?: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/device/v1/validate',
    headers: authorization(device),
    payload: {
      nonce: fields.nonce ?? 'nonce-0001',
      sentAt: fields.sentAt.toISOString(),
      appVersion: '3.2.0',
      gameVersion: '1.8.4',
      pendingRides: fields.pendingRides ?? 0,
    },
  });
}

/** POST /shutdown: the machine says it is switching off (ADR 0084). */
export function shutdown(
  app: FastifyInstance,
  device: TestDevice,
  fields: { sentAt: Date; pendingRides?: number },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/device/v1/shutdown',
    headers: authorization(device),
    payload: { sentAt: fields.sentAt.toISOString(), pendingRides: fields.pendingRides ?? 0 },
  });
}

/** A ride of the device with the next sequence number; fields may be overridden. */
export function ride(device: TestDevice, fields: Partial<DeviceRide> & Pick<DeviceRide, 'consumedAt'>): DeviceRide {
  return {
    id: randomUUID(),
    seq: device.nextSeq++,
    durationInSeconds: 300,
    customersAmount: 2,
    scenarioId: 1,
    rideCost: 20,
    creditsAdded: 20,
    creditsAddOnKeyboard: 0,
    creditsExpired: 0,
    discountUsed: 0,
    ...fields,
  };
}

/** The signature a device puts in `Orbit-Signature`: Ed25519 over the SHA-256 of the body's bytes. */
export function signatureOf(device: TestDevice, body: string): string {
  return sign(null, createHash('sha256').update(body).digest(), device.privateKey).toString('base64url');
}

/** POST /rides with the batch signed by the device (or with the signature given). */
export function sendRides(
  app: FastifyInstance,
  device: TestDevice,
  batch: { sentAt: Date; rides: readonly unknown[] },
  options: { signature?: string } = {},
): Promise<LightMyRequestResponse> {
  const body = JSON.stringify({ sentAt: batch.sentAt.toISOString(), rides: batch.rides });
  return app.inject({
    method: 'POST',
    url: '/api/device/v1/rides',
    headers: {
      ...authorization(device),
      'content-type': 'application/json',
      'orbit-signature': options.signature ?? signatureOf(device, body),
    },
    payload: body,
  });
}
