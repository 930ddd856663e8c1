/** An expected failure with the status and `{ message, errors? }` body the client should get. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string> | undefined;
  /** Sent as `Retry-After`: when asking again may succeed (a 429 or a 503). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    statusCode: number,
    message: string,
    errors?: Record<string, string>,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
