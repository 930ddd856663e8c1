import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { endpoints, errorListLimit, errorResponseSchema } from '@orbit/contract';
import type { EndpointDefinition } from '@orbit/contract';
import { documentedErrorStatuses } from '@orbit/contract/openapi';
import { apiKeyScopes, canonicalEmail, isStaff } from '@orbit/domain';
import type { ApiKeyScope } from '@orbit/domain';
import { buildApp } from '../../src/app.ts';
import { systemClock } from '../../src/clock.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { demoAccounts, demoPassword } from '../../src/demo/demo-accounts.ts';
import { createRandom } from '../../src/demo/random.ts';
import { blockingOrders, devices, licenses, news, purchasedScenarios, scenarios, users } from '../../src/db/schema.ts';
import { createSessionCookie } from '../../src/plugins/session-cookie.ts';
import { createSessionService } from '../../src/areas/identity/index.ts';
import { installChangeLog } from './change-log.ts';
import type { RecordedChange } from './change-log.ts';
import { createGenerator, generateRequest } from './requests.ts';
import type {
  ActorName,
  FuzzRequest,
  JsonSchema,
  KeyActorName,
  OpenApiParameter,
  Operation,
  ValuePools,
} from './requests.ts';

/**
 * Whether an unauthorised caller must be refused with 401 or 403 before its input is looked at (ADR 0020); off,
 * such answers are counted and printed instead of failed.
 */
export const strictAccessByDefault = true;

/** Share of changing requests sent as a burst of identical copies, and how many copies. */
const burstShare = 0.08;
const burstCopies = 4;

export const actors: readonly ActorName[] = [
  'anonymous',
  'client',
  'otherClient',
  'pendingEmail',
  'colaborador',
  'supervisor',
  'admin',
  'device',
  'clientKey',
  'adminKey',
  'revokedKey',
];

/** Every read scope and no write: a key actor must be refused every call that changes something. */
const readScopes = apiKeyScopes.filter((scope) => scope.endsWith(':read'));

/**
 * Who makes each key actor's key, and where: the client its own, the admin the business's (ADR 0092); a revoked key
 * must answer 401 to everything.
 */
const keyActors: Record<
  KeyActorName,
  { maker: 'client' | 'admin'; path: string; scopes: readonly ApiKeyScope[]; revoked?: true }
> = {
  clientKey: { maker: 'client', path: '/api/api-keys', scopes: readScopes },
  adminKey: { maker: 'admin', path: '/api/admin/api-keys', scopes: readScopes },
  revokedKey: { maker: 'client', path: '/api/api-keys', scopes: readScopes, revoked: true },
};
const isKeyActor = (actor: ActorName): actor is KeyActorName => actor in keyActors;

/** The demo account behind each signed-in actor but `pendingEmail`, a seeded client of the demo business. */
const actorEmails: Record<Exclude<ActorName, 'anonymous' | 'device' | 'pendingEmail' | KeyActorName>, string> = {
  client: 'client@example.com',
  otherClient: 'blocked@example.com',
  colaborador: 'colaborador@example.com',
  supervisor: 'supervisor@example.com',
  admin: 'admin@example.com',
};

export interface FuzzOptions {
  /** A migrated and seeded database of the fuzz's own: it gets triggers and is written to. */
  handle: DatabaseHandle;
  requests: number;
  seed: number;
  /** Only the operations whose `METHOD /path` contains this text, to reproduce a finding quickly. */
  operationFilter?: string | undefined;
  /**
   * Unauthorised callers must get 401 or 403 whatever their input; without it a 400 given before the access check
   * is counted and reported, not failed.
   */
  strictAccess: boolean;
  /** Prints every answer to a valid request that was refused, to see why the generator misses. */
  showRefusedValid?: boolean;
  /** Prints progress and the tables; tests pass a silent one. */
  print: (line: string) => void;
}

export interface FuzzFailure {
  kind: string;
  request: FuzzRequest;
  status: number;
  answer: string;
  changes: RecordedChange[];
}

export interface FuzzResult {
  /** Requests sent, the copies of concurrent bursts included. */
  total: number;
  /** Of them, copies sent at the same time as each other. */
  inBursts: number;
  operations: number;
  /** Hash of every generated request: the same seed on the same data gives the same one. */
  fingerprint: string;
  byStatus: Map<number, number>;
  byActorAndStatus: Map<ActorName, Map<number, number>>;
  /** Answers to allowed callers per operation and status: shows how deep the valid requests reach. */
  allowedByOperation: Map<string, Map<number, number>>;
  unauthorised: number;
  /** Unauthorised requests whose URL or headers no route could be found for, refused before any access check. */
  unauthorisedRefusedBeforeRouting: number;
  /** Unauthorised requests answered with a status other than 401 or 403, by status (input checked first). */
  unauthorisedAnsweredBeforeAccess: Map<number, number>;
  failures: FuzzFailure[];
  /** The slowest requests (or bursts), slowest first. */
  slowest: { request: FuzzRequest; ms: number }[];
  seconds: number;
}

