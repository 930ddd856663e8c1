import { connect } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { answerWhileClosing } from './closing-answer.ts';

describe('a closing server', () => {
  it('answers a request that reaches it after the close began 503 with the message, and closes the connection', async () => {
    const app = Fastify({ return503OnClosing: false });
    answerWhileClosing(app, 'The server is stopping');
    let release = () => {};
    const slowStarted = new Promise<void>((started) => {
      app.get('/slow', async () => {
        started();
        await new Promise<void>((resolve) => (release = resolve));
        return { done: true };
      });
    });
    app.get('/fast', async () => ({ fast: true }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    // A connection busy with a request as the close begins stays open; the next request on it meets the closing server.
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await slowStarted;
    const closed = app.close();
    // The listener stops once the close's first hooks ran: from then on the server is closing.
    await vi.waitFor(() => expect(app.server.listening).toBe(false));
    release();
    await vi.waitFor(() => expect(received).toContain('{"done":true}'));
    socket.write('GET /fast HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await ended;
    await closed;

    const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(first).toContain('{"done":true}');
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(second?.toLowerCase()).toContain('connection: close');
    expect(second).toContain('{"message":"The server is stopping"}');
  });
});
