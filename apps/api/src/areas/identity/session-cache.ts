import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { driverClientOf } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import type { SessionCacheCounts } from '../../http/metrics.ts';

/** The channel the triggers of migration 0004 notify: a user id, or `*` for everyone. */
export const currentUserChangedChannel = 'current_user_changed';

/** Sessions held at most; past it the oldest is dropped first. */
const maxSessions = 10_000;

/**
 * Signed-in sessions with their `GET /api/me` answer, held in memory (ADR 0041, 0042), so a signed-in request needs
 * no query. Whatever changes a user, their licences or country, or a session (its idle expiry sliding, sign-out, a
 * disable ending every session) makes the database notify `current_user_changed`, and the user's sessions are
 * dropped when the notification arrives. A row read before a change that arrives while it is read is not kept:
 * `mark` before reading, `remember` with that mark. While nobody listens (`listening(false)`) nothing is held, and
 * what is held is trusted only until the moment the listener's last sign of life allows (`trustUntil`, ADR 0052).
 */
export interface SessionCache<Row extends { userId: number }> {
  get(idHash: string): Row | undefined;
  /** A count of the changes seen so far, to give `remember` for a row read after it. */
  mark(): number;
  remember(idHash: string, row: Row, mark: number): void;
  /** Drops what a notification names: a user id, or `*` for everyone; other payloads are not changes. */
  changed(payload: string): void;
  /** Drops one session at once, as its own server ends it. */
  forget(idHash: string): void;
  /** Holds sessions only while the notifications arrive; either switch drops everything held and read before. */
  listening(on: boolean): void;
  /**
   * Answers from what it holds only until `moment` (`performance.now()`); past it, `get` finds nothing and the caller
   * reads the database, until a later sign of life of the listener moves the moment on. Without a call, always.
   */
  trustUntil(moment: number): void;
  /** What the cache did since the server started, for the metrics (ADR 0060). */
  counts(): SessionCacheCounts;
}

export function createSessionCache<Row extends { userId: number }>(): SessionCache<Row> {
  const sessions = new Map<string, Row>();
  const sessionsOfUser = new Map<number, Set<string>>();
  let changes = 0;
  let everyoneChangedAt = 0;
  let held = true;
  let trustedUntil = Number.POSITIVE_INFINITY;
  const userChangedAt = new Map<number, number>();
  const counted = { hits: 0, misses: 0, dropped: 0 };

  function drop(idHash: string) {
    const row = sessions.get(idHash);
    if (!row) return;
    counted.dropped += 1;
    sessions.delete(idHash);
    sessionsOfUser.get(row.userId)?.delete(idHash);
  }

  function changed(payload: string) {
    if (payload !== '*' && !/^\d+$/.test(payload)) return;
    changes += 1;
    if (payload === '*') {
      everyoneChangedAt = changes;
      counted.dropped += sessions.size;
      sessions.clear();
      sessionsOfUser.clear();
      userChangedAt.clear();
      return;
    }
    const userId = Number(payload);
    userChangedAt.set(userId, changes);
    for (const idHash of sessionsOfUser.get(userId) ?? []) {
      if (sessions.delete(idHash)) counted.dropped += 1;
    }
    sessionsOfUser.delete(userId);
  }

  return {
    get(idHash) {
      const row = performance.now() <= trustedUntil ? sessions.get(idHash) : undefined;
      if (row) counted.hits += 1;
      else counted.misses += 1;
      return row;
    },
    mark: () => changes,
    remember(idHash, row, mark) {
      if (!held || everyoneChangedAt > mark || (userChangedAt.get(row.userId) ?? 0) > mark) return;
      drop(idHash);
      sessions.set(idHash, row);
      const ofUser = sessionsOfUser.get(row.userId) ?? new Set<string>();
      ofUser.add(idHash);
      sessionsOfUser.set(row.userId, ofUser);
      if (sessions.size > maxSessions) drop(sessions.keys().next().value as string);
    },
    changed,
    forget: drop,
    listening(on) {
      held = on;
      changed('*');
    },
    trustUntil(moment) {
      trustedUntil = moment;
    },
    counts: () => ({ held: sessions.size, ...counted }),
  };
}

/** Whether the listener that keeps the caches exact can be relied on now (ADR 0052, 0060). */
export type ListenerState = 'none needed' | 'fresh' | 'not connected' | 'silent';

