/** PostgreSQL error codes the services turn into answers. */
export const pgErrorCodes = {
  uniqueViolation: '23505',
  /** An unknown time zone name in `AT TIME ZONE`, among other bad parameters. */
  invalidParameterValue: '22023',
} as const;

/** The SQLSTATE of a failed query, whichever driver ran it (drizzle wraps the driver's error as `cause`). */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code))
      return current.code;
  }
  return undefined;
}
