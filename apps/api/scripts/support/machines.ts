import { createHash, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { DeviceRide, DeviceScenariosResponse } from '@orbit/contract';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { licenses, users, walletRecords } from '../../src/db/schema.ts';

/** A simulator PC of a script: its key pair, token and the scenarios its licence may play. */
export interface Machine {
  licenseKey: string;
  privateKey: KeyObject;
  token: string;
  scenarioIds: number[];
  nextSeq: number;
}

/**
 * Clients of a script's own, each with the coins given and `licensesEach` limited licences; answers the licence
 * keys, the licences of one client next to each other.
 */
export async function addMachineClients(
  handle: DatabaseHandle,
  options: { clients: number; licensesEach: number; coins: (clientIndex: number) => number; prefix: string },
): Promise<{ userIds: number[]; licenseKeys: string[] }> {
  const [template] = await handle.db.select({ passwordHash: users.passwordHash }).from(users).limit(1);
  const clients = await handle.db
    .insert(users)
    .values(
      Array.from({ length: options.clients }, (_, index) => ({
        name: `${options.prefix} Arcade ${index + 1}`,
        email: `${options.prefix.toLowerCase()}.${index + 1}@example.com`,
        passwordHash: template?.passwordHash ?? '',
        scope: 'user' as const,
        timezone: 'America/Sao_Paulo',
      })),
    )
    .returning({ id: users.id });
  const funded = clients
    .map((client, index) => ({ userId: client.id, amount: options.coins(index), issuerUserId: 1 }))
    .filter((record) => record.amount !== 0);
  if (funded.length > 0) await handle.db.insert(walletRecords).values(funded);
  const rows = await handle.db
    .insert(licenses)
    .values(
      clients.flatMap((client, clientIndex) =>
        Array.from({ length: options.licensesEach }, (_, index) => ({
          key: `${options.prefix.toUpperCase()}-${clientIndex + 1}-${index + 1}-${randomUUID().slice(0, 8)}`,
          label: `${options.prefix} ${clientIndex + 1}.${index + 1}`,
          gameModel: 'OrbitCoaster' as const,
          issuerUserId: 1,
          userId: client.id,
        })),
      ),
    )
    .returning({ key: licenses.key });
  return { userIds: clients.map((client) => client.id), licenseKeys: rows.map((row) => row.key) };
}

/** Activates a new machine on the licence and reads its scenarios. */
export async function activateMachine(baseUrl: string, licenseKey: string, fingerprint: string): Promise<Machine> {
  const pair = generateKeyPairSync('ed25519');
  const response = await fetch(`${baseUrl}/api/device/v1/activations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      licenseKey,
      fingerprint,
      publicKey: pair.publicKey.export({ format: 'jwk' }).x,
      hostname: fingerprint,
      appVersion: '1.0.0',
      gameVersion: '1.0.0',
    }),
  });
  if (response.status !== 201) throw new Error(`Activation answered ${response.status}: ${await response.text()}`);
  const { deviceToken: token } = (await response.json()) as { deviceToken: string };
  const scenarios = (await (
    await fetch(`${baseUrl}/api/device/v1/scenarios`, { headers: { authorization: `Device ${token}` } })
  ).json()) as DeviceScenariosResponse;
  const scenarioIds = scenarios.results.map((scenario) => scenario.id);
  if (scenarioIds.length === 0) throw new Error(`No scenario for ${licenseKey}`);
  return { licenseKey, privateKey: pair.privateKey, token, scenarioIds, nextSeq: 1 };
}

/** `count` rides of the machine, with the next sequence numbers, played over the `spanMs` before `endAt`. */
export function ridesOf(machine: Machine, count: number, endAt: number, spanMs: number): DeviceRide[] {
  return Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    seq: machine.nextSeq++,
    consumedAt: new Date(endAt - spanMs + Math.floor(((index + 1) * spanMs) / (count + 1))).toISOString(),
    durationInSeconds: 240,
    customersAmount: 1 + (index % 4),
    scenarioId: machine.scenarioIds[index % machine.scenarioIds.length] ?? 0,
    rideCost: 20,
    creditsAdded: 20,
    creditsAddOnKeyboard: index % 3,
    creditsExpired: 0,
    discountUsed: 0,
  }));
}

/** Sends a batch as a machine does: the body's bytes signed with its key. */
export function sendBatch(baseUrl: string, machine: Machine, body: string, signal?: AbortSignal): Promise<Response> {
  const signature = sign(null, createHash('sha256').update(body).digest(), machine.privateKey).toString('base64url');
  return fetch(`${baseUrl}/api/device/v1/rides`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Device ${machine.token}`,
      'orbit-signature': signature,
    },
    body,
    ...(signal && { signal }),
  });
}
