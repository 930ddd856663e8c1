/** PostgreSQL error codes the services turn into answers. */
export const pgErrorCodes = {
  uniqueViolation: '23505',
  /** An unknown time zone name in `AT TIME ZONE`, among other bad parameters. */
  invalidParameterValue: '22023',
  /** `statement_timeout` ended the statement (or someone cancelled it). */
  queryCanceled: '57014',
} as const;

/** The SQLSTATE of a failed query, whichever driver ran it (drizzle wraps the driver's error as `cause`). */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code))
      return current.code;
  }
  return undefined;
}

/**
 * node-postgres's pool gives up waiting for a connection (`connectionTimeoutMillis`) with these errors, which carry
 * no code: every connection stayed busy, or a new one could not be opened in time.
 */
const connectionWaitMessages = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);

/** Whether a failure is the pool's wait for a connection running out, whichever layer wrapped it. */
export function isConnectionWaitTimeout(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (connectionWaitMessages.has(current.message)) return true;
  }
  return false;
}
