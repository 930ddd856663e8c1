import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { errorMessages } from '@orbit/contract';
import type { ErrorResponse } from '@orbit/contract';

/** Refusals of the HTTP parser, before any request exists, by the parser's error code. */
const parserRefusals: Record<string, { statusCode: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { statusCode: 431, message: 'Request headers are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { statusCode: 408, message: 'Request timed out' },
};
const malformedRequest = { statusCode: 400, message: 'Malformed request' };

/**
 * Fastify options that make the router's and the HTTP parser's own refusals answer `{ message, errors? }` like
 * every other error (ADR 0003). Their defaults answer with internal codes and echo the whole URL, query included.
 */
export const frameworkErrorOptions = {
  frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
    const errors =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? { path: 'A path parameter is too long' }
        : { path: 'Not a valid URL' };
    const body: ErrorResponse = { message: errorMessages.invalidInput, errors };
    void reply.status(400).send(body);
  },

  clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
    // A reset connection has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { statusCode, message } = parserRefusals[error.code ?? ''] ?? malformedRequest;
    const body = JSON.stringify({ message } satisfies ErrorResponse);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  },
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;