/** A session cache with what feeds it. */
export interface SessionCacheHandle<Row extends { userId: number }> {
  cache: SessionCache<Row> | null;
  /**
   * Resolves once every change committed before the call has reached the cache, so a request's own writes show in
   * the next request it answers (at once on PGlite, which delivers notifications with the result).
   */
  settled(): Promise<void>;
  /**
   * The listener's state for readiness: PGlite needs none; on PostgreSQL it is fresh while connected and its last
   * sign of life came back within the trust window.
   */
  listenerState(): ListenerState;
  close(): Promise<void>;
}

/** A listener that has not heard its own notification by then is taken for lost. */
const settleTimeoutMs = 2_000;
/**
 * The listener notifies itself this often, as a sign of life: its notification arriving means every change committed
 * before it was sent has arrived too. What is held is trusted for `trustMs` after the sending of the last one that
 * came back, so a listener that falls silent without losing its connection (a stopped backend, a stalled network)
 * keeps nothing stale for longer than that (ADR 0052).
 */
const heartbeatMs = 1_000;
const trustMs = 3_000;
/** How the listener's connection shows in `pg_stat_activity`. */
export const listenerApplicationName = 'orbit-session-listener';
/** Waits this long before listening again after the connection was lost, twice as long after a silent listener. */
const reconnectDelayMs = { first: 1_000, longest: 60_000 };

/**
 * Another cache kept exact by notifications on a channel of its own, heard by the same listener as the sessions, so
 * that `settled` covers its changes too (the machines' standings, ADR 0049). A follower of the sessions' own channel
 * hears what they hear, markers included (the live streams, ADR 0082).
 */
export interface CacheFollower {
  channel: string;
  cache: Pick<SessionCache<{ userId: number }>, 'changed' | 'listening' | 'trustUntil'>;
}

/**
 * The session cache of a server and the notifications that keep it exact: PGlite's own on the embedded database
 * (ADR 0041), a connection of its own that listens on PostgreSQL (ADR 0042). Followers hear their channels there too.
 */
export async function sessionCacheFor<Row extends { userId: number }>(
  db: Database,
  followers: readonly CacheFollower[] = [],
): Promise<SessionCacheHandle<Row>> {
  const client = driverClientOf(db);
  if (client instanceof PGlite) {
    const cache = createSessionCache<Row>();
    const channels = [{ channel: currentUserChangedChannel, cache }, ...followers];
    const unlisteners = await Promise.all(
      channels.map(({ channel, cache: follower }) => client.listen(channel, (payload) => follower.changed(payload))),
    );
    // PGlite's unlisten takes a transaction as its argument: it is called with none.
    return {
      cache,
      settled: async () => undefined,
      listenerState: () => 'none needed',
      close: async () => {
        for (const unlisten of unlisteners) await unlisten();
      },
    };
  }
  if (client instanceof pg.Pool) return listenOnPostgres<Row>(client, followers);
  for (const { cache } of followers) cache.listening(false);
  return {
    cache: null,
    settled: async () => undefined,
    listenerState: () => 'none needed',
    close: async () => undefined,
  };
}

/**
 * PostgreSQL delivers a notification to every listening connection after its transaction commits, in commit order.
 * `settled` sends a marker of this process's own and waits for it to come back: every change committed before it has
 * then arrived. The listener also notifies itself every second, and what is held is trusted for a few seconds after
 * the last such sign of life (ADR 0052). Sessions are held only while the listener is connected; a lost connection
 * (or a marker that does not come back) drops them all until it listens again.
 */