interface Answer {
  status: number;
  body: string;
}

/**
 * Sends requests generated from the served OpenAPI document to the real app, for every operation and actor, one
 * at a time (or one burst of identical copies at a time) so that every change the database logs belongs to the
 * request just answered.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzResult> {
  const { handle, print } = options;
  const changeLog = await installChangeLog(handle.db);
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'orbit-fuzz-uploads-'));
  const config = {
    // Each heartbeat is written with its request, so that every change belongs to the request just answered; the
    // status watcher (ADR 0089) would write marks as time moves, behind whatever request runs then.
    ...loadConfig({
      UPLOADS_DIR: uploadsDir,
      LOG_LEVEL: 'fatal',
      DEVICE_CALLS_FLUSH_MS: '0',
      COASTER_STATUS_WATCH_MS: '0',
      // The key actors call as often as the others; their limit is api-keys.test.ts's to show.
      API_KEY_CALLS_PER_MINUTE: '0',
    }),
    consoleDist: '/nonexistent/console-dist',
  };
  // No job is worked: the sweeps and the coaster alerts write at their minute, whatever request runs then. A job a
  // call queues is judged where it is queued (the change log), and a job a schedule queues is not judged at all.
  const app = await buildApp({ db: handle.db, config, jobWorkers: false });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const burstAgent = new http.Agent({ keepAlive: true, maxSockets: burstCopies });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const document = await sendRequest(agent, port, { method: 'GET', url: '/api/openapi.json', headers: {} }, {});
    const operations = operationsOf(JSON.parse(document.body) as OpenApiDocument);
    const access = accessByOperation(operations);
    const documentedStatuses = new Map(
      operations.map((operation) => [`${operation.method} ${operation.path}`, new Set(operation.statuses)]),
    );

    const cookie = createSessionCookie(config.session.secureCookie);
    const sessions = createSessionService(
      handle.db,
      { ...config.session, secondFactor: config.secondFactor },
      systemClock,
    );
    const machines = await activateMachines(agent, port, handle);
    const makerIds = await handle.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, [actorEmails.client, actorEmails.admin]));
    /** A key made by the demo account as a person would, with a session of its own; answers its id and secret. */
    const makeKey = async (maker: 'client' | 'admin', path: string, scopes: readonly ApiKeyScope[]) => {
      const makerId = makerIds.find((row) => row.email === actorEmails[maker])?.id;
      if (makerId === undefined) throw new Error(`The fuzz needs the demo account ${actorEmails[maker]}`);
      const token = await sessions.start(makerId, undefined, { userAgent: 'orbit-fuzz', ip: '127.0.0.1' });
      const made = await sendRequest(
        agent,
        port,
        {
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Fuzz ${maker}`, scopes }),
        },
        { cookie: `${cookie.name}=${token}` },
      );
      if (made.status !== 201) throw new Error(`The fuzz could not make a key: ${made.status} ${made.body}`);
      const { key, secret } = JSON.parse(made.body) as { key: { id: number }; secret: string };
      return { id: key.id, secret, cookie: `${cookie.name}=${token}` };
    };
    // Made first, so that their ids are the small ones odd path values may name; the key actors' come after.
    const spareKeyIds = [
      (await makeKey('client', '/api/api-keys', ['wallet:read'])).id,
      (await makeKey('admin', '/api/admin/api-keys', ['reports:read'])).id,
    ];
    const pools = await valuePools(handle, machines, spareKeyIds);
    /** What each actor sends to say who it is: a session cookie, or the device actor's token. */
    const credentials = new Map<ActorName, Record<string, string>>();
    const signInActor = async (actor: ActorName) => {
      if (actor === 'device') {
        const token = await activateDevice(agent, port, machines.actor);
        credentials.set(actor, { authorization: `Device ${token}` });
      } else if (isKeyActor(actor)) {
        const { maker, path: keyPath, scopes, revoked } = keyActors[actor];
        const made = await makeKey(maker, keyPath, scopes);
        if (revoked) {
          const answer = await sendRequest(
            agent,
            port,
            { method: 'DELETE', url: `${keyPath}/${made.id}`, headers: {} },
            { cookie: made.cookie },
          );
          if (answer.status !== 200)
            throw new Error(`The fuzz could not revoke a key: ${answer.status} ${answer.body}`);
        }
        credentials.set(actor, { authorization: `Bearer ${made.secret}` });
      } else if (actor !== 'anonymous') {
        const token = await sessions.start(pools.actorIds[actor], undefined, {
          userAgent: 'orbit-fuzz',
          ip: '127.0.0.1',
        });
        credentials.set(actor, { cookie: `${cookie.name}=${token}` });
      }
    };
    for (const actor of actors) await signInActor(actor);
    /**
     * Keeps the `pendingEmail` actor's change waiting: its own calls may withdraw it. Asking again takes the current
     * password, whose attempts the generated wrong ones may have used up for a while; the actor then waits without one.
     */
    const askForPendingEmail = async (setUp = false) => {
      const identity = credentials.get('pendingEmail') ?? {};
      const waiting = await sendRequest(
        agent,
        port,
        { method: 'GET', url: '/api/me/email-change', headers: {} },
        identity,
      );
      if (waiting.status === 200 && (JSON.parse(waiting.body) as { pending: unknown }).pending !== null) return;
      const asked = await sendRequest(
        agent,
        port,
        {
          method: 'POST',
          url: '/api/me/email',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: pools.pendingEmailAddress, currentPassword: demoPassword }),
        },
        identity,
      );
      if (setUp && asked.status !== 200) {
        throw new Error(`The pending email change was refused: ${asked.status} ${asked.body}`);
      }
    };
    await askForPendingEmail(true);
    const [pendingActorBefore] = await handle.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, pools.actorIds.pendingEmail));

    const random = createRandom(options.seed);
    const generator = createGenerator(random, pools);
    const chosen = operations.filter((operation) =>
      `${operation.method} ${operation.path}`.includes(options.operationFilter ?? ''),
    );
    const pairs = chosen.flatMap((operation) => actors.map((actor) => ({ operation, actor })));
    const requests: FuzzRequest[] = [];
    for (let sent = 0; sent < options.requests;) {
      const pair = pairs[requests.length % pairs.length];
      if (!pair) throw new Error('No operation to fuzz');
      const request = generateRequest(random, generator, pair.operation, pair.actor);
      // Some changes go out as bursts of identical copies at once, where races between checks and writes show.
      if (request.method !== 'GET' && random.chance(burstShare)) request.copies = burstCopies;
      requests.push(request);
      sent += request.copies;
    }
    const fingerprint = createHash('sha256').update(JSON.stringify(requests)).digest('hex').slice(0, 16);
    print(
      `${requests.reduce((sum, request) => sum + request.copies, 0)} requests over ${operations.length} operations × ${actors.length} actors, seed ${options.seed}, fingerprint ${fingerprint}`,
    );

    const result: FuzzResult = {
      total: 0,
      inBursts: 0,
      operations: operations.length,
      fingerprint,
      byStatus: new Map(),
      byActorAndStatus: new Map(actors.map((actor) => [actor, new Map()])),
      allowedByOperation: new Map(),
      unauthorised: 0,
      unauthorisedRefusedBeforeRouting: 0,
      unauthorisedAnsweredBeforeAccess: new Map(),
      failures: [],
      slowest: [],
      seconds: 0,
    };
    const started = performance.now();
    let position = await changeLog.position();
    for (const request of requests) {
      const credential = credentials.get(request.actor);
      const endpoint = access.get(request.operation);
      const allowed = isAllowed(endpoint, request.actor);
      const sentAt = performance.now();
      const identity = { ...credential, ...signatureFor(request, machines.actor) };
      const answers = await Promise.all(
        Array.from({ length: request.copies }, () =>
          sendOnce(request.copies > 1 ? burstAgent : agent, port, request, identity),
        ),
      );
      noteSlowest(result.slowest, request, performance.now() - sentAt);
      const next = await changeLog.position();
      const changes = next === position ? [] : await changeLog.since(position);
      position = next;

      // In a burst the changes belong to the burst: they are fine when any copy was accepted.
      const anyAccepted = answers.some((answer) => answer.status >= 200 && answer.status < 300);
      for (const answer of answers) {
        const kinds = judge(request, answer, anyAccepted ? [] : changes, {
          allowed,
          publicRoute: endpoint?.access === 'public',
          strictAccess: options.strictAccess,
          ownAccount: targetsOwnAccount(request, pools.actorIds),
          pendingEmailAddress: pools.pendingEmailAddress,
          documented: documentedStatuses.get(request.operation),
          deadKey: request.actor === 'revokedKey',
        });
        for (const kind of kinds) {
          result.failures.push({ kind, request, status: answer.status, answer: answer.body.slice(0, 300), changes });
        }
        tally(result, request, answer, allowed);
        if (options.showRefusedValid && allowed && request.mutations[0] === 'valid' && answer.status >= 400) {
          print(
            `refused valid ${request.actor} ${request.method} ${request.url.slice(0, 200)} ${request.body?.slice(0, 300) ?? ''}`,
          );
          print(`  → ${answer.status} ${answer.body.slice(0, 300)}`);
        }
      }
      // Signing in or out with an actor's cookie ends that session; so does a failure worth reporting.
      // A 401 on a route that takes the actor's credential means it no longer holds; a public route's 401 does not.
      const credentialRefused =
        allowed &&
        access.get(request.operation)?.access !== 'public' &&
        answers.some((answer) => answer.status === 401);
      const sessionChanged =
        request.actor !== 'device' && !isKeyActor(request.actor) && request.operation.includes('/api/sign-');
      if (sessionChanged || (credential && credentialRefused)) await signInActor(request.actor);
      if (request.actor === 'pendingEmail' && request.operation.includes('/email')) await askForPendingEmail();
      position = await changeLog.position();
      if (result.total % 2000 < request.copies) print(`  ${result.total} sent, ${result.failures.length} failures`);
    }
    result.seconds = (performance.now() - started) / 1000;
    // Nothing the fuzz sends can confirm the change: its link went only to the new mailbox.
    const [pendingActorAfter] = await handle.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, pools.actorIds.pendingEmail));
    const lastRequest = requests.at(-1);
    if (lastRequest && pendingActorAfter?.email !== pendingActorBefore?.email) {
      result.failures.push({
        kind: 'an email waiting for confirmation took effect',
        request: lastRequest,
        status: 0,
        answer: `${pendingActorBefore?.email} became ${pendingActorAfter?.email}`,
        changes: [],
      });
    }
    return result;
  } finally {
    agent.destroy();
    burstAgent.destroy();
    await app.close();
    await rm(uploadsDir, { recursive: true, force: true });
  }
}

/** Sends a request; a reset of a kept-alive socket is retried once on a new connection, any other error is the answer. */
async function sendOnce(
  agent: http.Agent,
  port: number,
  request: FuzzRequest,
  identity: Record<string, string>,
): Promise<Answer> {
  try {
    return await sendRequest(agent, port, request, identity).catch((error: NodeJS.ErrnoException) => {
      // The server closes the connection after some refusals (headers over the size limit); a kept-alive socket
      // can then be reset under the next request.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
      return sendRequest(agent, port, request, identity);
    });
  } catch (error) {
    return { status: 0, body: `no answer: ${(error as Error).message}` };
  }
}

function noteSlowest(slowest: FuzzResult['slowest'], request: FuzzRequest, ms: number): void {
  slowest.push({ request, ms });
  slowest.sort((a, b) => b.ms - a.ms);
  slowest.splice(5);
}

function tally(result: FuzzResult, request: FuzzRequest, answer: Answer, allowed: boolean): void {
  result.total += 1;
  if (request.copies > 1) result.inBursts += 1;
  count(result.byStatus, answer.status);
  count(result.byActorAndStatus.get(request.actor) ?? new Map(), answer.status);
  if (allowed) {
    const byStatus = result.allowedByOperation.get(request.operation) ?? new Map<number, number>();
    result.allowedByOperation.set(request.operation, byStatus);
    count(byStatus, answer.status);
    return;
  }
  result.unauthorised += 1;
  if (request.malformedUrl || refusedBeforeRouting(answer)) result.unauthorisedRefusedBeforeRouting += 1;
  else if (answer.status !== 401 && answer.status !== 403)
    count(result.unauthorisedAnsweredBeforeAccess, answer.status);
}

const documentedErrors = new Set<number>(documentedErrorStatuses);

/** Answers an unauthorised caller may get for its input while access is checked after validation. */
const refusalsBeforeAccess = new Set([400, 404, 413, 415, 429, 431]);

/**
 * Refusals before any route is known, so before any access check can run: headers over their size limit, or a
 * path the router cannot read (broken percent-encoding, a parameter over its length), which answers `errors.path`.
 */
function refusedBeforeRouting(answer: Answer): boolean {
  if (answer.status === 431) return true;
  if (answer.status !== 400) return false;
  try {
    return (JSON.parse(answer.body) as { errors?: { path?: unknown } }).errors?.path !== undefined;
  } catch {
    return false;
  }
}

/**
 * Whether a staff actor's change names its own account, in the path (`/api/admin/users/<id>/…`) or as the body's
 * `userId`: the staff pages never change one's own account (ADR 0053).
 */
function targetsOwnAccount(request: FuzzRequest, actorIds: ValuePools['actorIds']): boolean {
  if (request.method === 'GET' || !['colaborador', 'supervisor', 'admin'].includes(request.actor)) return false;
  const own = actorIds[request.actor as 'colaborador' | 'supervisor' | 'admin'];
  if (request.url.startsWith(`/api/admin/users/${own}/`)) return true;
  try {
    return (JSON.parse(request.body ?? '') as { userId?: unknown }).userId === own;
  } catch {
    return false;
  }
}

/** What is wrong with one answer, if anything. */
function judge(
  request: FuzzRequest,
  answer: Answer,
  changes: RecordedChange[],
  route: {
    allowed: boolean;
    publicRoute: boolean;
    strictAccess: boolean;
    ownAccount: boolean;
    pendingEmailAddress: string;
    /** The statuses the OpenAPI document lists for the operation. */
    documented?: Set<string>;
    /** The caller is a revoked API key: whatever it asks, the answer is 401. */
    deadKey: boolean;
  },
): string[] {
  const { allowed, publicRoute, strictAccess, ownAccount, pendingEmailAddress, documented, deadKey } = route;
  const kinds: string[] = [];
  const ok = answer.status >= 200 && answer.status < 300;
  if (answer.status === 0) kinds.push('no answer');
  if (answer.status >= 500) kinds.push('5xx');
  if (!ok && answer.status !== 0 && !hasMessage(answer.body)) kinds.push('error without message');
  else if (!ok && answer.status !== 0 && !isErrorShape(answer.body)) kinds.push('error not { message, errors }');
  else if (!ok && answer.status !== 0 && namedErrors(answer.body) > errorListLimit + 1) {
    kinds.push('errors past the list limit');
  }
  // The tables it wrote, so that a rare write (a timer's, another process's) can be told from the call's own.
  if (!ok && changes.length > 0) {
    kinds.push(`refused call wrote (${changes.map((change) => `${change.operation} ${change.table}`).join(', ')})`);
  }
  if (!allowed && ok) kinds.push('unauthorised caller got a 2xx');
  if (!allowed && !refusalsBeforeAccess.has(answer.status) && answer.status !== 401 && answer.status !== 403) {
    kinds.push('unauthorised caller reached the handler');
  }
  const refusedFirst =
    answer.status === 401 || answer.status === 403 || request.malformedUrl || refusedBeforeRouting(answer);
  if (!allowed && strictAccess && !refusedFirst) kinds.push('unauthorised caller not refused first');
  // A public route does not know its caller: a licence key sent there is what a machine's owner typed (a device
  // activation), a credential rather than another client's data.
  if (request.foreign && ok && !publicRoute) kinds.push("client reached another client's data");
  if (ownAccount && ok) kinds.push('staff acted on their own account');
  if (ok && request.operation === 'POST /api/sign-in' && signInEmailOf(request) === pendingEmailAddress) {
    kinds.push('signed in with an email waiting for confirmation');
  }
  // The document lists each status of ADR 0003 and 0051 a route answers (ADR 0063); the rest fall under `default`.
  const routed = !request.malformedUrl && !refusedBeforeRouting(answer);
  if (routed && documentedErrors.has(answer.status) && documented && !documented.has(String(answer.status))) {
    kinds.push('status the OpenAPI document does not list');
  }
  if (deadKey && routed && answer.status !== 401) kinds.push('revoked key not answered 401');
  if (allowed && answer.status === 401 && request.actor !== 'anonymous' && !request.operation.includes('/api/sign-')) {
    kinds.push('signed-in actor answered 401');
  }
  return kinds;
}

/** The address a sign-in request names, as the server compares addresses (ADR 0052). */
function signInEmailOf(request: FuzzRequest): string | undefined {
  try {
    const { email } = JSON.parse(request.body ?? '') as { email?: unknown };
    return typeof email === 'string' ? canonicalEmail(email) : undefined;
  } catch {
    return undefined;
  }
}

function hasMessage(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message.length > 0;
  } catch {
    return false;
  }
}

/** ADR 0003: an error answers `{ message, errors? }` and nothing else (no codes or internals). */
function isErrorShape(body: string): boolean {
  try {
    return errorResponseSchema.strict().safeParse(JSON.parse(body)).success;
  } catch {
    return false;
  }
}

/** How many entries the `errors` of an error answer holds; at most `errorListLimit` and the count of the rest. */
function namedErrors(body: string): number {
  const { errors } = errorResponseSchema.parse(JSON.parse(body));
  return Object.keys(errors ?? {}).length;
}

function count<Key>(map: Map<Key, number>, key: Key): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function sendRequest(
  agent: http.Agent,
  port: number,
  request: Pick<FuzzRequest, 'method' | 'url' | 'headers'> & { body?: string | undefined },
  identity: Record<string, string>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: request.method,
        path: request.url,
        headers: {
          ...request.headers,
          ...identity,
          ...(body && { 'content-length': String(body.length) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        // The live stream does not end: its status and first bytes are the answer.
        if (String(response.headers['content-type']).startsWith('text/event-stream')) {
          response.once('data', (chunk: Buffer) => {
            resolve({ status: response.statusCode ?? 0, body: chunk.toString() });
            response.destroy();
          });
          return;
        }
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      },
    );
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error('timed out after 30 s')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

interface OpenApiDocument {
  components?: { schemas?: Record<string, unknown> };
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: OpenApiParameter[];
        responses?: Record<string, unknown>;
        requestBody?: { required?: boolean; content?: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

/** The document with each `$ref` to a named schema replaced by the schema, as the generator reads plain schemas. */
function inlineRefs(document: OpenApiDocument): OpenApiDocument {
  const schemas = document.components?.schemas ?? {};
  const inline = (value: unknown, depth: number): unknown => {
    if (depth > 50) throw new Error('The OpenAPI document refers to itself too deeply');
    if (Array.isArray(value)) return value.map((item) => inline(item, depth + 1));
    if (typeof value !== 'object' || value === null) return value;
    const { $ref: ref, ...rest } = value as Record<string, unknown>;
    if (typeof ref === 'string') {
      const named = schemas[ref.replace('#/components/schemas/', '')];
      if (named === undefined) throw new Error(`Unknown schema ${ref}`);
      return inline({ ...(named as object), ...rest }, depth + 1);
    }
    return Object.fromEntries(Object.entries(rest).map(([key, child]) => [key, inline(child, depth + 1)]));
  };
  return { ...document, paths: inline(document.paths, 0) as OpenApiDocument['paths'] };
}

function operationsOf(named: OpenApiDocument): Operation[] {
  const document = inlineRefs(named);
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
      bodyRequired: operation.requestBody?.required ?? false,
      statuses: Object.keys(operation.responses ?? {}),
    })),
  );
}

/**
 * Who may call each operation. The OpenAPI document says only that a session is needed, so the contract's route
 * table gives the rest; both must list the same operations.
 */
function accessByOperation(operations: Operation[]): Map<string, EndpointDefinition> {
  const byOperation = new Map<string, EndpointDefinition>();
  for (const endpoint of Object.values(endpoints) as EndpointDefinition[]) {
    byOperation.set(`${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, '{$1}')}`, endpoint);
  }
  const served = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
  const missing = [...byOperation.keys()].filter((key) => !served.has(key));
  const unknown = [...served].filter((key) => !byOperation.has(key));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(
      `OpenAPI and the contract differ: not served ${missing.join(', ')}; not in the contract ${unknown.join(', ')}`,
    );
  }
  return byOperation;
}

const actorScopes: Record<Exclude<ActorName, KeyActorName>, string | undefined> = {
  anonymous: undefined,
  device: undefined,
  client: 'user',
  otherClient: 'user',
  pendingEmail: 'user',
  colaborador: 'colaborador',
  supervisor: 'supervisor',
  admin: 'admin',
};

function isAllowed(endpoint: EndpointDefinition | undefined, actor: ActorName): boolean {
  if (!endpoint) return false;
  // A key reaches only routes naming one of its scopes, of its own side, that its maker may call (ADR 0092); never a
  // public one, so that no key reaches a sign-in.
  if (isKeyActor(actor)) {
    const { maker, scopes, revoked } = keyActors[actor];
    const side = endpoint.access === 'staff' ? 'admin' : 'client';
    return (
      !revoked &&
      endpoint.keyScope !== undefined &&
      scopes.includes(endpoint.keyScope) &&
      side === maker &&
      isAllowed(endpoint, maker)
    );
  }
  if (endpoint.access === 'public') return true;
  // Device routes take the device's token and nothing else; the device's token opens nothing else.
  if (endpoint.access === 'device' || actor === 'device') return endpoint.access === 'device' && actor === 'device';
  const scope = actorScopes[actor];
  if (!scope) return false;
  if (endpoint.access === 'signedIn') return true;
  if (!isStaff(scope as Parameters<typeof isStaff>[0])) return false;
  return !endpoint.scopes || (endpoint.scopes as readonly string[]).includes(scope);
}

/** A simulator PC of the fuzz: its key pair and the licence it activates on. */
interface FuzzMachine {
  licenseKey: string;
  fingerprint: string;
  publicKey: string;
  privateKey: KeyObject;
}

function fuzzMachine(licenseKey: string, fingerprint: string): FuzzMachine {
  const pair = generateKeyPairSync('ed25519');
  return {
    licenseKey,
    fingerprint,
    publicKey: pair.publicKey.export({ format: 'jwk' }).x ?? '',
    privateKey: pair.privateKey,
  };
}

/** Activates the machine (again, after a 401: the same machine gets a new token) and answers its token. */
async function activateDevice(agent: http.Agent, port: number, machine: FuzzMachine): Promise<string> {
  const body = JSON.stringify({
    licenseKey: machine.licenseKey,
    fingerprint: machine.fingerprint,
    publicKey: machine.publicKey,
    hostname: 'fuzz-pc',
    appVersion: '1.0.0',
    gameVersion: '1.0.0',
  });
  const answer = await sendRequest(
    agent,
    port,
    { method: 'POST', url: '/api/device/v1/activations', headers: { 'content-type': 'application/json' }, body },
    {},
  );
  if (answer.status !== 201)
    throw new Error(`The fuzz could not activate its machine: ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body) as { deviceToken: string }).deviceToken;
}

