import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@orbit/contract';
import { loadConfig, productionProblems } from '../../config.ts';
import { startWebhookReceiver } from '../../test-support/webhook-receiver.ts';
import { allowedHostsOf, isPublicAddress, systemResolve, urlRefusal } from './webhook-addresses.ts';
import type { AddressPolicy, ResolveHost } from './webhook-addresses.ts';
import { retryAfterOf, sendWebhook } from './webhook-sender.ts';

const strict = { httpsOnly: false, allowedHosts: allowedHostsOf([]), resolve: systemResolve } satisfies AddressPolicy;

describe('the addresses a webhook may reach (ADR 0093)', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '::1',
    '10.0.0.5',
    '172.16.3.4',
    '192.168.1.1',
    '169.254.169.254',
    '169.254.1.1',
    '0.0.0.0',
    '::',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.5',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '[::1]',
    'fe80::1%eth0',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:2800:21f:cb07:6820:80da:af6b:8b2c', '::ffff:8.8.8.8'])(
    'takes the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('refuses plain http in production, and localhost by its name before any lookup', () => {
    expect(urlRefusal(new URL('http://93.184.215.14/'), { ...strict, httpsOnly: true })).toBe(
      errorMessages.webhookUrlNotHttps,
    );
    expect(urlRefusal(new URL('https://93.184.215.14/'), { ...strict, httpsOnly: true })).toBeUndefined();
    expect(urlRefusal(new URL('ftp://93.184.215.14/'), strict)).toBe(errorMessages.webhookUrlNotHttps);
    expect(urlRefusal(new URL('https://localhost/'), strict)).toBe(errorMessages.webhookAddressRefused);
    expect(urlRefusal(new URL('https://api.localhost/'), strict)).toBe(errorMessages.webhookAddressRefused);
    // A host named in WEBHOOK_ALLOWED_HOSTS passes despite the rules (tests and development only).
    expect(urlRefusal(new URL('http://[::1]:8080/'), { ...strict, allowedHosts: allowedHostsOf(['[::1]']) })).toBe(
      undefined,
    );
  });

  it('is refused at a production start when WEBHOOK_ALLOWED_HOSTS names any host', () => {
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.com',
      PUBLIC_URL: 'https://orbit.example.com',
      DATABASE_URL: 'postgres://db/orbit',
    };
    const problems = (env: Record<string, string>) => productionProblems(loadConfig({ ...production, ...env }));
    expect(problems({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' }).join('\n')).toMatch(/WEBHOOK_ALLOWED_HOSTS/);
    expect(problems({}).join('\n')).not.toMatch(/WEBHOOK_ALLOWED_HOSTS/);
  });

  it('reads the retry schedule, which spans at least three days unless set', () => {
    const schedule = loadConfig({}).webhooks.retrySchedule;
    // Each wait may be a fifth shorter (jitter): still more than three days.
    expect(schedule.reduce((sum, seconds) => sum + seconds, 0) * 0.8).toBeGreaterThan(3 * 24 * 3_600);
    expect(loadConfig({ WEBHOOK_RETRY_SCHEDULE: '1s,2m,3h,1d' }).webhooks.retrySchedule).toEqual([
      1, 120, 10_800, 86_400,
    ]);
    expect(() => loadConfig({ WEBHOOK_RETRY_SCHEDULE: '1s,soon' })).toThrow(/WEBHOOK_RETRY_SCHEDULE/);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterOf('120')).toBe(120);
    expect(retryAfterOf(new Date(Date.now() + 60_000).toUTCString())).toBeGreaterThanOrEqual(59);
    expect(retryAfterOf('whenever')).toBeNull();
    expect(retryAfterOf(undefined)).toBeNull();
  });
});

