import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages, pageContentSecurityPolicy } from '@orbit/contract';

/**
 * What the console's build writes where each page's nonce goes (`html.cspNonce` in apps/console/vite.config.ts):
 * Vite puts it on its script and style tags and in `<meta property="csp-nonce">`, which styled-components reads.
 */
export const cspNoncePlaceholder = 'ORBIT_CSP_NONCE';

/** A hashed file never changes, so browsers keep it a year without asking again (ADR 0034). */
export const hashedAssetCacheControl = 'public, max-age=31536000, immutable';

/** The console's build for Node (apps/console/src/firstScreen.tsx), as far as the server calls it. */
export interface FirstScreenModule {
  /** The cookie in which the console keeps the visitor's choice of language for the server. */
  languageCookieName: string;
  firstScreenStylesId: string;
  pageQueriesElementId: string;
  pageLanguage(storedChoice: string | undefined, acceptLanguage: string | undefined): string;
  /** The reads the first screen shows, given the answers so far (a /dash page's depend on the session's). */
  firstQueries(pathname: string, language: string, answered: readonly PageQuery[]): FirstQuery[];
  renderFirstScreen(
    url: string,
    language: string,
    queries: readonly PageQuery[],
  ): Promise<{ html: string; css: string }>;
}

/** A read the first screen shows: its query key and its call, and what the page keeps of the answer. */
interface FirstQuery {
  queryKey: readonly unknown[];
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  toData?: (answer: unknown) => unknown;
}

/** A query key and the data the page comes with for it. */
type PageQuery = readonly [readonly unknown[], unknown];

/** Rounds of reads for one page: the session's, then what the screen shows for that person. */
const maxQueryRounds = 3;

export interface ConsoleOptions {
  /** The console's build folder. */
  consoleDist: string;
  /** The console's build for Node that draws a page's first screen; pages go without when the file does not exist. */
  firstScreenModule?: string;
  /** Origins other than this one that images come from (the uploads host). */
  imageOrigins: readonly string[];
}

/**
 * Serves the built console at `/` when it exists. A GET outside /api that matches no file gets index.html, so the
 * single-page app handles its own routes (/dash, /sign-in...); everything else that matches nothing is a JSON 404.
 * index.html goes out with a fresh nonce in it and in its Content-Security-Policy each time (ADR 0021), and with the
 * first screen of its address drawn in it, with the GET answers that screen shows, asked for with the visitor's
 * cookie through the same routes and checks as the browser's calls (ADR 0045).
 */
export async function registerConsoleAndNotFound(app: FastifyInstance, options: ConsoleOptions): Promise<void> {
  const indexFile = path.join(options.consoleDist, 'index.html');
  const page = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  // Vite names every file of this folder after a hash of its content: a new build gives new names.
  const hashedAssets = path.join(options.consoleDist, 'assets') + path.sep;
  const firstScreen = page === undefined ? undefined : await loadFirstScreen(app, options.firstScreenModule);
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

  async function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
    const nonce = randomBytes(18).toString('base64');
    const withNonce = html.replaceAll(cspNoncePlaceholder, nonce);
    const drawn =
      request.method === 'GET' && firstScreen
        ? await drawFirstScreen(app, firstScreen, request, withNonce, nonce)
        : withNonce;
    return (
      reply
        .header('content-security-policy', pageContentSecurityPolicy(nonce, options.imageOrigins))
        // The page names the hashed assets of the current build, so browsers must revalidate it; drawn for the
        // visitor's session and language, it is theirs alone.
        .header('cache-control', drawn === withNonce ? 'no-cache' : 'private, no-cache')
        .header('vary', 'cookie, accept-language')
        .type('text/html; charset=utf-8')
        .send(drawn)
    );
  }

  if (page !== undefined) app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, page));

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (page !== undefined && isPageRequest && !isApiPath(request.url)) return sendPage(request, reply, page);
    return reply.status(404).send({ message: errorMessages.notFound });
  });
}

async function loadFirstScreen(app: FastifyInstance, file: string | undefined): Promise<FirstScreenModule | undefined> {
  if (!file || !existsSync(file)) return undefined;
  try {
    return (await import(pathToFileURL(file).href)) as FirstScreenModule;
  } catch (error) {
    app.log.warn({ err: error, file }, 'Pages go without their first screen: its module does not load');
    return undefined;
  }
}

/** JSON inside an HTML element: `<` escaped, so that no value can close the element or open a comment. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The page with its first screen drawn in it: the answers that screen shows (askFirstQueries), the screen drawn with
 * them, its styles, and the answers for the browser to start from. Any failure gives the page as it is.
 */
async function drawFirstScreen(
  app: FastifyInstance,
  module: FirstScreenModule,
  request: FastifyRequest,
  html: string,
  nonce: string,
): Promise<string> {
  try {
    const { pathname } = new URL(request.url, 'http://page');
    const language = module.pageLanguage(
      request.cookies[module.languageCookieName],
      request.headers['accept-language'],
    );
    const queries = await askFirstQueries(app, module, request, pathname, language);
    const screen = await module.renderFirstScreen(request.url, language, queries);
    // Replaced by functions, so that a `$` in the drawn screen stays as it is.
    return (
      html
        .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
        .replace(
          '</head>',
          () => `<style id="${module.firstScreenStylesId}" nonce="${nonce}">${screen.css}</style></head>`,
        )
        // Inert until the app has replaced it (main.tsx): nothing typed or pressed before is lost.
        .replace('<div id="root"></div>', () => `<div id="root" inert>${screen.html}</div>`)
        .replace(
          '</body>',
          () =>
            `<script type="application/json" id="${module.pageQueriesElementId}">${jsonInHtml(queries)}</script></body>`,
        )
    );
  } catch (error) {
    request.log.warn({ err: error }, 'The page went out without its first screen');
    return html;
  }
}

/**
 * The answers to the reads the first screen shows, asked with the request's cookie and language through the same
 * routes and checks as the browser's calls, in rounds: each round asks, all at once, what the module wants given the
 * answers so far. An answer that is not 200 is left for the browser to ask again and handle.
 */
async function askFirstQueries(
  app: FastifyInstance,
  module: FirstScreenModule,
  request: FastifyRequest,
  pathname: string,
  language: string,
): Promise<PageQuery[]> {
  const asked = new Set<string>();
  const answered: PageQuery[] = [];
  for (let round = 0; round < maxQueryRounds; round++) {
    const wanted = module
      .firstQueries(pathname, language, answered)
      .filter((query) => !asked.has(JSON.stringify(query.queryKey)));
    if (wanted.length === 0) break;
    for (const query of wanted) asked.add(JSON.stringify(query.queryKey));
    const answers = await Promise.all(
      wanted.map(async (query) => {
        const answer = await app.inject({
          method: query.method,
          url: query.path,
          headers: {
            cookie: request.headers.cookie ?? '',
            'accept-language': request.headers['accept-language'] ?? '',
          },
          ...(query.body === undefined ? {} : { payload: query.body as object }),
        });
        if (answer.statusCode !== 200) return undefined;
        const data: unknown = answer.json();
        return [query.queryKey, query.toData ? query.toData(data) : data] as const;
      }),
    );
    for (const answer of answers) if (answer) answered.push(answer);
  }
  return answered;
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
