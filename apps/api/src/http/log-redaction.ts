import type { FastifyRequest } from 'fastify';

/** Query parameters of API calls whose values are secrets wherever they appear. */
const secretParameter = /token|password|secret|code|key/i;

/**
 * The URL as the request log may keep it. A page URL loses its whole query string, since mailed links carry
 * tokens there (`/reset-password/reset?token=…`); an API URL keeps its query with secret-looking values hidden.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const path = url.slice(0, queryStart);
  const isApi = path === '/api' || path.startsWith('/api/');
  if (!isApi) return `${path}?[removed]`;
  const parameters = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of new Set(parameters.keys())) {
    if (secretParameter.test(name)) parameters.set(name, '[removed]');
  }
  return `${path}?${parameters.toString()}`;
}

/** Fastify's request serializer, with the URL redacted: the log never holds a mailed token (ADR 0021). */
export function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
