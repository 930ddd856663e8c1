import { createHash } from 'node:crypto';
import { fastifyRequestContext, requestContext } from '@fastify/request-context';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashToken } from '../services/tokens.ts';

/** Where a request came from, as an audit entry keeps it (ADR 0054); null where there is none. */
export interface RequestOrigin {
  ip: string | null;
  /** A hash of the session's stored id hash: it names the session without opening it or revealing its row key. */
  sessionRef: string | null;
  /** Fastify's request id, also in the request's log lines. */
  requestId: string | null;
  userAgent: string | null;
}

declare module '@fastify/request-context' {
  interface RequestContextData {
    origin: RequestOrigin;
  }
}

/** Entries written outside any request: the seed, the command-line tools. */
export const noRequest: RequestOrigin = { ip: null, sessionRef: null, requestId: null, userAgent: null };

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
  await app.register(fastifyRequestContext, {
    defaultStoreValues: (request) => {
      const token = sessionTokenOf(request);
      return {
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

/** The origin of the request being answered, or `noRequest` outside one. */
export function currentRequestOrigin(): RequestOrigin {
  return requestContext.get('origin') ?? noRequest;
}
