import {
  endpoints,
  errorMessages,
  type ErrorResponse,
  type RouteDefinition,
  type RouteName,
  type routes,
} from '@orbit/contract';
import type { z } from 'zod';
import { addressOf, takeEarly } from './early.ts';

/** A non-ok answer (or no answer) from the API, carrying what the server said. */
export class ApiError extends Error {
  /** HTTP status; 0 when the request never reached the server. */
  readonly status: number;
  /** Field path -> message, when the server named the fields at fault. */
  readonly errors: Record<string, string> | undefined;

  constructor(status: number, message: string, errors?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

/** Messages the client itself produces when there is no server message to show. */
export const clientErrorMessages = {
  network: 'Network error',
  htmlInsteadOfJson: 'Server error: Received HTML instead of JSON response. Please check the API endpoint.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

export interface ApiClientConfig {
  /** Prefix for every path; empty means same origin. */
  baseUrl: string;
  /** Called on a 401 from any non-public call (docs/domain.md#calls: send the browser to /sign-in). */
  onUnauthenticated: () => void;
  /**
   * Called when a sensitive act answers that the session's proof of identity has lapsed (ADR 0058): resolves true
   * once the person proved it again, and the call is then repeated once; false leaves the 403 to the caller.
   */
  onReauthenticationRequired: () => Promise<boolean>;
}

const config: ApiClientConfig = {
  baseUrl: '',
  onUnauthenticated: () => window.location.assign('/sign-in'),
  onReauthenticationRequired: () => Promise.resolve(false),
};

/** The address of a call without parameters, with the configured prefix (the live stream's EventSource). */
export const apiAddress = (name: RouteName): string => `${config.baseUrl}${routeAddress(name)}`;

/** Sets where the API lives and what a 401 does; the console calls it once at start. */
export function configureApiClient(options: Partial<ApiClientConfig>): void {
  Object.assign(config, options);
}

type Input<T> = T extends z.ZodType ? z.input<T> : undefined;
export type RouteResponse<R extends RouteDefinition> = z.infer<R['response']>;

export interface RequestInput<R extends RouteDefinition> {
  /** The JSON body, as the route's body schema accepts it. */
  body?: Input<R['body']>;
  /** Query-string values, named as the route's query schema names them; undefined ones are left out. */
  query?: Input<R['query']>;
  /** Values for the `:name` segments of the path. */
  params?: Record<string, string | number>;
  /** Request headers the route requires, such as the coin insertion's `Idempotency-Key`. */
  headers?: Record<string, string>;
  /** A multipart body (image uploads), sent instead of `body`; the browser sets its content type. */
  form?: FormData;
  signal?: AbortSignal;
}

/** The address of a call of one route on the API's origin: its path with the `:name` segments filled in, and its query. */
export function routeAddress<N extends RouteName>(name: N, input: RequestInput<(typeof routes)[N]> = {}): string {
  const path = endpoints[name].path;
  const filled = path.replace(/:(\w+)/g, (_, parameter: string) => {
    const value = input.params?.[parameter];
    if (value === undefined) throw new Error(`Missing path parameter ${parameter} for ${path}`);
    return encodeURIComponent(String(value));
  });
  return addressOf(filled, (input.query ?? {}) as Record<string, unknown>);
}

/** Turns a non-ok answer into an ApiError from its `errors` field or its `message` (docs/domain.md#calls). */
async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text();
  let payload: Partial<ErrorResponse> | undefined;
  try {
    payload = JSON.parse(text) as Partial<ErrorResponse>;
  } catch {
    const looksLikeHtml = /^\s*</.test(text);
    return new ApiError(
      response.status,
      looksLikeHtml ? clientErrorMessages.htmlInsteadOfJson : clientErrorMessages.unexpected,
    );
  }
  const fieldMessages = payload.errors ? Object.values(payload.errors) : [];
  const message =
    fieldMessages.length > 0 ? fieldMessages.join(' ') : (payload.message ?? clientErrorMessages.unexpected);
  return new ApiError(response.status, message, payload.errors);
}

/**
 * Calls one route of the contract by name with cookies included and hands back the raw answer once it is known to
 * be ok, for answers that are not JSON (the streamed CSV exports). Failures throw as `apiRequest`'s do.
 */
export async function apiResponse<N extends RouteName>(
  name: N,
  input: RequestInput<(typeof routes)[N]> = {},
  accept = 'application/json',
): Promise<Response> {
  const route = endpoints[name];
  const hasBody = input.body !== undefined && input.form === undefined;
  const address = `${config.baseUrl}${routeAddress(name, input)}`;
  // A plain GET the page asked for with its first code is answered by that request (early.ts).
  const early =
    route.method === 'GET' && !input.headers && accept === 'application/json' ? takeEarly(address) : undefined;
  // A repeated call goes to the network: an early answer is taken once.
  const send = async (taken?: Promise<Response>): Promise<Response> => {
    try {
      return await (taken ??
        fetch(address, {
          method: route.method,
          credentials: 'include',
          headers: { ...input.headers, Accept: accept, ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
          body: input.form ?? (hasBody ? JSON.stringify(input.body) : null),
          signal: input.signal ?? null,
        }));
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, clientErrorMessages.network);
    }
  };
  let response = await send(early);
  if (!response.ok) {
    let error = await toApiError(response);
    // A refused sensitive act changed nothing, so once the person proved who they are it is simply sent again.
    if (isReauthenticationRequired(error) && (await config.onReauthenticationRequired())) {
      response = await send();
      if (response.ok) return response;
      error = await toApiError(response);
    }
    if (response.status === 401 && route.access !== 'public') config.onUnauthenticated();
    throw error;
  }
  return response;
}

/** The answer of a sensitive act whose session has not proved its owner recently enough (ADR 0058). */
export function isReauthenticationRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.message === errorMessages.reauthenticationRequired;
}

/**
 * Calls one route of the contract by name with cookies included and returns its typed answer. Only the route's
 * method and path travel to the browser; its schemas give the types (ADR 0014).
 */
export async function apiRequest<N extends RouteName>(
  name: N,
  input: RequestInput<(typeof routes)[N]> = {},
): Promise<RouteResponse<(typeof routes)[N]>> {
  const response = await apiResponse(name, input);
  const text = await response.text();
  try {
    return JSON.parse(text) as RouteResponse<(typeof routes)[N]>;
  } catch {
    // An ok answer that is not JSON: a proxy or a misrouted path answering a page instead of the API (docs/domain.md#errors).
    const looksLikeHtml = /^\s*</.test(text);
    throw new ApiError(
      response.status,
      looksLikeHtml ? clientErrorMessages.htmlInsteadOfJson : clientErrorMessages.unexpected,
    );
  }
}