async function listenOnPostgres<Row extends { userId: number }>(
  pool: pg.Pool,
  followers: readonly CacheFollower[],
): Promise<SessionCacheHandle<Row>> {
  const sessions = createSessionCache<Row>();
  let trustedUntil = 0;
  /** The sessions and the followers switch together: they are exact only while the one listener hears. */
  const cache: SessionCache<Row> = {
    ...sessions,
    listening(on) {
      sessions.listening(on);
      for (const follower of followers) follower.cache.listening(on);
    },
    trustUntil(moment) {
      trustedUntil = moment;
      sessions.trustUntil(moment);
      for (const follower of followers) follower.cache.trustUntil(moment);
    },
  };
  cache.listening(false);
  const markerPrefix = `settled:${randomUUID()}:`;
  /** Markers on their way, with when they were sent and what waits for them. */
  const waitingMarkers = new Map<string, { sentAt: number; arrived: () => void }>();
  let markersSent = 0;
  let listener: pg.Client | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let reconnectDelay = reconnectDelayMs.first;
  /** When the heartbeat still on its way was sent; undefined when none is. */
  let heartbeatSentAt: number | undefined;

  /** A marker to send now; when it comes back, what was committed before it has arrived, and the cache is trusted on. */
  function newMarker(arrived: () => void): string {
    markersSent += 1;
    const marker = `${markerPrefix}${markersSent}`;
    waitingMarkers.set(marker, { sentAt: performance.now(), arrived });
    return marker;
  }

  function markerArrived(marker: string) {
    const waiting = waitingMarkers.get(marker);
    if (!waiting) return;
    waitingMarkers.delete(marker);
    reconnectDelay = reconnectDelayMs.first;
    cache.trustUntil(waiting.sentAt + trustMs);
    waiting.arrived();
  }

  /** Connected but deaf (a stopped backend, a pooler that does not carry LISTEN): try again less and less often. */
  function deaf(client: pg.Client) {
    reconnectDelay = Math.min(reconnectDelay * 2, reconnectDelayMs.longest);
    lost(client);
  }

  // The listener notifies itself on its own connection, so a sign of life needs no connection of the pool.
  const heartbeat = setInterval(() => {
    const client = listener;
    if (!client) return;
    if (heartbeatSentAt !== undefined) {
      if (performance.now() - heartbeatSentAt > settleTimeoutMs) deaf(client);
      return;
    }
    heartbeatSentAt = performance.now();
    const marker = newMarker(() => (heartbeatSentAt = undefined));
    client.query('select pg_notify($1, $2)', [currentUserChangedChannel, marker]).catch(() => lost(client));
  }, heartbeatMs);
  heartbeat.unref();

  function lost(client: pg.Client) {
    if (listener !== client) return;
    listener = null;
    heartbeatSentAt = undefined;
    cache.listening(false);
    for (const { arrived } of waitingMarkers.values()) arrived();
    waitingMarkers.clear();
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    if (!closed) reconnectTimer = setTimeout(() => void listen(), reconnectDelay);
  }

  async function listen(): Promise<void> {
    const client = new pg.Client({ ...pool.options, keepAlive: true, application_name: listenerApplicationName });
    client.on('notification', ({ channel, payload = '' }) => {
      const ofSessions = channel === currentUserChangedChannel;
      const marker = ofSessions && payload.startsWith('settled:');
      // The sessions first, as on PGlite, whose listeners are called in the same order: a follower that checks a
      // session at once (the live streams, ADR 0082) found it still held and ended the stream only at its next
      // check, seconds later.
      if (ofSessions && !marker) cache.changed(payload);
      // A follower may hear the sessions' own channel too (the live streams); markers are not changes.
      for (const follower of followers) if (follower.channel === channel) follower.cache.changed(payload);
      if (marker) markerArrived(payload);
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${currentUserChangedChannel}`);
      for (const channel of new Set(followers.map((follower) => follower.channel))) {
        if (channel !== currentUserChangedChannel) await client.query(`listen ${channel}`);
      }
    } catch {
      listener = client;
      return lost(client);
    }
    if (closed) return void client.end();
    listener = client;
    cache.listening(true);
    cache.trustUntil(performance.now() + trustMs);
  }

  await listen();
  return {
    cache,
    async settled() {
      const client = listener;
      if (!client) return;
      let timer: NodeJS.Timeout | undefined;
      let marker = '';
      const arrived = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), settleTimeoutMs);
        marker = newMarker(() => resolve(true));
      });
      try {
        await pool.query('select pg_notify($1, $2)', [currentUserChangedChannel, marker]);
        if (!(await arrived)) deaf(client);
      } catch {
        // The database is out of reach: nothing can be known of its changes meanwhile.
        lost(client);
      } finally {
        clearTimeout(timer);
        waitingMarkers.delete(marker);
      }
    },
    listenerState() {
      if (!listener) return 'not connected';
      return performance.now() <= trustedUntil ? 'fresh' : 'silent';
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      clearInterval(heartbeat);
      const client = listener;
      listener = null;
      cache.listening(false);
      await client?.end();
    },
  };
}
