import type { LiveByteStream, LiveChangeKind } from '@orbit/contract';
import { liveResetEvent } from '@orbit/contract';

/** `rides` reaches a stream at most this often; a later one waits for the rest of the second, never dropped. */
export const ridesEveryMs = 1_000;
/** A browser reconnects this long after a stream ends (EventSource's `retry`). */
const reconnectAfterMs = 1_000;
/** Bytes a client may leave unread before its stream is ended; it reconnects and resumes where it read. */
const unreadLimitBytes = 64 * 1024;

const encoder = new TextEncoder();

/** A change of one kind, at its transaction's position. */
export interface LiveChange {
  kind: LiveChangeKind;
  tx: number;
}

/** One signed-in browser's stream, as the hub sees it (ADR 0082). */
export interface LiveStream {
  readonly userId: number;
  readonly sessionIdHash: string;
  /** Its owner's events read up to `position`, each with its transaction's position; held until `begin`. */
  deliver(events: readonly LiveChange[], position: number): void;
  /**
   * Starts sending at `position`: first what changed before it (a resume), then what was delivered meanwhile, less
   * what lies wholly below it.
   */
  begin(kinds: readonly LiveChangeKind[], position: number): void;
  /** Tells the browser to ask for everything again, resuming from `position`. */
  reset(position: number): void;
  /** A comment that keeps proxies from closing the idle stream, and the position when nothing waits. */
  heartbeat(position: number): void;
  /** Ends the stream (its session ended, the server stops); the browser reconnects or learns it is signed out. */
  end(): void;
  /** Milliseconds (`performance.now()`) of the next session check, kept by the hub. */
  checkAt: number;
  /** Whether the stream still sends: false once it ended or its client went away. */
  readonly open: boolean;
}

/**
 * A stream of Server-Sent Events with its bytes, for one session. Positions (`id:`) are sent only where everything
 * before them was sent: while `rides` waits for its second, events go without an id, so a reconnect then resumes
 * from before it and gets it again.
 */
export function createLiveStream(options: {
  userId: number;
  sessionIdHash: string;
  /** The hub's position now: every event below it has been delivered. */
  caughtUpTo: () => number;
  clock?: () => number;
  onEnd: () => void;
}): { stream: LiveStream; body: LiveByteStream } {
  const clock = options.clock ?? (() => performance.now());
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let open = true;
  let lastRidesAt = Number.NEGATIVE_INFINITY;
  let ridesTimer: NodeJS.Timeout | undefined;
  /** Deliveries held until `begin`, so nothing newer goes out before what a resume reads. */
  let held: { events: readonly LiveChange[]; position: number }[] | undefined = [];
  /** Where the stream starts: events below it are not sent (a resume reads them itself). */
  let from = Number.POSITIVE_INFINITY;

  function write(text: string) {
    if (!open || !controller) return;
    controller.enqueue(encoder.encode(text));
    if ((controller.desiredSize ?? 0) < -unreadLimitBytes) end();
  }

  function end() {
    if (!open) return;
    open = false;
    clearTimeout(ridesTimer);
    controller?.close();
    options.onEnd();
  }

  const idLine = (position: number | undefined) => (position === undefined ? '' : `id: ${position}\n`);
  const send = (kinds: readonly LiveChangeKind[], position: number | undefined) =>
    write(`${idLine(position)}data: ${JSON.stringify({ changed: kinds })}\n\n`);

  function sendRides() {
    ridesTimer = undefined;
    lastRidesAt = clock();
    send(['rides'], Math.max(from, options.caughtUpTo()));
  }

  const stream: LiveStream = {
    userId: options.userId,
    sessionIdHash: options.sessionIdHash,
    checkAt: clock(),
    get open() {
      return open;
    },
    deliver(events, position) {
      if (held) return void held.push({ events, position });
      const kinds = new Set(events.filter((event) => event.tx >= from).map((event) => event.kind));
      let changed = [...kinds];
      if (kinds.has('rides')) {
        const sinceRides = clock() - lastRidesAt;
        if (ridesTimer || sinceRides < ridesEveryMs) {
          changed = changed.filter((kind) => kind !== 'rides');
          ridesTimer ??= setTimeout(sendRides, ridesEveryMs - sinceRides);
        } else lastRidesAt = clock();
      }
      if (changed.length > 0) send(changed, ridesTimer ? undefined : position);
    },
    begin(kinds, position) {
      const waiting = held ?? [];
      held = undefined;
      from = Number.NEGATIVE_INFINITY;
      // The position at once, alone when nothing changed: a stream that drops before its first event resumes here.
      if (kinds.length > 0)
        stream.deliver(
          kinds.map((kind) => ({ kind, tx: position })),
          position,
        );
      else write(`${idLine(position)}\n`);
      from = position;
      for (const delivery of waiting) stream.deliver(delivery.events, delivery.position);
    },
    reset(position) {
      write(`${idLine(position)}event: ${liveResetEvent}\ndata: {}\n\n`);
    },
    heartbeat(position) {
      write(ridesTimer || held ? ':\n\n' : `:\n${idLine(Math.max(from, position))}\n`);
    },
    end,
  };

  const body = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
        write(`retry: ${reconnectAfterMs}\n\n`);
      },
      cancel() {
        open = false;
        clearTimeout(ridesTimer);
        options.onEnd();
      },
    },
    { highWaterMark: 0, size: (chunk) => chunk.byteLength },
  );
  return { stream, body };
}
