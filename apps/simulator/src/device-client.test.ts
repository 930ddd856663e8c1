import { createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  deviceRideBatchSchema,
  deviceRidesHeadersSchema,
  endpoints,
  licenseFilePayloadSchema,
  licenseFileSchema,
} from '@orbit/contract';
import type { DeviceRide, DeviceSigningKey, LicenseFile, LicenseFilePayload } from '@orbit/contract';
import { deviceRules } from '@orbit/domain';
import {
  DeviceApiError,
  DeviceClient,
  DeviceNetworkError,
  checkLicenseFile,
  devicePaths,
  exportPrivateKey,
  loadDeviceKeyPair,
  makeDeviceKeyPair,
  retryAfterMs,
  retryDelayMs,
  rideRefusal,
  signBatch,
  signBody,
  splitIntoBatches,
  verifyBodySignature,
} from './device-client.ts';
import type { LicenseFileContext, RetryPolicy } from './device-client.ts';

const ride: DeviceRide = {
  id: '3d6f4c1e-8a2b-4f7e-9c1d-2b5a6e7f8091',
  seq: 1,
  consumedAt: '2026-11-27T09:41:07.000Z',
  durationInSeconds: 312,
  customersAmount: 2,
  scenarioId: 4,
  rideCost: 20,
  creditsAdded: 20,
  creditsAddOnKeyboard: 0,
  creditsExpired: 0,
  discountUsed: 0,
};

describe('the machine key and signed batches', () => {
  it('makes a raw 32-byte public key in base64url and keeps it across a PEM round trip', () => {
    const pair = makeDeviceKeyPair();
    expect(pair.publicKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(pair.publicKey, 'base64url')).toHaveLength(32);
    // The raw key is also the last 32 bytes of the SPKI DER.
    const spki = createPublicKey(pair.privateKey).export({ type: 'spki', format: 'der' });
    expect(spki.subarray(-32).toString('base64url')).toBe(pair.publicKey);
    expect(loadDeviceKeyPair(exportPrivateKey(pair.privateKey)).publicKey).toBe(pair.publicKey);
  });

  it('signs the SHA-256 of the exact bytes: the signature verifies with the public key', () => {
    const pair = makeDeviceKeyPair();
    const { body, signature } = signBatch({ sentAt: '2026-11-27T10:00:00.000Z', rides: [ride] }, pair.privateKey);
    expect(deviceRidesHeadersSchema.parse({ 'orbit-signature': signature })).toBeTruthy();
    expect(deviceRideBatchSchema.parse(JSON.parse(body))).toEqual({
      sentAt: '2026-11-27T10:00:00.000Z',
      rides: [ride],
    });
    expect(verifyBodySignature(body, signature, pair.publicKey)).toBe(true);
    expect(verifyBodySignature(Buffer.from(body), signature, pair.publicKey)).toBe(true);
  });

  it('fails for a tampered body, another key, or a signature of the body itself instead of its digest', () => {
    const pair = makeDeviceKeyPair();
    const body = JSON.stringify({ sentAt: '2026-11-27T10:00:00.000Z', rides: [ride] });
    const signature = signBody(body, pair.privateKey);
    expect(
      verifyBodySignature(body.replace('"customersAmount":2', '"customersAmount":3'), signature, pair.publicKey),
    ).toBe(false);
    expect(verifyBodySignature(`${body} `, signature, pair.publicKey)).toBe(false);
    expect(verifyBodySignature(body, signature, makeDeviceKeyPair().publicKey)).toBe(false);
    const ofBody = sign(null, Buffer.from(body), pair.privateKey).toString('base64url');
    expect(verifyBodySignature(body, ofBody, pair.publicKey)).toBe(false);
  });
});

/** A server's signing key and a licence file signed as the server signs them. */
function issuer() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'jwk' }).x as string;
  const key: DeviceSigningKey = {
    kid: 'a1b2c3d4e5f60718',
    alg: 'Ed25519',
    publicKey: raw,
    createdAt: now.toISOString(),
  };
  const issue = (payload: LicenseFilePayload, signWith = privateKey): LicenseFile => {
    const enc = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return {
      alg: 'Ed25519',
      kid: key.kid,
      enc,
      sig: sign(null, Buffer.from(enc, 'ascii'), signWith).toString('base64url'),
    };
  };
  return { key, issue };
}

