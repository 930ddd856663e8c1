import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type {
  DeviceActivationRequest,
  DeviceActivationResponse,
  DeviceBlock,
  DeviceRide,
  DeviceRideBatchResponse,
  DeviceScenario,
  DeviceScenariosResponse,
  DeviceSigningKey,
  DeviceShutdownRequest,
  DeviceShutdownResponse,
  DeviceSigningKeysResponse,
  DeviceValidationRequest,
  DeviceValidationResponse,
  LicenseFile,
  LicenseFilePayload,
} from '@orbit/contract';

/**
 * The device side of the protocol (ADR 0049, docs/devices.md) in one module: what a simulator vendor ports to the
 * machine's own language. It needs HTTPS, Ed25519 and SHA-256 only, and takes nothing of ours but the contract's
 * types.
 */

/** Where each call lives, under the server's base URL. */
export const devicePaths = {
  deviceActivate: '/api/device/v1/activations',
  deviceKeys: '/api/device/v1/keys',
  deviceValidate: '/api/device/v1/validate',
  deviceScenarios: '/api/device/v1/scenarios',
  deviceRides: '/api/device/v1/rides',
  deviceShutdown: '/api/device/v1/shutdown',
} as const;
export type DeviceEndpoint = keyof typeof devicePaths;

// ---- The machine's own key pair ----

/** The machine's Ed25519 key pair: the private key signs ride batches, the public key goes to the server once. */
export interface DeviceKeyPair {
  privateKey: KeyObject;
  /** The raw 32-byte public key, base64url without padding, as activation sends it. */
  publicKey: string;
}

export function makeDeviceKeyPair(): DeviceKeyPair {
  return deviceKeyPair(generateKeyPairSync('ed25519').privateKey);
}

/** The key pair from its private key saved as PKCS#8 PEM (`exportPrivateKey`). */
export function loadDeviceKeyPair(privateKeyPem: string): DeviceKeyPair {
  return deviceKeyPair(createPrivateKey(privateKeyPem));
}

export function exportPrivateKey(privateKey: KeyObject): string {
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

function deviceKeyPair(privateKey: KeyObject): DeviceKeyPair {
  // The JWK `x` of an Ed25519 key is exactly its raw 32 bytes in base64url.
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' });
  if (!x) throw new Error('Not an Ed25519 key');
  return { privateKey, publicKey: x };
}

/** A public key from its raw 32 bytes in base64url (the server's `/keys`, or the machine's own). */
export function publicKeyFromRaw(raw: string): KeyObject {
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw }, format: 'jwk' });
}

// ---- Signed ride batches ----

/** `Orbit-Signature`: the base64url Ed25519 signature of the SHA-256 digest of the exact body bytes sent. */
export function signBody(body: string | Uint8Array, privateKey: KeyObject): string {
  return sign(null, sha256(body), privateKey).toString('base64url');
}

/** What the server checks; here for tests and for whoever ports `signBody`. */
export function verifyBodySignature(body: string | Uint8Array, signature: string, publicKey: string): boolean {
  return verify(null, sha256(body), publicKeyFromRaw(publicKey), Buffer.from(signature, 'base64url'));
}

function sha256(data: string | Uint8Array): Buffer {
  return createHash('sha256').update(data).digest();
}

// ---- Licence files ----

/** Why the machine refuses a licence file. */
export type LicenseFileProblem =
  'unknown_key' | 'bad_signature' | 'bad_payload' | 'wrong_fingerprint' | 'clock_set_back' | 'expired';

export type LicenseFileCheck = { ok: true; payload: LicenseFilePayload } | { ok: false; problem: LicenseFileProblem };

export interface LicenseFileContext {
  /** The keys published at `/keys`. */
  keys: readonly DeviceSigningKey[];
  /** This machine's fingerprint: a file made for another machine is refused. */
  fingerprint: string;
  /** The machine's clock. */
  now: Date;
  /** The latest server time the machine has seen (answers and files); null before any. */
  latestServerTime: Date | null;
  /** How far behind that time the clock may be before the machine calls it set back (`deviceRules`). */
  clockToleranceMs: number;
}

/**
 * Checks a licence file before the machine plays on it: `sig` must be the Ed25519 signature of the `enc` text by
 * the published key named `kid`, the payload must name this machine, the clock must not be behind a server time
 * already seen (a clock set back would stretch the file), and the file must not have expired.
 */
export function checkLicenseFile(file: LicenseFile, context: LicenseFileContext): LicenseFileCheck {
  const key = context.keys.find((candidate) => candidate.kid === file.kid && candidate.alg === file.alg);
  if (!key) return { ok: false, problem: 'unknown_key' };
  const signed = verify(
    null,
    Buffer.from(file.enc, 'ascii'),
    publicKeyFromRaw(key.publicKey),
    Buffer.from(file.sig, 'base64url'),
  );
  if (!signed) return { ok: false, problem: 'bad_signature' };
  const payload = decodeLicenseFile(file);
  if (!payload) return { ok: false, problem: 'bad_payload' };
  if (payload.device.fingerprint !== context.fingerprint) return { ok: false, problem: 'wrong_fingerprint' };
  const seen = Math.max(Date.parse(payload.serverTime), context.latestServerTime?.getTime() ?? 0);
  if (context.now.getTime() < seen - context.clockToleranceMs) return { ok: false, problem: 'clock_set_back' };
  if (context.now.getTime() >= Date.parse(payload.expiresAt)) return { ok: false, problem: 'expired' };
  return { ok: true, payload };
}

