import type { FastifyBaseLogger } from 'fastify';
import { liveResumeMinutes } from '@orbit/contract';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { currentUserChangedChannel } from '../identity/index.ts';
import type { CacheFollower } from '../identity/index.ts';
import { liveEventChannel, liveEventsRepository } from './live-events-repository.ts';
import { createLiveStream } from './live-stream.ts';
import type { LiveChange, LiveStream } from './live-stream.ts';

/** Each stream's session is checked this often besides the notifications of its changes (ADR 0082). */
const sessionCheckMs = 4_000;
/** Events are read this often while streams are open, even without a notification (one lost with a listener). */
const readAtLeastEveryMs = 5_000;
/** While nobody listens, events are read every second instead. */
const readWhileDeafMs = 1_000;
/** A comment this often keeps proxies (60 s of silence, deploy/haproxy) and browsers from closing an idle stream. */
export const heartbeatMs = 15_000;
/** How often the hub looks at its timers. */
const tickMs = 250;

/** Whether a session still stands: it exists and has not expired. It must not count as the owner's activity. */
export type SessionStands = (sessionIdHash: string) => Promise<boolean>;

export type LiveHub = ReturnType<typeof createLiveHub>;

/**
 * The streams of one server process (ADR 0082). Events are read by transaction position, once per burst of
 * notifications for the whole process, and handed to the streams of their owners; a stream is only ever given its own
 * owner's events. Sessions are checked when their user changes and every few seconds; a stream whose session ended is
 * closed.
 */