/**
 * The device actor's machine, on the client actor's first licence, and machines on two bystanders' licences that
 * staff requests may free or revoke.
 */
async function activateMachines(agent: http.Agent, port: number, handle: DatabaseHandle) {
  const keysOf = async (email: string, count: number) =>
    (
      await handle.db
        .select({ key: licenses.key })
        .from(licenses)
        .innerJoin(users, eq(users.id, licenses.userId))
        .where(and(eq(users.email, email), isNull(licenses.revokedAt)))
        .orderBy(asc(licenses.id))
        .limit(count)
    ).map((row) => row.key);
  const [actorKey] = await keysOf(actorEmails.client, 1);
  if (!actorKey) throw new Error('The fuzz needs a licence of the client actor');
  const actor = fuzzMachine(actorKey, 'fuzz-device-actor');
  const bystanderKeys = (
    await handle.db
      .select({ key: licenses.key })
      .from(licenses)
      .innerJoin(users, eq(users.id, licenses.userId))
      .where(
        and(eq(users.scope, 'user'), notInArray(users.email, Object.values(actorEmails)), isNull(licenses.revokedAt)),
      )
      .orderBy(asc(licenses.id))
      .limit(2)
  ).map((row) => row.key);
  const bystanderDeviceIds: number[] = [];
  for (const [index, key] of bystanderKeys.entries()) {
    await activateDevice(agent, port, fuzzMachine(key, `fuzz-bystander-${index}`));
    const [row] = await handle.db
      .select({ id: devices.id })
      .from(devices)
      .innerJoin(licenses, eq(licenses.id, devices.licenseId))
      .where(eq(licenses.key, key));
    if (row) bystanderDeviceIds.push(row.id);
  }
  return { actor, bystanderDeviceIds, activatedAt: Date.now() };
}