const now = new Date('2026-11-27T10:00:00.000Z');
const payload: LicenseFilePayload = {
  v: 1,
  license: { id: 7, key: 'ORB-7Q2K', label: 'Floor 2', gameModel: 'OrbitCoaster', type: 'limited', status: 'active' },
  device: { id: 41, fingerprint: 'c0ffee5e1f2a4b7d' },
  block: null,
  scenarios: [{ id: 4, version: '1.0.0' }],
  issuedAt: '2026-11-27T09:59:00.000Z',
  expiresAt: '2026-11-30T09:59:00.000Z',
  serverTime: '2026-11-27T09:59:00.000Z',
};

describe('licence files', () => {
  const { key, issue } = issuer();
  const context: LicenseFileContext = {
    keys: [key],
    fingerprint: 'c0ffee5e1f2a4b7d',
    now,
    latestServerTime: new Date('2026-11-27T09:59:30.000Z'),
    clockToleranceMs: deviceRules.clockToleranceMs,
  };

  it('accepts a good file and gives its payload', () => {
    const file = issue(payload);
    expect(licenseFileSchema.parse(file)).toEqual(file);
    const check = checkLicenseFile(file, context);
    expect(check).toEqual({ ok: true, payload });
    expect(licenseFilePayloadSchema.parse(check.ok && check.payload)).toEqual(payload);
  });

  it('refuses a bad signature: another key, a changed payload, or a file from an unknown key', () => {
    const file = issue(payload);
    expect(checkLicenseFile(issue(payload, generateKeyPairSync('ed25519').privateKey), context)).toEqual({
      ok: false,
      problem: 'bad_signature',
    });
    const stretched = Buffer.from(JSON.stringify({ ...payload, expiresAt: '2027-11-30T09:59:00.000Z' })).toString(
      'base64url',
    );
    expect(checkLicenseFile({ ...file, enc: stretched }, context)).toEqual({ ok: false, problem: 'bad_signature' });
    expect(checkLicenseFile({ ...file, kid: 'ffffffffffffffff' }, context)).toEqual({
      ok: false,
      problem: 'unknown_key',
    });
  });

  it('refuses a file made for another machine', () => {
    const file = issue({ ...payload, device: { id: 41, fingerprint: 'another-machine' } });
    expect(checkLicenseFile(file, context)).toEqual({ ok: false, problem: 'wrong_fingerprint' });
  });

  it('refuses an expired file', () => {
    expect(checkLicenseFile(issue(payload), { ...context, now: new Date('2026-11-30T09:59:00.000Z') })).toEqual({
      ok: false,
      problem: 'expired',
    });
  });

  it('refuses to play on a clock set back behind a server time already seen, within the tolerance', () => {
    const latestServerTime = new Date('2026-11-29T12:00:00.000Z');
    const setBack = { ...context, latestServerTime, now: new Date('2026-11-28T08:00:00.000Z') };
    expect(checkLicenseFile(issue(payload), setBack)).toEqual({ ok: false, problem: 'clock_set_back' });
    // The file's own server time counts as seen too.
    const behindFile = { ...context, latestServerTime: null, now: new Date('2026-11-27T09:57:00.000Z') };
    expect(checkLicenseFile(issue(payload), behindFile)).toEqual({ ok: false, problem: 'clock_set_back' });
    const slightlyBehind = { ...context, now: new Date(latestServerTime.getTime() - 30_000), latestServerTime };
    expect(checkLicenseFile(issue(payload), slightlyBehind).ok).toBe(true);
  });

  it('refuses a signed payload that is not the JSON the machine needs', () => {
    const file = issue({ v: 1 } as unknown as LicenseFilePayload);
    expect(checkLicenseFile(file, context)).toEqual({ ok: false, problem: 'bad_payload' });
  });
});

