import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorListLimit, errorMessages, moreErrorsField } from '@orbit/contract';
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

/**
 * Maps zod issues to `field.path -> message`; an unknown key is reported under its own name. Past `errorListLimit`
 * problems are only counted, under `moreErrorsField`: a 1 MB body of 60,000 unknown keys once answered 1.5 MB
 * naming each, and the keys past the limit are not even turned into paths.
 */
function fieldErrors(issues: FastifySchemaValidationError[], context: string | undefined): Record<string, string> {
  const errors = new Map<string, string>();
  let leftOut = 0;
  const add = (field: string, message: string) => {
    if (errors.has(field)) return;
    if (errors.size < errorListLimit) errors.set(field, message);
    else leftOut += 1;
  };
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const unknownKeys = issue.keyword === 'unrecognized_keys' ? readKeys(issue.params) : [];
    if (unknownKeys.length === 0) {
      add(path || (context ?? 'body'), issue.message ?? 'Invalid value');
      continue;
    }
    const named = Math.max(0, errorListLimit - errors.size);
    for (const key of unknownKeys.slice(0, named)) add(path ? `${path}.${String(key)}` : String(key), 'Unknown field');
    leftOut += Math.max(0, unknownKeys.length - named);
  }
  const answer = Object.fromEntries(errors);
  if (leftOut > 0) answer[moreErrorsField] = `${leftOut} more problems`;
  return answer;
}

function readKeys(params: Record<string, unknown>): readonly unknown[] {
  return Array.isArray(params.keys) ? params.keys : [];
}