/** The device actor signs the exact bytes of its ride batches; nobody else has its key. */
function signatureFor(request: FuzzRequest, machine: FuzzMachine): Record<string, string> {
  const signs = request.actor === 'device' && request.operation === 'POST /api/device/v1/rides';
  const headerKept = 'orbit-signature' in request.headers && !request.mutations.includes('oddHeader');
  if (!signs || !headerKept || request.body === undefined) return {};
  const digest = createHash('sha256').update(Buffer.from(request.body)).digest();
  return { 'orbit-signature': sign(null, digest, machine.privateKey).toString('base64url') };
}

/** Where the `pendingEmail` actor asked its email to move. */
const pendingEmailAddress = 'pending.change@example.com';

async function valuePools(
  handle: DatabaseHandle,
  machines: Awaited<ReturnType<typeof activateMachines>>,
  apiKeyIds: number[],
): Promise<ValuePools> {
  const { db } = handle;
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(actorEmails)));
  const idOf = (email: string) => {
    const account = accounts.find((row) => row.email === email);
    if (!account) throw new Error(`The fuzz needs the demo account ${email}`);
    return account.id;
  };
  const demoIds = {
    client: idOf(actorEmails.client),
    otherClient: idOf(actorEmails.otherClient),
    colaborador: idOf(actorEmails.colaborador),
    supervisor: idOf(actorEmails.supervisor),
    admin: idOf(actorEmails.admin),
  };
  // The first seeded client with a licence, so that it has data of its own to reach and others' to be refused.
  const [pendingEmailActor] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(licenses, eq(licenses.userId, users.id))
    .where(and(eq(users.scope, 'user'), notInArray(users.id, Object.values(demoIds)), isNull(users.disabledAt)))
    .orderBy(asc(users.id))
    .limit(1);
  if (!pendingEmailActor) throw new Error('The fuzz needs a seeded client with a licence');
  const actorIds = { ...demoIds, pendingEmail: pendingEmailActor.id };
  const bystanders = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.scope, 'user'), notInArray(users.id, Object.values(actorIds))))
    .orderBy(asc(users.id))
    .limit(3);
  const licenseRefs = async (userIds: number[]) => {
    if (userIds.length === 0) return [];
    const rows = await db
      .select({ key: licenses.key, label: licenses.label })
      .from(licenses)
      .where(inArray(licenses.userId, userIds))
      .orderBy(asc(licenses.id))
      .limit(4);
    return rows.flatMap((row, index) => (index === 0 ? [row.key, row.label] : [row.key]));
  };
  const ids = async (rows: Promise<{ id: number }[]>) => (await rows).map((row) => row.id);
  const [actorLicense] = await db
    .select({ gameModel: licenses.gameModel })
    .from(licenses)
    .where(eq(licenses.key, machines.actor.licenseKey));
  const playable = await db
    .select({ id: scenarios.id })
    .from(scenarios)
    .where(and(eq(scenarios.gameModel, actorLicense?.gameModel ?? 'OrbitCoaster'), isNull(scenarios.usdCents)))
    .orderBy(asc(scenarios.id))
    .limit(5);
  return {
    actorIds,
    apiKeyIds,
    deviceIds: machines.bystanderDeviceIds,
    playableScenarioIds: playable.map((row) => row.id),
    rideTimeBase: Math.floor(machines.activatedAt / 1000) * 1000,
    devicePublicKey: fuzzMachine('', 'fuzz-pool').publicKey,
    bystanderIds: bystanders.map((row) => row.id),
    licenseRefs: {
      client: await licenseRefs([actorIds.client]),
      otherClient: await licenseRefs([actorIds.otherClient]),
      pendingEmail: await licenseRefs([actorIds.pendingEmail]),
      bystanders: await licenseRefs(bystanders.map((row) => row.id)),
    },
    scenarioIds: [
      ...(await ids(db.select({ id: scenarios.id }).from(scenarios).orderBy(asc(scenarios.id)).limit(5))),
      999_999,
    ],
    newsIds: [...(await ids(db.select({ id: news.id }).from(news).orderBy(asc(news.id)).limit(3))), 999_999],
    purchasedScenarioIds: await ids(
      db.select({ id: purchasedScenarios.id }).from(purchasedScenarios).orderBy(asc(purchasedScenarios.id)).limit(3),
    ),
    blockingOrderIds: await ids(
      db.select({ id: blockingOrders.id }).from(blockingOrders).orderBy(asc(blockingOrders.id)).limit(3),
    ),
    pendingEmailAddress,
    emails: [...demoAccounts.map((account) => account.email), 'nobody@example.com', pendingEmailAddress],
  };
}