describe('whether a ride may start', () => {
  const good = { ok: true as const, payload };
  const block = {
    code: 2,
    reason: 'insufficient-coin-balance' as const,
    since: '2026-11-27T09:00:00.000Z',
    licenseKey: null,
    temporaryUnblockUntil: null,
  };

  it('plays on a good file when valid, and offline before any validation', () => {
    expect(rideRefusal({ licenseFile: good, code: 'VALID', block: null, now })).toBeNull();
    expect(rideRefusal({ licenseFile: good, code: null, block: null, now })).toBeNull();
  });

  it('starts no ride once blocked, revoked, replaced or overdue, nor on a refused file', () => {
    for (const code of ['BLOCKED', 'REVOKED', 'DEVICE_REPLACED', 'SYNC_OVERDUE'] as const) {
      expect(rideRefusal({ licenseFile: good, code, block: null, now })).toBe(`validation says ${code}`);
    }
    expect(rideRefusal({ licenseFile: { ok: false, problem: 'expired' }, code: 'VALID', block: null, now })).toBe(
      'licence file refused: expired',
    );
    expect(rideRefusal({ licenseFile: good, code: null, block, now })).toBe('blocked (#2 insufficient-coin-balance)');
  });

  it('plays while a temporary unblock suspends the block, and stops when it ends', () => {
    const suspended = { ...block, temporaryUnblockUntil: '2026-11-27T11:00:00.000Z' };
    expect(rideRefusal({ licenseFile: good, code: 'VALID', block: suspended, now })).toBeNull();
    const later = new Date('2026-11-27T11:00:00.000Z');
    expect(rideRefusal({ licenseFile: good, code: 'VALID', block: suspended, now: later })).not.toBeNull();
  });
});

describe('batches', () => {
  it('splits rides into batches of at most the maximum, in order', () => {
    const items = Array.from({ length: 1201 }, (_, index) => index);
    const batches = splitIntoBatches(items, 500);
    expect(batches.map((batch) => batch.length)).toEqual([500, 500, 201]);
    expect(batches.flat()).toEqual(items);
    expect(splitIntoBatches([], 500)).toEqual([]);
    expect(splitIntoBatches([1, 2], 500)).toEqual([[1, 2]]);
    expect(() => splitIntoBatches([1], 0)).toThrow(RangeError);
  });
});

const policy: RetryPolicy = { attempts: 4, baseDelayMs: 100, maxDelayMs: 1000, maxRetryAfterMs: 5000, timeoutMs: 1000 };

describe('backoff', () => {
  it('doubles the wait up to the maximum, with jitter between half and all of it', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt, policy, null, () => 0.999999))).toEqual([
      100, 200, 400, 800, 1000, 1000,
    ]);
    expect(retryDelayMs(3, policy, null, () => 0)).toBe(200);
  });

  it('waits at least what Retry-After asks, in seconds or as a date', () => {
    const at = Date.parse('2026-11-27T10:00:00.000Z');
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs('Fri, 27 Nov 2026 10:00:07 GMT', at)).toBe(7000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryDelayMs(1, policy, '2', () => 0.5)).toBe(2000);
  });
});

