/** Where a request came from, as an audit entry keeps it (ADR 0054); null where there is none. */
export interface RequestOrigin {
  ip: string | null;
  /** A hash of the session's stored id hash: it names the session without opening it or revealing its row key. */
  sessionRef: string | null;
  /** Fastify's request id, also in the request's log lines. */
  requestId: string | null;
  userAgent: string | null;
}

/** Entries written outside any request: the seed, the command-line tools. */
export const noRequest: RequestOrigin = { ip: null, sessionRef: null, requestId: null, userAgent: null };