describe('a delivery connects only to the address it checked (ADR 0093)', () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });
  const port = () => new URL(receiver.url()).port;
  const post = (url: string, policy: AddressPolicy) => sendWebhook(url, {}, '{}', policy, 2_000);

  it('refuses a name that resolves to a loopback address, and never connects', async () => {
    const loopbackName: ResolveHost = async () => [{ address: '127.0.0.1', family: 4 }];
    const before = receiver.received.length;
    const answer = await post(`http://hooks.example.test:${port()}/rebound`, { ...strict, resolve: loopbackName });
    expect(answer).toMatchObject({ status: null, refused: true, error: errorMessages.webhookAddressRefused });
    expect(receiver.received.length).toBe(before);
  });

  it('refuses a name of which any address is refused, public ones beside it or not', async () => {
    const mixed: ResolveHost = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '::1', family: 6 },
    ];
    expect(await post('http://hooks.example.test/', { ...strict, resolve: mixed })).toMatchObject({ refused: true });
  });

  it.each(['127.0.0.1', 'localhost', '[::1]', '10.0.0.5', '169.254.169.254', '0.0.0.0'])(
    'refuses %s at delivery',
    async (host) => {
      const before = receiver.received.length;
      const answer = await post(`http://${host}:${port()}/direct`, strict);
      expect(answer).toMatchObject({ status: null, refused: true });
      expect(receiver.received.length).toBe(before);
    },
  );

  it('connects to the address the name resolved to when it was checked, not to a later answer', async () => {
    // An allowed name whose resolver would answer differently on a second lookup: only the first is ever used.
    const answers = [[{ address: '127.0.0.1', family: 4 }], [{ address: '10.9.9.9', family: 4 }]];
    const changing: ResolveHost = async () => answers.shift() ?? [];
    const answer = await post(`http://receiver.test:${port()}/pinned`, {
      ...strict,
      allowedHosts: allowedHostsOf(['receiver.test']),
      resolve: changing,
    });
    expect(answer.status).toBe(200);
    expect(answers).toHaveLength(1);
    expect(receiver.received.at(-1)).toMatchObject({ path: '/pinned' });
    expect(receiver.received.at(-1)?.headers.host).toBe(`receiver.test:${port()}`);
  });

  it('reuses a kept-alive connection only for the same name and the address a fresh check answered', async () => {
    // A receiver of its own on 127.0.0.1 that counts the connections it was given.
    let connections = 0;
    const server = createServer((_request, response) => response.end('ok'));
    server.on('connection', () => void (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const target = `http://reuse.test:${(server.address() as AddressInfo).port}/kept`;
      let address = '127.0.0.1';
      let lookups = 0;
      const resolving: AddressPolicy = {
        ...strict,
        allowedHosts: allowedHostsOf(['reuse.test']),
        resolve: async () => {
          lookups += 1;
          return [{ address, family: 4 }];
        },
      };
      expect((await post(target, resolving)).status).toBe(200);
      expect((await post(target, resolving)).status).toBe(200);
      // Each delivery checked the name again, and the second went over the first one's connection.
      expect(lookups).toBe(2);
      expect(connections).toBe(1);
      // The name now answers another address (nothing listens there): the kept connection is not used for it.
      address = '127.0.0.2';
      const moved = await post(target, resolving);
      expect(moved).toMatchObject({ status: null, refused: false });
      expect(connections).toBe(1);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('gives up on a receiver that does not answer within the limit', async () => {
    // Never answers: the request hangs until the sender cuts it.
    receiver.answerWith(() => undefined);
    const allowed = { ...strict, allowedHosts: allowedHostsOf(['127.0.0.1']) };
    const answer = await sendWebhook(receiver.url('/silent'), {}, '{}', allowed, 300);
    expect(answer).toMatchObject({ status: null, refused: false, error: 'No answer within 0.3 s' });
    expect(answer.durationMs).toBeGreaterThanOrEqual(290);
    expect(answer.durationMs).toBeLessThan(2_000);
  });

  it('does not follow a redirect, to a refused address or any other', async () => {
    receiver.answerWith((_request, response) =>
      response.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data' }).end(),
    );
    const answer = await post(receiver.url('/moved'), { ...strict, allowedHosts: allowedHostsOf(['127.0.0.1']) });
    expect(answer.status).toBe(307);
    expect(receiver.received.filter((request) => request.path === '/latest/meta-data')).toEqual([]);
  });
});
