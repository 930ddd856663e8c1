import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openMigratedPglite } from '../test-support/test-database.ts';
import { csvAnswer } from '../areas/admin-reports/index.ts';
import { compressionThresholdBytes } from './compression.ts';
import { hashedAssetCacheControl } from './console-static.ts';

/** A built console as Vite leaves it: a page with the nonce placeholder, hashed assets with their .br and .gz. */
const script = `export const rows = [${Array.from({ length: 400 }, (_, index) => `"row ${index}"`).join(',')}];\n`;
const page =
  '<!doctype html><meta property="csp-nonce" nonce="ORBIT_CSP_NONCE" /><title>Orbit Console</title>' +
  `<script type="module" nonce="ORBIT_CSP_NONCE" src="/assets/index-AbC123.js"></script><!-- ${'x'.repeat(2000)} -->`;

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe('compressed answers', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let consoleDist: string;
  let origin: string;

  beforeAll(async () => {
    consoleDist = await mkdtemp(path.join(tmpdir(), 'orbit-compressed-dist-'));
    await mkdir(path.join(consoleDist, 'assets'));
    await writeFile(path.join(consoleDist, 'index.html'), page);
    const asset = path.join(consoleDist, 'assets', 'index-AbC123.js');
    await writeFile(asset, script);
    await writeFile(`${asset}.br`, brotliCompressSync(script));
    await writeFile(`${asset}.gz`, gzipSync(script));
    // A font is compressed already: the build writes no .br or .gz beside it.
    await writeFile(path.join(consoleDist, 'assets', 'inter-latin-400-Xy9.woff2'), Buffer.alloc(3000, 7));
    await writeFile(
      path.join(consoleDist, 'favicon.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(2000)}</svg>`,
    );
    // No data is read; the app still needs a database for its job queue (ADR 0079).
    handle = await openMigratedPglite();
    app = await buildApp({
      db: handle.db,
      config: { ...loadConfig({}), logLevel: 'silent', consoleDist },
    });
    // CSV answers the way the report exports send them: a stream of steps, the last of which may fail.
    app.get('/api/test-csv', (request, reply) => {
      const fail = (request.query as { fail?: string }).fail === '1';
      async function* chunks() {
        yield 'id,name\r\n';
        for (let step = 0; step < 5; step += 1) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          yield Array.from({ length: 2000 }, (_, index) => `${step * 2000 + index},Name ${index}\r\n`).join('');
        }
        if (fail) throw new Error('the database went away');
      }
      return csvAnswer(
        reply,
        { fileName: 'rides-2026-03-02.csv', total: 10_000, chunks: chunks() },
        { writeTimeoutMs: 30_000 },
      );
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    await rm(consoleDist, { recursive: true, force: true });
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=1', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('sends a hashed asset as built for Accept-Encoding %s (%s), cached for a year', async (accept, encoding) => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: accept === undefined ? {} : { 'accept-encoding': accept },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(hashedAssetCacheControl);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(decode(encoding, response.rawPayload).toString()).toBe(script);
  });

  it('sends a font as it is, cached for a year, and the favicon revalidated', async () => {
    const font = await app.inject({
      method: 'GET',
      url: '/assets/inter-latin-400-Xy9.woff2',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['cache-control']).toBe(hashedAssetCacheControl);
    expect(font.rawPayload).toHaveLength(3000);

    const icon = await app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('compresses the page on the fly with its fresh nonce, and has browsers revalidate it', async () => {
    const nonces = new Set<string>();
    for (const [url, encoding] of [
      ['/sign-in', 'br'],
      ['/dash/wallet', 'gzip'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toBeUndefined();
      const html = decode(encoding, response.rawPayload).toString();
      const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';
      expect(html).not.toContain('ORBIT_CSP_NONCE');
      expect(html.split(`nonce="${nonce}"`)).toHaveLength(3);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(2);
  });

  it('compresses API answers above the threshold and leaves small ones as they are', async () => {
    const large = await app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const json = decode('br', large.rawPayload);
    expect(json.length).toBeGreaterThan(compressionThresholdBytes);
    expect(JSON.parse(json.toString())).toHaveProperty('openapi');

    const small = await app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['cache-control']).toBe('no-store');
  });

  /** A real HTTP exchange: whether the answer ended properly or was cut is only seen on the socket. */
  function download(url: string, accept: string) {
    return new Promise<{ headers: Record<string, unknown>; body: Buffer; complete: boolean }>((resolve) => {
      const parts: Buffer[] = [];
      const request = httpRequest(`${origin}${url}`, { headers: { 'accept-encoding': accept } }, (response) => {
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(parts), complete: true }));
        response.on('error', () => resolve({ headers: response.headers, body: Buffer.concat(parts), complete: false }));
        response.on('aborted', () =>
          resolve({ headers: response.headers, body: Buffer.concat(parts), complete: false }),
        );
      });
      request.end();
    });
  }

  it('streams a CSV export compressed, with its headers, and it decompresses to every record', async () => {
    const answer = await download('/api/test-csv', 'gzip, br');
    expect(answer.complete).toBe(true);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['x-total-count']).toBe('10000');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="rides-2026-03-02.csv"');
    const text = brotliDecompressSync(answer.body).toString();
    expect(text.split('\r\n')).toHaveLength(10_002);
    expect(answer.body.length).toBeLessThan(text.length / 3);
  });

  it.each(['gzip', 'br'])('cuts a %s CSV export that fails midway, so it never looks complete', async (accept) => {
    const answer = await download('/api/test-csv?fail=1', accept);
    // The header row went out before the failure, as without compression: the CSV's own headers, then a cut.
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-encoding']).toBe(accept);
    expect(answer.complete).toBe(false);
    // What arrived is a compressed stream without its end: decoding it to the end must fail.
    expect(() => decode(accept, answer.body)).toThrow();
  });
});
