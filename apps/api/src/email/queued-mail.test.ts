import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { DatabaseHandle } from '../db/client.ts';
import { call, createClient } from '../test-support/fixtures.ts';
import { createTestApp, mailQueueSettled } from '../test-support/test-app.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { createMailer } from './mailer.ts';

interface Received {
  messageId: string;
  to: string;
  subject: string;
}

/** A port nothing listens on yet. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('No port');
  return address.port;
}

/** A real SMTP server in this process that keeps each message's Message-ID, recipient and subject. */
function mailServer(received: Received[]): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(raw)?.[1]?.trim() ?? '';
        received.push({
          messageId: header('Message-ID'),
          to: session.envelope.rcptTo[0]?.address ?? '',
          subject: header('Subject'),
        });
        done();
      });
    },
  });
}

const listen = (server: SMTPServer, port: number) =>
  new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
const close = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

let addressNumber = 0;
const freshAddress = () => `198.19.${++addressNumber >> 8}.${addressNumber & 255}`;

describe.each(testDatabaseKinds)('mail through the job queue on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let port: number;
  const received: Received[] = [];

  beforeAll(async () => {
    handle = await kind.open();
    port = await freePort();
    const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_SECONDS: '1', MAIL_RETRY_MAX_SECONDS: '2' };
    const mailer = createMailer({
      db: handle.db,
      smtpUrl: env.SMTP_URL,
      from: 'Orbit Console <no-reply@orbit.example>',
      log: { info: () => undefined },
      logMailText: false,
    });
    app = await createTestApp(handle, { env, mailer });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('answers sign-ups and reset requests while the mail server is down, then delivers each mail once', async () => {
    const signUps = Array.from({ length: 5 }, (_, index) => `queued.${kind.name.toLowerCase()}.${index}@example.com`);
    for (const email of signUps) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/sign-up',
        payload: { name: 'Queued Person', email, password: 'Sup3r-Secret', countryId: 76, timezone: 'America/Recife' },
        headers: { 'accept-language': 'pt-BR' },
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const clients = await Promise.all(Array.from({ length: 5 }, () => createClient(handle)));
    for (const client of clients) {
      const response = await call(app, 'POST', '/api/reset-password/request', {
        payload: { email: client.email },
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    // Nothing listens: every attempt so far failed, and each mail waits for its next one.
    expect(received).toEqual([]);

    const server = mailServer(received);
    await listen(server, port);
    try {
      await mailQueueSettled(handle);
    } finally {
      await close(server);
    }
    const expected = [...signUps, ...clients.map((client) => client.email)];
    expect(received.map((mail) => mail.to).sort()).toEqual(expected.sort());
    // One message each, named by the queued mail's id whatever the attempt.
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(expected.length);
    for (const mail of received) expect(mail.messageId).toMatch(/^<[\w-]+@orbit-console\.mail>$/);
    // Written in the language the person chose at sign-up.
    expect(received.find((mail) => mail.to === signUps[0])?.subject).toBe('Confirme seu e-mail no Orbit Console');
  });
});
