import { setTimeout as sleep } from 'node:timers/promises';

/** One event of a live stream as a browser's EventSource would dispatch it (ADR 0082). */
export interface ReceivedLiveEvent {
  /** The stream's position after it (EventSource's `lastEventId`). */
  id: string | undefined;
  /** `message` for a change, `reset` when the server asks for everything again. */
  event: string;
  data: string;
  /** `performance.now()` when it arrived. */
  at: number;
}

/** A live stream read as a browser would, kept for a test or a benchmark to look at. */
export interface LiveStreamReader {
  status: number;
  events: ReceivedLiveEvent[];
  /** The position to resume from, as EventSource would send it in Last-Event-ID. */
  lastEventId: string | undefined;
  /** `performance.now()` when the server ended the stream; undefined while it is open. */
  endedAt: number | undefined;
  /** Resolves with the first event from the `after`th that `matches`, or undefined after `timeoutMs`. */
  next(
    matches: (event: ReceivedLiveEvent) => boolean,
    options?: { after?: number; timeoutMs?: number },
  ): Promise<ReceivedLiveEvent | undefined>;
  /** Resolves when the server ended the stream, or after `timeoutMs`; whether it ended. */
  ended(timeoutMs: number): Promise<boolean>;
  close(): void;
}

/** The kinds of a change event, none for other events. */
export const changedKinds = (event: ReceivedLiveEvent): string[] =>
  event.event === 'message' ? (JSON.parse(event.data) as { changed: string[] }).changed : [];

/**
 * Reads Server-Sent Events as EventSource does, chunk by chunk: a blank line ends an event; an id moves the position
 * (`onId`) even on a block without data, which is not dispatched (`onEvent`, `message` when the block names none).
 */
export function eventStreamParser(handlers: {
  onId(id: string): void;
  onEvent(event: string, data: string): void;
}): (chunk: string) => void {
  let buffer = '';
  return (chunk) => {
    buffer += chunk;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        if (colon === 0) continue;
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') handlers.onId(value);
        else if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) handlers.onEvent(event, data.join('\n'));
    }
  };
}

/**
 * Opens `GET /api/live` with the session cookie (and Last-Event-ID when given) and reads it as EventSource does: a
 * blank line ends an event; an id updates the position even on a block without data, which is not dispatched.
 */
export async function openLiveStream(
  baseUrl: string,
  cookie: string,
  options: { lastEventId?: string; cookieName?: string } = {},
): Promise<LiveStreamReader> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/live`, {
    headers: {
      cookie: `${options.cookieName ?? 'orbit_session'}=${cookie}`,
      ...(options.lastEventId !== undefined && { 'last-event-id': options.lastEventId }),
    },
    signal: abort.signal,
  });
  const reader: LiveStreamReader = {
    status: response.status,
    events: [],
    lastEventId: options.lastEventId,
    endedAt: undefined,
    async next(matches, { after = 0, timeoutMs = 5_000 } = {}) {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const found = reader.events.slice(after).find(matches);
        if (found || performance.now() > deadline) return found;
        await sleep(10);
      }
    },
    async ended(timeoutMs) {
      const deadline = performance.now() + timeoutMs;
      while (reader.endedAt === undefined && performance.now() < deadline) await sleep(10);
      return reader.endedAt !== undefined;
    },
    close: () => abort.abort(),
  };
  if (!response.ok || !response.body) {
    reader.endedAt = performance.now();
    return reader;
  }
  const body = response.body.pipeThrough(new TextDecoderStream());
  const read = eventStreamParser({
    onId: (id) => (reader.lastEventId = id),
    onEvent: (event, data) => reader.events.push({ id: reader.lastEventId, event, data, at: performance.now() }),
  });
  void (async () => {
    try {
      for await (const chunk of body) read(chunk);
    } catch {
      // Closed by the reader.
    }
    reader.endedAt = performance.now();
  })();
  return reader;
}

/** What `injectAnswer` gives back: the status, and the body of an answer that ends (the first bytes of a stream). */
export interface InjectedAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json(): unknown;
}

/**
 * `app.inject` for any route, the live stream included: an answer that does not end (`text/event-stream`) is read
 * until `enough` says so (its first bytes by default, at most 5 s) and then dropped, so a sweep over every route does
 * not wait for it.
 */
export async function injectAnswer(
  app: { inject(options: object): Promise<unknown> },
  options: Record<string, unknown>,
  enough: (body: string) => boolean = () => true,
): Promise<InjectedAnswer> {
  const abort = new AbortController();
  const response = (await app.inject({ ...options, payloadAsStream: true, signal: abort.signal })) as {
    statusCode: number;
    headers: Record<string, unknown>;
    stream(): AsyncIterable<Buffer>;
  };
  const streaming = String(response.headers['content-type'] ?? '').startsWith('text/event-stream');
  let body = '';
  const giveUp = setTimeout(() => abort.abort(), 5_000);
  try {
    for await (const chunk of response.stream()) {
      body += chunk.toString();
      if (streaming && enough(body)) break;
    }
  } catch {
    // The stream was dropped on purpose.
  }
  clearTimeout(giveUp);
  abort.abort();
  return { statusCode: response.statusCode, headers: response.headers, body, json: () => JSON.parse(body) as unknown };
}
