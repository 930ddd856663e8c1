import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './openapi.ts';

/** What another system needs to call the API: where it is, and its key (`orbit_key_…`, made in the console). */
export interface OrbitClientOptions {
  /** The console's address, such as `https://console.example.com`; the paths start with `/api`. */
  baseUrl: string;
  /** An API key with the scopes the calls need (ADR 0092). */
  apiKey: string;
  /** Another `fetch` (a test's, or one with a proxy); the global one otherwise. */
  fetch?: typeof globalThis.fetch;
  /** How many times a call refused with 429 is asked again after its `Retry-After`; 2 unless given, 0 for none. */
  retriesOn429?: number;
}

export type OrbitClient = Client<paths>;

const keyPattern = /^orbit_key_[0-9A-Za-z]{12}_[0-9A-Za-z]{38}$/;

/**
 * A client of every call of the API, typed from its OpenAPI document (paths, parameters, bodies and answers), that
 * sends the key as `Authorization: Bearer`. A call refused for its key's limit (429) waits what `Retry-After` says and
 * is asked again, a few times; every other answer, an error too, is the caller's to read (`data` or `error`).
 */
export function createOrbitClient(options: OrbitClientOptions): OrbitClient {
  if (!keyPattern.test(options.apiKey)) {
    throw new Error('The API key is not an Orbit key (orbit_key_…): copy it again from the console');
  }
  const baseFetch = options.fetch ?? globalThis.fetch;
  const retries = options.retriesOn429 ?? 2;
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: waitingOn429(baseFetch, retries) });
  const authorization: Middleware = {
    onRequest({ request }) {
      request.headers.set('authorization', `Bearer ${options.apiKey}`);
      return request;
    },
  };
  client.use(authorization);
  return client;
}

/** Seconds to wait as `Retry-After` says (seconds or a date), at most a minute. */
function retryDelayMs(header: string | null): number {
  if (!header) return 1_000;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1_000 : Date.parse(header) - Date.now();
  return Math.min(Math.max(ms, 0), 60_000);
}

function waitingOn429(baseFetch: typeof globalThis.fetch, retries: number): typeof globalThis.fetch {
  return async (input, init) => {
    for (let attempt = 0; ; attempt += 1) {
      // A Request's body can be read once: each attempt sends a copy.
      const request = input instanceof Request ? input.clone() : input;
      const response = await baseFetch(request, init);
      if (response.status !== 429 || attempt >= retries) return response;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(response.headers.get('retry-after'))));
    }
  };
}
