import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { sessionOf } from '../test-support/fixtures.ts';
import { createTestApp, getMe } from '../test-support/test-app.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta property="csp-nonce" nonce="ORBIT_CSP_NONCE">
    <script type="module" src="/assets/app.js" nonce="ORBIT_CSP_NONCE"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * A stand-in for the console's build for Node (apps/console/src/firstScreen.tsx), with its interface: it draws the
 * address, the language and what the queries answered, so that the tests see what the server handed it.
 */
/** A month of rides, read as the wallet reads it: a POST with a body (`readOnly` in the contract). */
const walletMonth = { startAt: '2026-10-01T00:00:00.000Z', endAt: '2026-11-01T00:00:00.000Z', limit: 10, offset: 0 };

const firstScreenModule = `
export const languageCookieName = 'orbit_language';
export const firstScreenStylesId = 'first-styles';
export const pageQueriesElementId = 'page-queries';
export function pageLanguage(stored, accept) {
  return stored ?? ((accept ?? '').startsWith('pt') ? 'pt' : 'en');
}
export const walletMonth = ${JSON.stringify(walletMonth)};
export function firstQueries(pathname, language, answered) {
  if (pathname === '/sign-in') {
    return [{ queryKey: ['news', language], method: 'GET', path: '/api/public/news?lang=' + language }];
  }
  if (!pathname.startsWith('/dash')) return [];
  const session = { queryKey: ['session', 'me'], method: 'GET', path: '/api/me' };
  if (!answered.some(([key]) => key.join('/') === 'session/me')) return [session];
  return [
    session,
    { queryKey: ['blocking', 'orders'], method: 'GET', path: '/api/blocking-orders' },
    { queryKey: ['wallet', 'rides'], method: 'POST', path: '/api/licenses/wallet/consumptions', body: walletMonth },
    {
      queryKey: ['wallet', 'records'],
      method: 'GET',
      path: '/api/wallet-records?limit=10&offset=0',
      toData: (answer) => ({ pages: [answer], pageParams: [0] }),
    },
  ];
}
export async function renderFirstScreen(url, language, queries) {
  if (url.startsWith('/broken')) throw new Error('The screen does not draw');
  return {
    html: '<p id="drawn">' + url + ' in ' + language + ': ' + queries.map(([key]) => key.join('/')).join(', ') + " $& $'</p>",
    css: '#drawn { color: rebeccapurple } /* $1 */',
  };
}
`;

function element(html: string, id: string): string | undefined {
  return new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html)?.[1];
}

function pageQueries(html: string): [unknown[], unknown][] {
  return JSON.parse(element(html, 'page-queries') ?? 'null') as [unknown[], unknown][];
}

/** ADR 0045: a page's first screen drawn by the server with the answers its visitor's own calls would get. */
describe.each(testDatabaseKinds)('pages drawn with their first screen on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let folder: string;
  let client: string;
  let admin: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'orbit-first-screen-'));
    await mkdir(path.join(folder, 'dist', 'assets'), { recursive: true });
    await mkdir(path.join(folder, 'dist-server'));
    await writeFile(path.join(folder, 'dist', 'index.html'), page);
    await writeFile(path.join(folder, 'dist-server', 'firstScreen.js'), firstScreenModule);
    handle = await kind.open();
    app = await createTestApp(handle, { consoleDist: path.join(folder, 'dist') });
    client = await sessionOf(app, 'client@example.com');
    admin = await sessionOf(app, 'admin@example.com');
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('draws /sign-in with the public news in the browser’s language, its styles under the page’s nonce', async () => {
    const response = await app.inject({ method: 'GET', url: '/sign-in', headers: { 'accept-language': 'pt-BR,pt' } });
    expect(response.statusCode).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(response.body).toContain('<html lang="pt"');
    expect(response.body).toContain(
      `<style id="first-styles" nonce="${nonce}">#drawn { color: rebeccapurple } /* $1 */</style>`,
    );
    // A `$` in the drawing stays as it is.
    expect(response.body).toContain(`<div id="root" inert><p id="drawn">/sign-in in pt: news/pt $& $'</p></div>`);
    const news = await app.inject({ method: 'GET', url: '/api/public/news?lang=pt' });
    expect(pageQueries(response.body)).toEqual([[['news', 'pt'], news.json()]]);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toBe('cookie, accept-language');
  });

  it('takes the language the visitor chose, from its cookie, before the browser’s', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/sign-in',
      headers: { 'accept-language': 'pt-BR', cookie: 'orbit_language=en' },
    });
    expect(response.body).toContain('<p id="drawn">/sign-in in en: news/en');
  });

  it('asks in rounds: the session, then what a /dash screen shows for that visitor, each their own', async () => {
    for (const cookie of [client, admin]) {
      const response = await app.inject({ method: 'GET', url: '/dash/licenses', cookies: { orbit_session: cookie } });
      const asVisitor = (method: 'GET' | 'POST', url: string, payload?: object) =>
        app.inject({ method, url, cookies: { orbit_session: cookie }, ...(payload ? { payload } : {}) });
      const me = await getMe(app, cookie);
      const orders = await asVisitor('GET', '/api/blocking-orders');
      const rides = await asVisitor('POST', '/api/licenses/wallet/consumptions', walletMonth);
      const records = await asVisitor('GET', '/api/wallet-records?limit=10&offset=0');
      for (const answer of [me, orders, rides, records]) expect(answer.statusCode).toBe(200);
      expect(pageQueries(response.body)).toEqual([
        [['session', 'me'], me.json()],
        [['blocking', 'orders'], orders.json()],
        [['wallet', 'rides'], rides.json()],
        [['wallet', 'records'], { pages: [records.json()], pageParams: [0] }],
      ]);
      expect(response.body).toContain('session/me, blocking/orders, wallet/rides, wallet/records');
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('leaves out an answer that is not 200: a /dash page without a live session comes without a user', async () => {
    const withoutSession: Record<string, string>[] = [{}, { orbit_session: 'not-a-session' }];
    for (const cookies of withoutSession) {
      const response = await app.inject({ method: 'GET', url: '/dash', cookies });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<p id="drawn">/dash in en:  $& ');
      expect(pageQueries(response.body)).toEqual([]);
    }
  });

  it('writes the answers so that no value closes their element', async () => {
    const name = '</script><script>alert("owned")</script><!--';
    const [original] = await handle.db.select().from(users).where(eq(users.email, 'client@example.com'));
    await handle.db.update(users).set({ name }).where(eq(users.email, 'client@example.com'));
    try {
      // Another writer's change reaches the held session through the database's notification, a moment later.
      await expect
        .poll(async () => {
          const me = await app.inject({ method: 'GET', url: '/api/me', cookies: { orbit_session: client } });
          return (me.json() as { name: string }).name;
        })
        .toBe(name);
      const response = await app.inject({ method: 'GET', url: '/dash', cookies: { orbit_session: client } });
      expect(response.body).not.toContain('<script>alert');
      expect(response.body).not.toContain('<!--');
      const [[, me]] = pageQueries(response.body) as [[unknown[], { name: string }]];
      expect(me.name).toBe(name);
    } finally {
      await handle.db
        .update(users)
        .set({ name: original?.name ?? '' })
        .where(eq(users.email, 'client@example.com'));
    }
  });

  it('sends the page as it is when the screen does not draw', async () => {
    const response = await app.inject({ method: 'GET', url: '/broken/page' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('first-styles');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('draws nothing for a HEAD request', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/sign-in' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
