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
const firstScreenModule = `
export const languageCookieName = 'orbit_language';
export const firstScreenStylesId = 'first-styles';
export const pageQueriesElementId = 'page-queries';
export function pageLanguage(stored, accept) {
  return stored ?? ((accept ?? '').startsWith('pt') ? 'pt' : 'en');
}
export function firstQueries(pathname, language) {
  if (pathname === '/sign-in') return [{ queryKey: ['news', language], path: '/api/public/news?lang=' + language }];
  if (pathname.startsWith('/dash')) return [{ queryKey: ['session', 'me'], path: '/api/me' }];
  return [];
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

  it('brings each visitor their own session on /dash pages, and nobody else’s', async () => {
    for (const cookie of [client, admin]) {
      const response = await app.inject({ method: 'GET', url: '/dash/licenses', cookies: { orbit_session: cookie } });
      const me = await getMe(app, cookie);
      expect(me.statusCode).toBe(200);
      expect(pageQueries(response.body)).toEqual([[['session', 'me'], me.json()]]);
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
