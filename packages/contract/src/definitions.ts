import type { z } from 'zod';
import type { ApiKeyScope, Scope } from '@orbit/domain';

/**
 * Who may call a route: anyone, any signed-in user, staff only, or a simulator PC with its device token (never a
 * session cookie, ADR 0049).
 */
export type RouteAccess = 'public' | 'signedIn' | 'staff' | 'device';

/** Where a call lives and who may make it, without its schemas. */
export interface EndpointDefinition {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Fastify-style path (`/api/licenses/:key/notes`). */
  path: string;
  access: RouteAccess;
  /** On staff routes, the staff scopes allowed (docs/domain.md#roles-and-permissions, ADR 0012); every staff scope when absent. */
  scopes?: readonly Scope[];
  /**
   * A read sent as POST, its filters being too long for a query string (docs/domain.md#calls): it changes nothing, so its
   * answer does not wait for the changes of the request to reach the session cache (ADR 0042).
   */
  readOnly?: true;
  /**
   * A machine's heartbeat (ADR 0049): what it writes is the machine's last call, which no session and no cached
   * standing reads, so its answer need not wait for its writes to settle either.
   */
  heartbeat?: true;
  /**
   * The API key scope that opens this route to a key (`Authorization: Bearer`, ADR 0092). Without it a key is refused
   * here with 403, whatever its scopes: sign-in, sessions, keys and anything that needs a recent proof never take one.
   */
  keyScope?: ApiKeyScope;
}

export interface RouteDefinition extends EndpointDefinition {
  summary: string;
  /** The status of a successful answer; 200 when absent. */
  successStatus?: 201;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** Request headers the route requires, with lower-case names. */
  headers?: z.ZodType;
  /** Schema of the 2xx answer. */
  response: z.ZodType;
}

/** What a route adds to its endpoint: summary and schemas. */
export type RouteDetails = Omit<RouteDefinition, keyof EndpointDefinition>;

/**
 * The routes of an area: each endpoint with its details, one for every endpoint and none more (a missing or an
 * extra name does not compile). Marked free of side effects so that a browser bundle, which takes only the
 * endpoints of an area module, drops the call and with it every schema (ADR 0014, ADR 0067).
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineRoutes<
  const Endpoints extends Record<string, EndpointDefinition>,
  const Details extends Record<keyof Endpoints, RouteDetails>,
>(
  endpoints: Endpoints,
  details: Details & Record<Exclude<keyof Details, keyof Endpoints>, never>,
): { [Name in keyof Endpoints]: Endpoints[Name] & Details[Name] } {
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, endpoint]) => [name, { ...endpoint, ...details[name] }]),
  ) as { [Name in keyof Endpoints]: Endpoints[Name] & Details[Name] };
}
