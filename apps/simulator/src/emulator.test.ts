import { createHash, createPublicKey, generateKeyPairSync, randomBytes, sign, verify } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeviceActivationRequest, DeviceRide, LicenseFilePayload } from '@orbit/contract';
import { compareVersions, machineProfiles, runEmulator, seededRandom } from './emulator.ts';
import type { EmulatorOptions } from './emulator.ts';

interface FakeDevice {
  id: number;
  licenseKey: string;
  fingerprint: string;
  publicKey: string;
  validations: number;
  /** When the server first answered VALID to a blocked licence's machine. */
  unblockedAt: number | null;
  rides: DeviceRide[];
  /** Shutdowns it said. */
  shutdowns: number;
}

/**
 * A stand-in for the server's device routes, just enough of the protocol to watch the emulator behave: it checks
 * ride signatures over the raw bytes, answers one 503 to each machine's first batch, and keeps `blocked` licences
 * BLOCKED for their first two validations.
 */
async function startFakeServer(blocked: ReadonlySet<string>) {
  const signing = generateKeyPairSync('ed25519');
  const key = {
    kid: '0123456789abcdef',
    alg: 'Ed25519' as const,
    publicKey: signing.publicKey.export({ format: 'jwk' }).x as string,
    createdAt: new Date().toISOString(),
  };
  const devices = new Map<string, FakeDevice>();
  const storedRides = new Map<string, string>();
  const block = {
    code: 3,
    reason: 'owner-request' as const,
    since: new Date().toISOString(),
    licenseKey: null,
    temporaryUnblockUntil: null,
  };
  const wallet = { balance: 100, limited: true, coinsPerCustomer: 2 };
  const scenario = {
    id: 4,
    gameModel: 'OrbitCoaster' as const,
    version: '1.0.0',
    minGameVersion: '2.0.0',
    time: 60,
    languages: { en: { title: 'Space', theme: 'Space', description: 'Up' } },
    imageUrl: null,
    thumbnailUrl: null,
  };

  const licenseFile = (device: FakeDevice) => {
    const now = Date.now();
    const payload: LicenseFilePayload = {
      v: 1,
      license: {
        id: device.id,
        key: device.licenseKey,
        label: 'Floor',
        gameModel: 'OrbitCoaster',
        type: 'limited',
        status: 'active',
      },
      device: { id: device.id, fingerprint: device.fingerprint },
      block: null,
      scenarios: [{ id: scenario.id, version: scenario.version }],
      issuedAt: new Date(now).toISOString(),
      expiresAt: new Date(now + 3 * 86_400_000).toISOString(),
      serverTime: new Date(now).toISOString(),
    };
    const enc = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const sig = sign(null, Buffer.from(enc, 'ascii'), signing.privateKey).toString('base64url');
    return { alg: 'Ed25519' as const, kid: key.kid, enc, sig };
  };

  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const answer = (status: number, value?: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(value === undefined ? undefined : JSON.stringify(value));
      };
      const token = (request.headers.authorization ?? '').replace(/^Device /, '');
      const device = devices.get(token);
      const serverTime = new Date().toISOString();
      const route = `${request.method} ${request.url}`;
      if (route === 'GET /api/device/v1/keys') return answer(200, { keys: [key] });
      if (route === 'POST /api/device/v1/activations') {
        const activation = JSON.parse(body.toString()) as DeviceActivationRequest;
        const made: FakeDevice = {
          id: devices.size + 1,
          licenseKey: activation.licenseKey,
          fingerprint: activation.fingerprint,
          publicKey: activation.publicKey,
          validations: 0,
          unblockedAt: null,
          rides: [],
          shutdowns: 0,
        };
        const deviceToken = `odt_${randomBytes(16).toString('base64url')}`;
        devices.set(deviceToken, made);
        return answer(201, { deviceId: made.id, deviceToken, licenseFile: licenseFile(made), serverTime });
      }
      if (!device) return answer(401, { message: 'Unknown device' });
      if (route === 'POST /api/device/v1/validate') {
        device.validations += 1;
        const isBlocked = blocked.has(device.licenseKey) && device.validations <= 2;
        if (blocked.has(device.licenseKey) && !isBlocked) device.unblockedAt ??= Date.now();
        const { nonce } = JSON.parse(body.toString()) as { nonce: string };
        return answer(200, {
          valid: !isBlocked,
          code: isBlocked ? 'BLOCKED' : 'VALID',
          detail: isBlocked ? 'Blocked' : 'Valid',
          block: isBlocked ? block : null,
          wallet,
          nextCheckInAt: new Date(Date.now() + 300_000).toISOString(),
          serverTime,
          nonce,
          licenseFile: null,
        });
      }
      if (route === 'GET /api/device/v1/scenarios') {
        if (request.headers['if-none-match'] === '"s1"') return answer(304, undefined, { etag: '"s1"' });
        return answer(200, { results: [scenario] }, { etag: '"s1"' });
      }
      if (route === 'POST /api/device/v1/rides') {
        const digest = createHash('sha256').update(body).digest();
        const signature = Buffer.from(String(request.headers['orbit-signature']), 'base64url');
        const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: device.publicKey }, format: 'jwk' });
        if (!verify(null, digest, publicKey, signature)) return answer(401, { message: 'Bad signature' });
        if (device.rides.length === 0 && !storedRides.has(`503:${device.id}`)) {
          storedRides.set(`503:${device.id}`, '');
          return answer(503, { message: 'Busy' }, { 'retry-after': '0' });
        }
        const { rides } = JSON.parse(body.toString()) as { rides: DeviceRide[] };
        const results = rides.map((ride) => {
          const content = JSON.stringify(ride);
          const stored = storedRides.get(ride.id);
          if (stored !== undefined) return { id: ride.id, status: stored === content ? 'duplicate' : 'conflict' };
          storedRides.set(ride.id, content);
          device.rides.push(ride);
          return { id: ride.id, status: 'accepted', chargedAmount: ride.customersAmount * 2 };
        });
        return answer(200, { results, serverTime, wallet, block: null });
      }
      if (route === 'POST /api/device/v1/shutdown') {
        device.shutdowns += 1;
        return answer(200, { switchedOffAt: serverTime, serverTime });
      }
      return answer(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    devices: () => [...devices.values()],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let stateDir: string;
beforeEach(async () => {
  stateDir = await mkdtemp(path.join(tmpdir(), 'orbit-emulator-'));
});
afterEach(async () => {
  await rm(stateDir, { recursive: true, force: true });
});

const baseOptions = (url: string): EmulatorOptions => ({
  url,
  devices: 3,
  minutes: 0.1,
  speed: 600,
  offlineShare: 1 / 3,
  clockSkewShare: 1 / 3,
  clockSkewSeconds: 120,
  duplicateShare: 0.5,
  stateDir,
  licenses: ['K-BLOCKED', 'K-2', 'K-3'],
  staff: { email: 'admin@example.com', password: 'demo1234' },
  forwardedFor: false,
  progressSeconds: 60,
  seed: 42,
  log: () => undefined,
  retry: { attempts: 3, baseDelayMs: 20, maxDelayMs: 100, maxRetryAfterMs: 1000, timeoutMs: 2000 },
});

describe('the emulator against a stand-in server', () => {
  it('activates, plays, delivers every ride once, resends, plays offline and waits out a block', async () => {
    const server = await startFakeServer(new Set(['K-BLOCKED']));
    try {
      const summary = await runEmulator(baseOptions(server.url));
      expect(summary.problems).toEqual({});
      expect(summary).toMatchObject({ devices: 3, activations: 3, licenseFilesVerified: 3, pendingAtEnd: 0 });
      expect(summary.ridesPlayed).toBeGreaterThan(10);
      expect(summary.ridesPlayedOffline).toBeGreaterThan(0);
      expect(summary.offlineFailures).toBeGreaterThan(0);
      expect(summary.retries).toBeGreaterThan(0);
      expect(summary.accepted).toBe(summary.ridesPlayed);
      expect(summary.ridesResent).toBeGreaterThan(0);
      expect(summary.duplicate).toBe(summary.ridesResent);
      expect(summary.conflict).toBe(0);
      expect(summary.rejected).toEqual({});
      expect(summary.scenarioLists.notModified).toBeGreaterThan(0);
      expect(summary.blockedDevices).toHaveLength(1);
      expect(summary.refusals).toEqual({ 'validation says BLOCKED': 1 });

      const devices = server.devices();
      expect(devices.flatMap((device) => device.rides)).toHaveLength(summary.ridesPlayed);
      for (const device of devices) {
        expect(device.rides.map((ride) => ride.seq).sort((a, b) => a - b)).toEqual(
          device.rides.map((_, index) => index + 1),
        );
      }
      // Each machine said it was switching off once its last rides were delivered.
      expect(summary.shutdowns).toBe(3);
      expect(devices.map((device) => device.shutdowns)).toEqual([1, 1, 1]);
      // The blocked machine started no ride before the server said VALID again (its clock may run ahead).
      const blocked = devices.find((device) => device.licenseKey === 'K-BLOCKED');
      expect(blocked?.unblockedAt).not.toBeNull();
      for (const ride of blocked?.rides ?? []) {
        expect(Date.parse(ride.consumedAt)).toBeGreaterThanOrEqual((blocked?.unblockedAt ?? 0) - 5);
      }

      // A second run resumes the same machines from their saved state.
      const again = await runEmulator({ ...baseOptions(server.url), minutes: 0.02, licenses: [] });
      expect(again).toMatchObject({ devices: 3, activations: 0, resumed: 3, pendingAtEnd: 0, problems: {} });
      expect(server.devices()).toHaveLength(3);
    } finally {
      await server.close();
    }
  }, 30_000);
});

describe('machine profiles', () => {
  it('gives exact shares of offline and skewed machines, windows ending before the run does', () => {
    const options = { ...baseOptions('http://x.test'), devices: 10, offlineShare: 0.2, clockSkewShare: 0.3 };
    const profiles = machineProfiles(options, seededRandom(1));
    expect(profiles.filter((profile) => profile.offline)).toHaveLength(2);
    expect(profiles.filter((profile) => profile.clockSkewMs === 120_000)).toHaveLength(3);
    expect(profiles.filter((profile) => profile.offline && profile.clockSkewMs)).toHaveLength(0);
    for (const { offline } of profiles) {
      if (offline) expect(offline.untilMs).toBeLessThanOrEqual(options.minutes * 60_000 * 0.8);
    }
    expect(profiles.map((profile) => profile.name).slice(0, 2)).toEqual(['sim-001', 'sim-002']);
  });

  it('repeats its choices for a seed', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    expect(draw(7).every((value) => value >= 0 && value < 1)).toBe(true);
  });
});

describe('versions', () => {
  it('compares dotted versions number by number', () => {
    expect(compareVersions('2.10.0', '2.9.1')).toBe(1);
    expect(compareVersions('2.0', '2.0.0')).toBe(0);
    expect(compareVersions('1.8.4', '2.0.0')).toBe(-1);
  });
});
