import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /** Send Strict-Transport-Security (production, behind HTTPS). */
  hsts: boolean;
}

/** One year, subdomains included: browsers then refuse plain HTTP to the console for good. */
const hstsValue = 'max-age=31536000; includeSubDomains';

/**
 * The Content-Security-Policy of every answer (ADR 0021). Pages get `pagePolicy` with a fresh nonce instead, which
 * lets the console's own scripts and styled-components' style elements run and nothing injected.
 */
export const basePolicy = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/**
 * The policy of a page served with `nonce`: scripts and style elements need the nonce or must come from this origin;
 * images may also be `data:` (charts and icons drawn inline) and come from the uploads host when it is another one.
 */
export function pagePolicy(nonce: string, imageOrigins: readonly string[] = []): string {
  return [
    basePolicy,
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
  ].join('; ');
}

/** Headers every answer carries; API answers hold personal data, so no cache keeps them. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'same-origin');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', basePolicy);
    if (options.hsts) reply.header('strict-transport-security', hstsValue);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}
