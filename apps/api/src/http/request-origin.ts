import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { fastifyRequestContext, requestContext } from '@fastify/request-context';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { TrustedProxies } from '../config.ts';
import type { RequestOrigin } from '../shared/origin.ts';
import { noRequest } from '../shared/origin.ts';
import { hashToken } from '../shared/tokens.ts';

declare module '@fastify/request-context' {
  interface RequestContextData {
    origin: RequestOrigin;
    /** The request's own logger, whose lines carry its `reqId`. */
    log: FastifyBaseLogger;
    /** Staff changes the request wrote to the audit log, logged once its answer says they were committed. */
    staffActions: StaffActionLine[];
  }
}

/** Long enough for any real browser's; a header of kilobytes would only bloat the log. */
const userAgentLength = 512;

/** 128 bits of SHA-256 over the session's id hash (`sessions.id_hash`); the token itself never reaches the log. */
export function sessionRefOf(token: string): string {
  return createHash('sha256').update(hashToken(token)).digest('hex').slice(0, 32);
}

/**
 * Keeps each request's origin where the audit log finds it without every service passing it on (an
 * AsyncLocalStorage through @fastify/request-context). Registered after the cookie parser, so the session cookie
 * the request carries is known.
 */
export async function registerRequestOrigin(
  app: FastifyInstance,
  sessionTokenOf: (request: FastifyRequest) => string | undefined,
): Promise<void> {
  // Every answer names its request, so a user's report of a failure leads to its log lines and audit entries.
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  // One line per staff change that was committed (a 2xx or 3xx: the entry is written last in its transaction),
  // with the request's id, which its audit entry keeps too (ADR 0060).
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 400) return;
    // The answer's end may run outside the request's async context: the lines are found by the request.
    for (const line of staffActionsOf.get(request) ?? []) request.log.info(line, 'Staff action');
  });
  await app.register(fastifyRequestContext, {
    defaultStoreValues: (request) => {
      const token = sessionTokenOf(request);
      const staffActions: StaffActionLine[] = [];
      staffActionsOf.set(request, staffActions);
      return {
        log: request.log,
        staffActions,
        origin: {
          ip: request.ip,
          sessionRef: token ? sessionRefOf(token) : null,
          requestId: request.id,
          userAgent: request.headers['user-agent']?.slice(0, userAgentLength) ?? null,
        },
      };
    },
  });
}

/**
 * A logger for services built once per app: inside a request it writes through the request's logger, so the line
 * carries the request's `reqId` like Fastify's own; outside any request (start, timers) through the app's.
 */
export function requestAwareLogger(appLog: FastifyBaseLogger): FastifyBaseLogger {
  return new Proxy(appLog, {
    get(target, property) {
      const current = requestContext.get('log') ?? target;
      const value: unknown = Reflect.get(current, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
}

/** What the log line of a staff change says; the audit entry holds the rest. */
export interface StaffActionLine {
  audit: string;
  actorUserId: number | null;
  target: string;
}

const staffActionsOf = new WeakMap<FastifyRequest, StaffActionLine[]>();

/**
 * Keeps a staff change's log line until the answer: a change's entry is written in its transaction, which may still
 * fail after it, and a line for a change that never happened would mislead.
 */
export function noteStaffAction(line: StaffActionLine): void {
  requestContext.get('staffActions')?.push(line);
}

/** A request id a trusted proxy may pass on: short, and nothing that could break a log line or a header. */
const forwardedRequestId = /^[\w.:+/=-]{1,128}$/;

/**
 * Fastify's `genReqId` (ADR 0060): the `X-Request-Id` of a trusted proxy (the peer of the connection is one of
 * TRUST_PROXY's addresses, or any peer when TRUST_PROXY counts hops), so the proxy's log and ours share the id;
 * else a new UUID, unique across processes and restarts, unlike Fastify's counter. A client's own header is never
 * believed when no proxy is trusted: it could make its requests look like someone else's.
 */
export function requestIdGenerator(trustProxy: TrustedProxies): (request: IncomingMessage) => string {
  const trustedPeer = peerTrust(trustProxy);
  return (request) => {
    const given = request.headers['x-request-id'];
    if (typeof given === 'string' && forwardedRequestId.test(given) && trustedPeer(request.socket.remoteAddress)) {
      return given;
    }
    return randomUUID();
  };
}

function peerTrust(trustProxy: TrustedProxies): (address: string | undefined) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return () => trustProxy > 0;
  const list = new BlockList();
  for (const entry of trustProxy) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    if (!address) return false;
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

/** The origin of the request being answered, or `noRequest` outside one. */
/**
 * Names the API key a request authenticated with where its origin names a session (ADR 0092): what the call writes to
 * the audit log is then told apart from its maker's own acts.
 */
export function noteApiKeyCaller(keyId: number): void {
  const origin = requestContext.get('origin');
  if (origin) requestContext.set('origin', { ...origin, sessionRef: `apiKey:${keyId}` });
}

export function currentRequestOrigin(): RequestOrigin {
  return requestContext.get('origin') ?? noRequest;
}
