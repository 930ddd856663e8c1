/**
 * GET answers a page's first screen needs, asked for as soon as the page's first code has run instead of after the
 * screen's code, the data layer and a first render (ADR 0044). The data layer's request for the same address takes
 * the answer once; one that nobody took within `freshForMs` is left, and the request goes to the server as usual.
 * This module imports nothing, so that the entry can start a request without the data layer.
 */
const freshForMs = 10_000;
const early = new Map<string, { answer: Promise<Response>; at: number }>();

/** `path` with the query's defined values as its search part, in their order: how every request names its address. */
export function addressOf(path: string, query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Asks for a GET answer now, as the data layer would (cookies included, JSON accepted). */
export function fetchEarly(address: string): void {
  if (early.has(address) || typeof fetch !== 'function') return;
  const answer = fetch(address, { credentials: 'include', headers: { Accept: 'application/json' } });
  // A failure reaches the request that takes the answer; nobody else must see it as unhandled.
  answer.catch(() => undefined);
  early.set(address, { answer, at: Date.now() });
}

/** The early answer for an address, once, if it is fresh enough. */
export function takeEarly(address: string): Promise<Response> | undefined {
  const entry = early.get(address);
  if (!entry) return undefined;
  early.delete(address);
  return Date.now() - entry.at <= freshForMs ? entry.answer : undefined;
}