/** The tables of a run: answers per status for each actor, and what unauthorised callers got. */
export function printFuzzResult(result: FuzzResult, print: (line: string) => void, byOperation = false): void {
  if (byOperation) {
    print('answers to allowed callers per operation');
    for (const [operation, byStatus] of [...result.allowedByOperation].sort(([a], [b]) => a.localeCompare(b))) {
      const statuses = [...byStatus].sort(([a], [b]) => a - b);
      print(`  ${operation.padEnd(64)} ${statuses.map(([status, value]) => `${status}: ${value}`).join(', ')}`);
    }
  }
  const statuses = [...result.byStatus.keys()].sort((a, b) => a - b);
  const cell = (value: number | string) => String(value).padStart(7);
  print('');
  print(
    `answers per status (${result.total} requests, ${result.seconds.toFixed(1)} s, ${(result.total / result.seconds).toFixed(0)} req/s)`,
  );
  print(`${result.inBursts} of them sent in bursts of ${burstCopies} identical copies at once`);
  print(`${'actor'.padEnd(12)}${statuses.map(cell).join('')}${cell('total')}`);
  for (const [actor, byStatus] of result.byActorAndStatus) {
    const total = [...byStatus.values()].reduce((sum, value) => sum + value, 0);
    print(`${actor.padEnd(12)}${statuses.map((status) => cell(byStatus.get(status) ?? 0)).join('')}${cell(total)}`);
  }
  print(
    `${'all'.padEnd(12)}${statuses.map((status) => cell(result.byStatus.get(status) ?? 0)).join('')}${cell(result.total)}`,
  );
  print('');
  const beforeAccess = [...result.unauthorisedAnsweredBeforeAccess.entries()].sort(([a], [b]) => a - b);
  const beforeAccessTotal = beforeAccess.reduce((sum, [, value]) => sum + value, 0);
  const refusedFirst = result.unauthorised - beforeAccessTotal - result.unauthorisedRefusedBeforeRouting;
  print(`unauthorised requests: ${result.unauthorised}`);
  print(`  refused with 401/403: ${refusedFirst}`);
  print(`  refused before routing (unreadable URL or headers): ${result.unauthorisedRefusedBeforeRouting}`);
  print(
    `  refused for their input before access was checked: ${beforeAccessTotal}${beforeAccess.length > 0 ? ` (${beforeAccess.map(([status, value]) => `${status}: ${value}`).join(', ')})` : ''}`,
  );
  print('slowest requests:');
  for (const { request, ms } of result.slowest) {
    print(`  ${ms.toFixed(0).padStart(6)} ms  ${request.actor} ${request.method} ${request.url.slice(0, 110)}`);
  }
  print('');
  if (result.failures.length === 0) {
    print(
      'failures: 0 (no 5xx, every error has a message, no refused call wrote, no unauthorised 2xx, every error status documented)',
    );
    return;
  }
  const byKind = new Map<string, number>();
  for (const failure of result.failures) count(byKind, failure.kind);
  print(`failures: ${result.failures.length}`);
  for (const [kind, value] of byKind) print(`  ${kind}: ${value}`);
  const shown = new Set<string>();
  for (const failure of result.failures) {
    const key = `${failure.kind} ${failure.request.operation} ${failure.status}`;
    if (shown.has(key) || shown.size >= 25) continue;
    shown.add(key);
    const { request } = failure;
    print(`- ${failure.kind}: ${request.actor} ${request.method} ${request.url.slice(0, 160)} → ${failure.status}`);
    print(`    mutations ${request.mutations.join(', ')}; body ${(request.body ?? '').slice(0, 200)}`);
    print(`    answer ${failure.answer.slice(0, 200)}`);
    if (failure.changes.length > 0) {
      print(
        `    changes ${failure.changes.map((change) => `${change.operation} ${change.table} ×${change.rows}`).join(', ')}`,
      );
    }
  }
}