/** The payload of a file whose signature was checked; null when it is not the JSON the machine needs. */
function decodeLicenseFile(file: LicenseFile): LicenseFilePayload | null {
  try {
    const payload = JSON.parse(Buffer.from(file.enc, 'base64url').toString('utf8')) as LicenseFilePayload;
    const complete =
      typeof payload.device?.fingerprint === 'string' &&
      !Number.isNaN(Date.parse(payload.expiresAt)) &&
      !Number.isNaN(Date.parse(payload.serverTime));
    return complete ? payload : null;
  } catch {
    return null;
  }
}

// ---- May the machine start a ride? ----

export interface PlayState {
  /** The check of the licence file held now. */
  licenseFile: LicenseFileCheck;
  /** The code of the last validation answer; null before the first (offline since activation). */
  code: DeviceValidationResponse['code'] | null;
  /** The latest block the machine learnt of (validation, ride answer or licence file). */
  block: DeviceBlock | null;
  now: Date;
}

/** Why no new ride may start, or null when one may. A ride under way always finishes. */
export function rideRefusal(state: PlayState): string | null {
  if (!state.licenseFile.ok) return `licence file refused: ${state.licenseFile.problem}`;
  if (state.code && state.code !== 'VALID') return `validation says ${state.code}`;
  const { block } = state;
  if (block && !(block.temporaryUnblockUntil && Date.parse(block.temporaryUnblockUntil) > state.now.getTime())) {
    return `blocked (#${block.code} ${block.reason})`;
  }
  return null;
}

// ---- Retries ----

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The first wait; each later one doubles, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A `Retry-After` longer than this is not waited for: the call fails and the caller decides. */
  maxRetryAfterMs: number;
  /** One try's time limit. */
  timeoutMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  attempts: 5,
  baseDelayMs: 500,
  maxDelayMs: 15_000,
  maxRetryAfterMs: 60_000,
  timeoutMs: 20_000,
};

/** Network failures, 5xx and 429 are worth another try; any other answer is final. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 429;
}

/**
 * How long to wait before try `attempt + 1`: exponential with jitter (so a fleet that lost the server does not
 * come back in step), or what `Retry-After` asks (seconds or an HTTP date) when it asks for longer.
 */
export function retryDelayMs(
  attempt: number,
  policy: RetryPolicy,
  retryAfter: string | null = null,
  random: () => number = Math.random,
  now = Date.now(),
): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  const jittered = Math.round(exponential * (0.5 + random() / 2));
  return Math.max(jittered, retryAfterMs(retryAfter, now) ?? 0);
}

/** `Retry-After` in milliseconds, from seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** A final error answer of the server: `{ message, errors? }` with its status. */
export class DeviceApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  /** What `Retry-After` asked for, on a 429 or 503 not waited for. */
  readonly retryAfterMs: number | null;

  constructor(status: number, message: string, errors?: Record<string, string>, retryAfter: number | null = null) {
    super(message);
    this.name = 'DeviceApiError';
    this.status = status;
    this.errors = errors;
    this.retryAfterMs = retryAfter;
  }
}

/** The server could not be reached (or did not answer in time) on any try. */
export class DeviceNetworkError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DeviceNetworkError';
  }
}

// ---- The calls ----

export interface DeviceClientOptions {
  /** The server, as `https://console.example.com`. */
  baseUrl: string;
  fetch?: typeof fetch;
  retry?: RetryPolicy;
  sleep?: (ms: number) => Promise<void>;
  /** Checks an answer's body and throws when it is not what the protocol says (the emulator uses the contract). */
  checkAnswer?: (endpoint: DeviceEndpoint, body: unknown) => void;
  /** Told of every try that failed and will be tried again. */
  onRetry?: (endpoint: DeviceEndpoint, reason: string, delayMs: number) => void;
}

/** The scenarios the machine holds, with the ETag that lets the server answer 304 when nothing changed. */
export interface ScenarioCache {
  etag: string | null;
  results: DeviceScenario[];
}

/** A ride batch as sent: the body's exact text and the signature of those bytes. */
export interface SignedBatch {
  body: string;
  signature: string;
}

export class DeviceClient {
  readonly #options: DeviceClientOptions;
  readonly #retry: RetryPolicy;

  constructor(options: DeviceClientOptions) {
    this.#options = options;
    this.#retry = options.retry ?? defaultRetryPolicy;
  }

  /** 201 with the device's id, token and first licence file; 404 unknown key, 403 revoked, 409 slot held, 429. */
  async activate(request: DeviceActivationRequest): Promise<DeviceActivationResponse> {
    const answer = await this.#call('deviceActivate', { method: 'POST', body: JSON.stringify(request) });
    return answer.body as DeviceActivationResponse;
  }

