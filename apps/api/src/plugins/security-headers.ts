import type { FastifyInstance } from 'fastify';
import { baseContentSecurityPolicy } from '@orbit/contract';

export interface SecurityHeaderOptions {
  /** Send Strict-Transport-Security (production, behind HTTPS). */
  hsts: boolean;
}

/** One year, subdomains included: browsers then refuse plain HTTP to the console for good. */
const hstsValue = 'max-age=31536000; includeSubDomains';

/**
 * Headers every answer carries; API answers hold personal data, so no cache keeps them. Pages replace the base
 * Content-Security-Policy with theirs, which carries a nonce (ADR 0021).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'same-origin');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', baseContentSecurityPolicy);
    if (options.hsts) reply.header('strict-transport-security', hstsValue);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}
