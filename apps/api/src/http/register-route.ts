import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onErrorAsyncHookHandler,
  onRequestAsyncHookHandler,
} from 'fastify';
import type { z } from 'zod';
import { csvStreamSchema, errorResponseSchema, liveStreamSchema } from '@orbit/contract';
import type { RouteDefinition } from '@orbit/contract';
import { exportCompression, reportPageCompression } from '../plugins/compression.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read sent as POST (`readOnly` of the contract): its answer need not wait for writes to settle. */
    readOnly?: boolean;
    /** A machine's heartbeat (`heartbeat` of the contract): its answer need not wait for writes to settle either. */
    heartbeat?: boolean;
  }
}

/** The hooks a route gets for its access level; a public route gets none. */
export interface AccessHooks {
  /** Answers 401 or 403 before the body is read. */
  onRequest?: onRequestAsyncHookHandler;
  /** Records a 403 that a staff route's service gave a signed-in caller (a supervisor editing an admin). */
  onError?: onErrorAsyncHookHandler;
}

/** What the access guard reads of a route's definition. */
export type GuardedRoute = Pick<RouteDefinition, 'method' | 'path' | 'access' | 'scopes' | 'keyScope'>;

/** Gives each route the hooks of its access level (the identity area's access guard). */
export type AccessGuard = (route: GuardedRoute) => AccessHooks;

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** What a handler receives: the request parts already validated and parsed by the contract's schemas. */
export interface RouteInput<Definition extends RouteDefinition> {
  body: Parsed<Definition['body']>;
  query: Parsed<Definition['query']>;
  params: Parsed<Definition['params']>;
  headers: Parsed<Definition['headers']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<Definition extends RouteDefinition> = (
  input: RouteInput<Definition>,
) => Promise<z.output<Definition['response']>>;

export type RegisterRoute = <Definition extends RouteDefinition>(
  definition: Definition,
  handler: RouteHandler<Definition>,
) => void;

/**
 * Registers routes from the contract table: method, path, request and answer schemas (which also feed the
 * OpenAPI document) and the access check all come from the definition, so the server cannot drift from it. The
 * access check is an onRequest hook: it answers 401 or 403 before the body is parsed or any schema runs.
 */
export function createRouteRegistrar(app: FastifyInstance, guard: AccessGuard): RegisterRoute {
  return <Definition extends RouteDefinition>(definition: Definition, handler: RouteHandler<Definition>) => {
    const { onRequest, onError } = guard(definition);
    app.route({
      method: definition.method,
      url: definition.path,
      // A HEAD twin would run GET handlers such as sign-out without any benefit.
      exposeHeadRoute: false,
      config: { readOnly: definition.readOnly === true, heartbeat: definition.heartbeat === true },
      schema: {
        summary: definition.summary,
        // Public routes say so (`security: []`); openapi-document.ts adds the rest of the description.
        // A route that takes API keys (ADR 0092) lists both ways in.
        security:
          definition.access === 'public'
            ? []
            : [
                { [securitySchemeOf(definition.access)]: [] },
                ...(definition.keyScope ? [{ apiKey: [definition.keyScope] }] : []),
              ],
        ...(definition.body && { body: definition.body }),
        ...(definition.query && { querystring: definition.query }),
        ...(definition.params && { params: definition.params }),
        ...(definition.headers && { headers: definition.headers }),
        response: { [definition.successStatus ?? 200]: definition.response, default: errorResponseSchema },
      },
      ...(definition.response === csvStreamSchema
        ? { compress: exportCompression }
        : definition.path.startsWith('/api/admin/reports/') && { compress: reportPageCompression }),
      // An event stream's few bytes at a time gain nothing, and a compressor per open stream costs its memory.
      ...(definition.response === liveStreamSchema && { compress: false as const }),
      ...(onRequest && { onRequest }),
      ...(onError && { onError }),
      handler: (request, reply) => {
        if (definition.successStatus) void reply.code(definition.successStatus);
        return handler({
          // The validator compiler has already replaced these with the schemas' parsed output.
          body: request.body as Parsed<Definition['body']>,
          query: request.query as Parsed<Definition['query']>,
          params: request.params as Parsed<Definition['params']>,
          headers: request.headers as Parsed<Definition['headers']>,
          request,
          reply,
        });
      },
    });
  };
}

/** The OpenAPI security scheme of an access level (plugins/openapi.ts defines both). */
function securitySchemeOf(access: RouteDefinition['access']): 'session' | 'device' {
  return access === 'device' ? 'device' : 'session';
}

/**
 * Answers 304 Not Modified with no body (a conditional GET whose ETag matched). Returning the reply tells Fastify
 * the answer was sent; the handler's answer type has no place for it.
 */
export function notModified(reply: FastifyReply): never {
  void reply.code(304).send();
  return reply as never;
}