  /** The public keys that sign licence files (no token needed). */
  async keys(): Promise<DeviceSigningKeysResponse> {
    return (await this.#call('deviceKeys', { method: 'GET' })).body as DeviceSigningKeysResponse;
  }

  /** Validation and heartbeat, at boot and at `nextCheckInAt`. */
  async validate(token: string, request: DeviceValidationRequest): Promise<DeviceValidationResponse> {
    const answer = await this.#call('deviceValidate', { method: 'POST', token, body: JSON.stringify(request) });
    return answer.body as DeviceValidationResponse;
  }

  /** The licence's scenarios; a 304 keeps the cached list. */
  async scenarios(token: string, cached: ScenarioCache | null): Promise<ScenarioCache & { changed: boolean }> {
    const headers: Record<string, string> = cached?.etag ? { 'if-none-match': cached.etag } : {};
    const answer = await this.#call('deviceScenarios', { method: 'GET', token, headers });
    if (answer.status === 304 && cached) return { ...cached, changed: false };
    const { results } = answer.body as DeviceScenariosResponse;
    return { etag: answer.headers.get('etag'), results, changed: true };
  }

  /** Signs the batch's exact bytes with the machine's key and delivers it; retries send the very same bytes. */
  async sendRides(
    token: string,
    privateKey: KeyObject,
    batch: { sentAt: string; rides: readonly DeviceRide[] },
  ): Promise<DeviceRideBatchResponse> {
    const { body, signature } = signBatch(batch, privateKey);
    const answer = await this.#call('deviceRides', {
      method: 'POST',
      token,
      headers: { 'orbit-signature': signature },
      body,
    });
    return answer.body as DeviceRideBatchResponse;
  }

  /**
   * Optional, when the machine shuts down cleanly: its owner then sees it switched off rather than lost, until its
   * next validation. Safe to send again.
   */
  async shutdown(token: string, request: DeviceShutdownRequest): Promise<DeviceShutdownResponse> {
    const answer = await this.#call('deviceShutdown', { method: 'POST', token, body: JSON.stringify(request) });
    return answer.body as DeviceShutdownResponse;
  }

  async #call(
    endpoint: DeviceEndpoint,
    init: { method: 'GET' | 'POST'; token?: string; headers?: Record<string, string>; body?: string },
  ): Promise<{ status: number; headers: Headers; body: unknown }> {
    const { fetch: send = fetch, sleep = defaultSleep, checkAnswer, onRetry } = this.#options;
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.token) headers.authorization = `Device ${init.token}`;
    const url = new URL(devicePaths[endpoint], this.#options.baseUrl);
    for (let attempt = 1; ; attempt += 1) {
      const last = attempt >= this.#retry.attempts;
      let response: Response;
      try {
        const signal = AbortSignal.timeout(this.#retry.timeoutMs);
        response = await send(url, { method: init.method, headers, body: init.body, signal });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (last) throw new DeviceNetworkError(`${endpoint}: ${reason}`, { cause: error });
        const delay = retryDelayMs(attempt, this.#retry);
        onRetry?.(endpoint, reason, delay);
        await sleep(delay);
        continue;
      }
      if (response.ok || response.status === 304) {
        const body = response.status === 304 ? null : await response.json();
        if (body !== null) checkAnswer?.(endpoint, body);
        return { status: response.status, headers: response.headers, body };
      }
      const error = await readError(response);
      const asked = retryAfterMs(response.headers.get('retry-after'));
      const waitable = asked === null || asked <= this.#retry.maxRetryAfterMs;
      if (!isRetryableStatus(response.status) || last || !waitable) {
        throw new DeviceApiError(response.status, `${endpoint}: ${error.message}`, error.errors, asked);
      }
      const delay = retryDelayMs(attempt, this.#retry, response.headers.get('retry-after'));
      onRetry?.(endpoint, `${response.status} ${error.message}`, delay);
      await sleep(delay);
    }
  }
}

/** The body text and its signature, made once so that every retry sends the same signed bytes. */
export function signBatch(batch: { sentAt: string; rides: readonly DeviceRide[] }, privateKey: KeyObject): SignedBatch {
  const body = JSON.stringify({ sentAt: batch.sentAt, rides: batch.rides });
  return { body, signature: signBody(body, privateKey) };
}

/** Cuts rides into batches the server takes (at most `max` each), in order. */
export function splitIntoBatches<Item>(items: readonly Item[], max: number): Item[][] {
  if (!Number.isInteger(max) || max < 1) throw new RangeError('A batch holds at least one ride');
  const batches: Item[][] = [];
  for (let start = 0; start < items.length; start += max) batches.push(items.slice(start, start + max));
  return batches;
}

async function readError(response: Response): Promise<{ message: string; errors?: Record<string, string> }> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: Record<string, string> };
    return {
      message: typeof body.message === 'string' ? body.message : `HTTP ${response.status}`,
      errors: body.errors,
    };
  } catch {
    return { message: `HTTP ${response.status} ${text.slice(0, 200)}`.trim() };
  }
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
