import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorMessages } from '@orbit/contract';

/**
 * Serves the built console at `/` when it exists. A GET outside /api that matches no file gets index.html, so the
 * single-page app handles its own routes (/dash, /sign-in...); everything else that matches nothing is a JSON 404.
 */
export async function registerConsoleAndNotFound(app: FastifyInstance, consoleDist: string): Promise<void> {
  const hasConsole = existsSync(path.join(consoleDist, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: consoleDist,
      // index.html names the hashed assets of the current build, so browsers must revalidate it.
      setHeaders: (reply, filePath) => {
        if (filePath.endsWith('.html')) reply.header('cache-control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (hasConsole && isPageRequest && !isApiPath(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: errorMessages.notFound });
  });
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
