import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { call, createClient } from '../test-support/fixtures.ts';
import { close, listen, mailServer } from '../test-support/mail-server.ts';
import type { ReceivedMail } from '../test-support/mail-server.ts';
import { freePort } from '../test-support/processes.ts';
import { createTestApp, mailQueueSettled } from '../test-support/test-app.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { createMailer } from './mailer.ts';

let addressNumber = 0;
const freshAddress = () => `198.19.${++addressNumber >> 8}.${addressNumber & 255}`;

describe.each(testDatabaseKinds)('mail through the job queue on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let port: number;
  const received: ReceivedMail[] = [];

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

    const server = mailServer((mail, accept) => {
      received.push(mail);
      accept();
    });
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
