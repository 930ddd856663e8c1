import { readFileSync } from 'node:fs';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { sessions, users } from '../../src/db/schema.ts';
import { hashToken, newToken } from '../../src/shared/tokens.ts';
import { eventStreamParser } from '../../src/test-support/live-streams.ts';

/** A client account with signed-in sessions, made straight in the database (argon2 sign-ins would take minutes). */
export interface StreamAccount {
  userId: number;
  /** One session cookie value per stream to open. */
  tokens: string[];
}

/** `accounts` new client accounts with `sessionsEach` sessions each, valid for a day. */
export async function makeStreamAccounts(
  db: Database,
  accounts: number,
  sessionsEach: number,
): Promise<StreamAccount[]> {
  const [demo] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, 4));
  const stamp = Date.now();
  const made = await db
    .insert(users)
    .values(
      Array.from({ length: accounts }, (_, index) => ({
        name: `Live ${index}`,
        email: `live.${stamp}.${index}@example.com`,
        passwordHash: demo?.passwordHash ?? '',
        scope: 'user' as const,
        countryId: 76,
        timezone: 'America/Sao_Paulo',
      })),
    )
    .returning({ id: users.id });
  return signedInSessions(
    db,
    made.map(({ id }) => id),
    sessionsEach,
  );
}

/** `each` sessions of every one of `userIds`, made straight in the database (no sign-in, no second factor). */
export async function signedInSessions(
  db: Database,
  userIds: readonly number[],
  each: number,
): Promise<{ userId: number; tokens: string[] }[]> {
  const now = new Date();
  const later = new Date(now.getTime() + 24 * 3_600_000);
  const result = userIds.map((userId) => ({ userId, tokens: Array.from({ length: each }, () => newToken()) }));
  const rows = result.flatMap(({ userId, tokens }) =>
    tokens.map((token) => ({
      idHash: hashToken(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      authenticatedAt: now,
      idleExpiresAt: later,
      absoluteExpiresAt: later,
      ip: '127.0.0.1',
    })),
  );
  for (let start = 0; start < rows.length; start += 1_000)
    await db.insert(sessions).values(rows.slice(start, start + 1_000));
  return result;
}

/** A live stream held with node:http (light enough for thousands in one process), resumed by its owner. */
export interface RawLiveStream {
  status: number;
  lastEventId: string | undefined;
  /** Whether the server ended it (or the connection broke). */
  ended: boolean;
  close(): void;
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

/**
 * Opens `GET /api/live` at `baseUrl` with the session cookie and calls `onChange` with the kinds of each change event
 * (and `reset` as a kind of its own), at the moment its bytes arrive.
 */
export function openRawLiveStream(
  baseUrl: string,
  token: string,
  options: {
    lastEventId?: string | undefined;
    onChange: (kinds: string[], stream: RawLiveStream) => void;
    onEnd?: () => void;
  },
): Promise<RawLiveStream> {
  return new Promise((resolve, reject) => {
    const stream: RawLiveStream = {
      status: 0,
      lastEventId: options.lastEventId,
      ended: false,
      close: () => request.destroy(),
    };
    const url = new URL('/api/live', baseUrl);
    const request = http.get(
      url,
      {
        agent,
        headers: {
          cookie: `orbit_session=${token}`,
          ...(options.lastEventId !== undefined && { 'last-event-id': options.lastEventId }),
        },
      },
      (response) => {
        stream.status = response.statusCode ?? 0;
        response.setEncoding('utf8');
        const read = eventStreamParser({
          onId: (id) => (stream.lastEventId = id),
          onEvent: (event, data) =>
            options.onChange(
              event === 'message' ? (JSON.parse(data) as { changed: string[] }).changed : [event],
              stream,
            ),
        });
        response.on('data', read);
        const ended = () => {
          if (stream.ended) return;
          stream.ended = true;
          options.onEnd?.();
        };
        response.on('end', ended);
        response.on('close', ended);
        response.on('error', ended);
        resolve(stream);
      },
    );
    request.on('error', (error) => {
      if (stream.status === 0) reject(error);
    });
  });
}

/** The value at quantile `q` (0–1) of `values`. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** Resident memory and processor time (user + system, ms) of a process, from /proc. */
export function processUsage(pid: number): { rssBytes: number; cpuMs: number } {
  const status = readProc(`/proc/${pid}/status`);
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const fields = readProc(`/proc/${pid}/stat`).split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  return { rssBytes: rssKb * 1024, cpuMs: (ticks * 1000) / 100 };
}

function readProc(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