/** A fetch that answers from a script and records what it was sent. */
function scriptedFetch(steps: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    calls.push({ url: String(input), init: init ?? {} });
    const step = steps.shift();
    if (!step) throw new Error('No answer scripted');
    if (step instanceof Error) throw step;
    return step;
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function client(steps: (Response | Error)[]) {
  const scripted = scriptedFetch(steps);
  const waits: number[] = [];
  const deviceClient = new DeviceClient({
    baseUrl: 'http://server.test',
    fetch: scripted.fetch,
    retry: policy,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { deviceClient, calls: scripted.calls, waits };
}

const keysAnswer = { keys: [] };

describe('the calls and their retries', () => {
  it('uses the paths of the contract', () => {
    for (const [name, path] of Object.entries(devicePaths)) {
      expect(endpoints[name as keyof typeof devicePaths].path).toBe(path);
    }
  });

  it('retries network errors and 5xx, honouring Retry-After, then succeeds', async () => {
    const { deviceClient, calls, waits } = client([
      new TypeError('fetch failed'),
      json(503, { message: 'Busy' }, { 'retry-after': '2' }),
      json(500, { message: 'Oops' }),
      json(200, keysAnswer),
    ]);
    await expect(deviceClient.keys()).resolves.toEqual(keysAnswer);
    expect(calls).toHaveLength(4);
    expect(waits[1]).toBeGreaterThanOrEqual(2000);
    expect(waits).toHaveLength(3);
  });

  it('gives up after the last try with the network error', async () => {
    const { deviceClient, calls } = client(Array.from({ length: 4 }, () => new TypeError('fetch failed')));
    await expect(deviceClient.keys()).rejects.toBeInstanceOf(DeviceNetworkError);
    expect(calls).toHaveLength(4);
  });

  it('does not retry a final answer, nor a 429 asking for longer than it waits', async () => {
    const refused = client([json(409, { message: 'The licence is held by another machine' })]);
    const error = await refused.deviceClient.keys().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeviceApiError);
    expect(error).toMatchObject({ status: 409, message: 'deviceKeys: The licence is held by another machine' });
    expect(refused.calls).toHaveLength(1);

    const limited = client([json(429, { message: 'Too many' }, { 'retry-after': '900' })]);
    await expect(limited.deviceClient.keys()).rejects.toMatchObject({ status: 429, retryAfterMs: 900_000 });
    expect(limited.calls).toHaveLength(1);
  });

  it('sends a batch whose signature verifies over the bytes sent, the same bytes on a retry', async () => {
    const pair = makeDeviceKeyPair();
    const answer = { results: [], serverTime: now.toISOString(), wallet: {}, block: null };
    const { deviceClient, calls } = client([json(502, { message: 'Bad gateway' }), json(200, answer)]);
    await deviceClient.sendRides('odt_token', pair.privateKey, { sentAt: now.toISOString(), rides: [ride] });
    expect(calls).toHaveLength(2);
    const [first, second] = calls.map(({ init }) => init);
    expect(second?.body).toBe(first?.body);
    const headers = new Headers(second?.headers);
    expect(headers.get('authorization')).toBe('Device odt_token');
    expect(headers.get('content-type')).toBe('application/json');
    expect(verifyBodySignature(String(second?.body), headers.get('orbit-signature') ?? '', pair.publicKey)).toBe(true);
    expect(calls[0]?.url).toBe('http://server.test/api/device/v1/rides');
  });

  it('sends If-None-Match and keeps the cached scenarios on a 304', async () => {
    const scenarios = [
      {
        id: 4,
        gameModel: 'OrbitCoaster' as const,
        version: '1.0.0',
        minGameVersion: '2.0.0',
        time: 300,
        languages: {},
        imageUrl: null,
        thumbnailUrl: null,
      },
    ];
    const { deviceClient, calls } = client([
      json(200, { results: scenarios }, { etag: '"v1"' }),
      new Response(null, { status: 304, headers: { etag: '"v1"' } }),
    ]);
    const first = await deviceClient.scenarios('odt_token', null);
    expect(first).toEqual({ etag: '"v1"', results: scenarios, changed: true });
    const second = await deviceClient.scenarios('odt_token', first);
    expect(second).toEqual({ etag: '"v1"', results: scenarios, changed: false });
    expect(new Headers(calls[1]?.init.headers).get('if-none-match')).toBe('"v1"');
  });

  it('checks answers with the given check', async () => {
    const deviceClient = new DeviceClient({
      baseUrl: 'http://server.test',
      fetch: scriptedFetch([json(200, { nope: true })]).fetch,
      checkAnswer: (endpoint, body) => {
        if (!(body as { keys?: unknown }).keys) throw new Error(`${endpoint}: answer off the contract`);
      },
    });
    await expect(deviceClient.keys()).rejects.toThrow('deviceKeys: answer off the contract');
  });
});
