import { z } from 'zod';

/*
 * Live screens (ADR 0082): what `GET /api/live` tells the signed-in person changed, so the console asks again for
 * exactly those screens' data.
 */

/**
 * What can change for a person: each names the screens whose data to ask for again. `coasters`: a status of one of
 * the client's machines moved (late, offline, back online, switched off…; ADR 0089); `fleet`, to staff: a status of
 * any client's machine moved, or rides were recorded (rides today on the fleet page).
 */
export const liveChangeKinds = [
  'notifications',
  'wallet',
  'blocking',
  'licenses',
  'rides',
  'coasters',
  'fleet',
] as const;
export type LiveChangeKind = (typeof liveChangeKinds)[number];

/** The data of a stream's unnamed event: the kinds that changed since the event before it. */
export const liveChangeSchema = z.strictObject({ changed: z.array(z.enum(liveChangeKinds)).min(1) });
export type LiveChange = z.infer<typeof liveChangeSchema>;

/** The event that tells the browser its `Last-Event-ID` is older than what the server keeps: ask for everything. */
export const liveResetEvent = 'reset';

/** Minutes the server keeps what changed, so a stream that reconnects within them misses nothing. */
export const liveResumeMinutes = 15;

/** The answer of `GET /api/live` as the server writes it, a `ReadableStream` of bytes as for the CSV exports. */
export interface LiveByteStream {
  getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }> };
}

export const liveStreamSchema = z
  .custom<LiveByteStream>((value) => typeof value === 'object' && value !== null && 'getReader' in value)
  .meta({
    type: 'string',
    contentMediaType: 'text/event-stream',
    description: [
      'Server-Sent Events, open as long as the session. An unnamed event carries `{"changed":[kinds]}` (kinds:',
      `${liveChangeKinds.join(', ')}); \`rides\` comes at most once a second. \`coasters\` tells a client that a`,
      'status of one of its machines moved (it turns late and offline by not calling: told within about 2 s of the',
      'window passing); `fleet` tells staff that a status of any machine moved or rides were recorded (at most once',
      `every 5 s for rides). An event named \`${liveResetEvent}\``,
      'says the Last-Event-ID sent was older than the last',
      `${liveResumeMinutes} minutes or unknown: ask for everything again. Each event's id, and an id alone in the`,
      'heartbeat (a comment line every 15 s), is where to resume: send it back as Last-Event-ID after a reconnect.',
      'The stream ends when the session ends (sign-out, disable, expiry); the browser then gets 401 on reconnect.',
    ].join(' '),
  });

/** `Last-Event-ID`, as EventSource sends it on a reconnect; anything else than a position resets. */
export const liveHeadersSchema = z.object({ 'last-event-id': z.string().max(64).optional() });
