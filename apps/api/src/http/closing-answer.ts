import type { FastifyInstance } from 'fastify';

/**
 * Once the server closes (ADR 0060), a request that still reaches it, on a connection left open, is answered 503 with
 * `message`, as readiness answers from the drain on, and the connection is closed after it. Fastify's own answer
 * (`return503OnClosing`, which the app turns off) has a body of its own: a balancer or a probe that asks at the moment
 * the close begins would read one or the other.
 */
export function answerWhileClosing(app: FastifyInstance, message: string): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing) return reply.code(503).header('connection', 'close').send({ message });
  });
}
