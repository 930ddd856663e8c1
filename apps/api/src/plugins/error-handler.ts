import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorMessages } from '@orbit/contract';
import type { ErrorResponse } from '@orbit/contract';
import { databaseErrorCode, isConnectionWaitTimeout, pgErrorCodes } from '../db/errors.ts';
import { AppError } from '../http/app-error.ts';

interface ErrorReply {
  statusCode: number;
  body: ErrorResponse;
  /** Seconds for `Retry-After`. */
  retryAfterSeconds?: number;
}

/**
 * When to ask again after the database had no connection free in time (ADR 0051): the pool's wait is a few
 * seconds, so a moment later most requests find one.
 */
export const busyRetryAfterSeconds = 2;

/** Every failure answers `{ message, errors? }`; nothing unexpected (stack, SQL, internals) reaches the client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, body, retryAfterSeconds } = toErrorReply(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'Request failed');
    if (retryAfterSeconds !== undefined) void reply.header('retry-after', String(retryAfterSeconds));
    return reply.status(statusCode).send(body);
  });
}

function toErrorReply(error: unknown): ErrorReply {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      body: { message: error.message, ...(error.errors && { errors: error.errors }) },
      retryAfterSeconds: error.retryAfterSeconds,
    };
  }
  // Every connection stayed busy for the pool's whole wait, or a statement ran past its timeout: the server is
  // overloaded rather than broken, and says so instead of keeping the request waiting (ADR 0051).
  if (isConnectionWaitTimeout(error)) {
    return {
      statusCode: 503,
      body: { message: errorMessages.serverBusy },
      retryAfterSeconds: busyRetryAfterSeconds,
    };
  }
  if (databaseErrorCode(error) === pgErrorCodes.queryCanceled) {
    return { statusCode: 503, body: { message: errorMessages.tookTooLong } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      statusCode: 400,
      body: { message: errorMessages.invalidInput, errors: fieldErrors(error.validation, error.validationContext) },
    };
  }
  if (textTheDatabaseRefuses.has(databaseErrorCode(error) ?? '')) {
    return { statusCode: 400, body: { message: errorMessages.invalidInput } };
  }
  if (!isFastifyError(error)) return internalError;

  switch (error.code) {
    // Oversized bodies answer 400 like any other unacceptable input.
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { statusCode: 400, body: { message: errorMessages.payloadTooLarge } };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { statusCode: 400, body: { message: errorMessages.invalidInput, errors: { body: 'Malformed JSON' } } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { statusCode: 400, body: { message: errorMessages.invalidInput, errors: { body: 'Empty JSON body' } } };
  }
  // Fastify's own client errors (unsupported media type and the like) carry messages meant for the client.
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) return { statusCode, body: { message: error.message } };
  return internalError;
}

/** Text PostgreSQL cannot store (a NUL character) is the input's fault, wherever it reaches the database. */
const textTheDatabaseRefuses = new Set(['22021', '22P05']);

const internalError: ErrorReply = { statusCode: 500, body: { message: errorMessages.internal } };

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error && typeof error.code === 'string';
}

/** Maps zod issues to `field.path -> message`; an unknown key is reported under its own name. */
function fieldErrors(issues: FastifySchemaValidationError[], context: string | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const unknownKeys = issue.keyword === 'unrecognized_keys' ? readKeys(issue.params) : [];
    const fields =
      unknownKeys.length > 0
        ? unknownKeys.map((key) => (path ? `${path}.${key}` : key))
        : [path || (context ?? 'body')];
    const message = unknownKeys.length > 0 ? 'Unknown field' : (issue.message ?? 'Invalid value');
    for (const field of fields) errors[field] ??= message;
  }
  return errors;
}

function readKeys(params: Record<string, unknown>): string[] {
  const keys = params.keys;
  return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
}