export function createLiveHub(deps: { db: Database; now: Clock; log: FastifyBaseLogger }) {
  const { db, now, log } = deps;
  let sessionStands: SessionStands = async () => true;
  const events = liveEventsRepository(db);
  const streamsOf = new Map<number, Set<LiveStream>>();
  let openCount = 0;
  /** Every event below this position has been handed to the streams. */
  let position = 0;
  let lastReadAt = 0;
  let reading: Promise<void> | undefined;
  let readAgain = false;
  let listening = true;
  let checking = false;
  let nextHeartbeatAt = performance.now() + heartbeatMs;
  let stopped = false;

  async function readOnce() {
    lastReadAt = performance.now();
    const { until, events: read } = await events.since(position);
    const changesOf = new Map<number, LiveChange[]>();
    for (const event of read) {
      if (!streamsOf.has(event.userId)) continue;
      const changes = changesOf.get(event.userId) ?? [];
      changes.push(event);
      changesOf.set(event.userId, changes);
    }
    for (const [userId, changes] of changesOf) {
      for (const stream of streamsOf.get(userId) ?? []) stream.deliver(changes, until);
    }
    position = until;
  }

  /** Reads now, or once more after the read under way: notifications of a burst cost one read or two. */
  function read(): Promise<void> {
    if (reading) {
      readAgain = true;
      return reading;
    }
    reading = (async () => {
      do {
        readAgain = false;
        try {
          await readOnce();
        } catch (error) {
          log.warn({ err: error }, 'Live events could not be read; trying again');
          return;
        }
      } while (readAgain && !stopped);
    })().finally(() => (reading = undefined));
    return reading;
  }

  function remove(stream: LiveStream) {
    const ofUser = streamsOf.get(stream.userId);
    if (!ofUser?.delete(stream)) return;
    openCount -= 1;
    if (ofUser.size === 0) streamsOf.delete(stream.userId);
  }

  function checkSoon(streams: Iterable<LiveStream>) {
    const at = performance.now();
    for (const stream of streams) stream.checkAt = Math.min(stream.checkAt, at);
  }

  /** Checks the sessions that are due, one after the other: held sessions cost no query (ADR 0042). */
  async function checkSessions() {
    if (checking) return;
    checking = true;
    try {
      for (const streams of [...streamsOf.values()]) {
        for (const stream of [...streams]) {
          if (stream.checkAt > performance.now() || !stream.open) continue;
          stream.checkAt = performance.now() + sessionCheckMs;
          const stands = await sessionStands(stream.sessionIdHash).catch(() => true);
          if (!stands) stream.end();
        }
      }
    } finally {
      checking = false;
    }
  }

  const ticker = setInterval(() => {
    const at = performance.now();
    if (openCount > 0 && at - lastReadAt > (listening ? readAtLeastEveryMs : readWhileDeafMs)) void read();
    void checkSessions();
    if (at >= nextHeartbeatAt) {
      nextHeartbeatAt = at + heartbeatMs;
      for (const streams of streamsOf.values()) for (const stream of streams) stream.heartbeat(position);
    }
  }, tickMs);
  ticker.unref();

  /** Hears the events' channel: a notification for an owner with a stream here starts a read. */
  const eventsFollower: CacheFollower = {
    channel: liveEventChannel,
    cache: {
      changed(payload) {
        if (streamsOf.has(Number(payload))) void read();
      },
      listening(on) {
        listening = on;
        if (on && openCount > 0) void read();
      },
      trustUntil: () => undefined,
    },
  };

  /** Hears the sessions' channel: a user whose sessions changed has the sessions of their streams checked at once. */
  const sessionsFollower: CacheFollower = {
    channel: currentUserChangedChannel,
    cache: {
      changed(payload) {
        if (payload === '*') for (const streams of streamsOf.values()) checkSoon(streams);
        else if (/^\d+$/.test(payload)) checkSoon(streamsOf.get(Number(payload)) ?? []);
        else return;
        void checkSessions();
      },
      listening: () => undefined,
      trustUntil: () => undefined,
    },
  };

  return {
    followers: [eventsFollower, sessionsFollower] as const,

    /**
     * Takes the position to read from (what is already committed is not sent to the streams opened later) and how to
     * check a session, which needs the session cache that hears this hub's followers.
     */
    async start(checkSession: SessionStands): Promise<void> {
      sessionStands = checkSession;
      position = (await events.bounds()).horizon;
      lastReadAt = performance.now();
    },

    /**
     * Opens a stream for a session, from `lastEventId` when the browser reconnects: what changed since is sent
     * first, or `reset` when that position is older than what is kept (or not one of ours).
     */
    async open(session: { userId: number; sessionIdHash: string }, lastEventId: string | undefined) {
      const { stream, body } = createLiveStream({
        userId: session.userId,
        sessionIdHash: session.sessionIdHash,
        caughtUpTo: () => position,
        onEnd: () => remove(stream),
      });
      stream.checkAt = performance.now() + sessionCheckMs;
      // Held from now: what the hub reads meanwhile waits until the stream begins.
      const ofUser = streamsOf.get(session.userId) ?? new Set<LiveStream>();
      ofUser.add(stream);
      streamsOf.set(session.userId, ofUser);
      openCount += 1;
      try {
        // Everything committed before this horizon is read here; the hub's reads bring what comes after it.
        const { horizon, sweptBelow } = await events.bounds();
        if (lastEventId === undefined) {
          stream.begin([], horizon);
          return body;
        }
        const from = /^\d{1,15}$/.test(lastEventId) ? Number(lastEventId) : undefined;
        if (from === undefined || from < sweptBelow || from > horizon) {
          stream.reset(horizon);
          stream.begin([], horizon);
        } else {
          stream.begin(from < horizon ? await events.kindsOf(session.userId, from, horizon) : [], horizon);
        }
      } catch (error) {
        stream.end();
        throw error;
      }
      return body;
    },

    /** Streams open now, for the metrics and the benchmark. */
    openStreams: () => openCount,

    /** Deletes the events older than the resume window. */
    sweep: () => events.sweep(new Date(now().getTime() - liveResumeMinutes * 60_000)),

    /** Ends every stream (the server stops): browsers reconnect to another process and resume there. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(ticker);
      for (const streams of [...streamsOf.values()]) for (const stream of [...streams]) stream.end();
      await reading;
    },
  };
}
