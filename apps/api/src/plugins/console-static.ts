import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorMessages, pageContentSecurityPolicy } from '@orbit/contract';

/**
 * What the console's build writes where each page's nonce goes (`html.cspNonce` in apps/console/vite.config.ts):
 * Vite puts it on its script and style tags and in `<meta property="csp-nonce">`, which styled-components reads.
 */
export const cspNoncePlaceholder = 'ORBIT_CSP_NONCE';

/** A hashed file never changes, so browsers keep it a year without asking again (ADR 0034). */
export const hashedAssetCacheControl = 'public, max-age=31536000, immutable';

export interface ConsoleOptions {
  /** The console's build folder. */
  consoleDist: string;
  /** Origins other than this one that images come from (the uploads host). */
  imageOrigins: readonly string[];
}

/**
 * Serves the built console at `/` when it exists. A GET outside /api that matches no file gets index.html, so the
 * single-page app handles its own routes (/dash, /sign-in...); everything else that matches nothing is a JSON 404.
 * index.html goes out with a fresh nonce in it and in its Content-Security-Policy each time (ADR 0021).
 */
export async function registerConsoleAndNotFound(app: FastifyInstance, options: ConsoleOptions): Promise<void> {
  const indexFile = path.join(options.consoleDist, 'index.html');
  const page = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  // Vite names every file of this folder after a hash of its content: a new build gives new names.
  const hashedAssets = path.join(options.consoleDist, 'assets') + path.sep;
  if (page !== undefined) {
    await app.register(fastifyStatic, {
      root: options.consoleDist,
      index: false,
      // The page itself always goes through sendPage, which fills in its nonce.
      allowedPath: (pathName) => pathName !== '/index.html',
      // The build wrote a .br and a .gz beside each file worth compressing; the one Accept-Encoding prefers goes out.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // Files outside assets/ (the favicon) keep their names across builds: browsers revalidate them.
        reply.header('cache-control', filePath.startsWith(hashedAssets) ? hashedAssetCacheControl : 'no-cache');
      },
    });
  }

  function sendPage(reply: FastifyReply, html: string) {
    const nonce = randomBytes(18).toString('base64');
    return (
      reply
        .header('content-security-policy', pageContentSecurityPolicy(nonce, options.imageOrigins))
        // The page names the hashed assets of the current build, so browsers must revalidate it.
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html.replaceAll(cspNoncePlaceholder, nonce))
    );
  }

  if (page !== undefined) app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply, page));

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (page !== undefined && isPageRequest && !isApiPath(request.url)) return sendPage(reply, page);
    return reply.status(404).send({ message: errorMessages.notFound });
  });
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
