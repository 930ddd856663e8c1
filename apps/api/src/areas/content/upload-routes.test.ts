import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  auditResponseSchema,
  contentErrorMessages,
  errorResponseSchema,
  newsSchema,
  uploadResponseSchema,
} from '@orbit/contract';
import { thumbnailHeightOf, thumbnailWidths } from '@orbit/domain';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, uploadedImages } from '../../db/schema.ts';
import { detectImageFormat, fullImageMaxSide, thumbnailMaxSide } from './upload-service.ts';
import { call, sessionOf } from '../../test-support/fixtures.ts';
import { multipartBody, noisyPng, pictureOf } from '../../test-support/images.ts';
import { countRows, testDatabaseKinds } from '../../test-support/test-database.ts';

const maxBytes = 128 * 1024;
const maxPixels = 5_000_000;

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

describe('detectImageFormat', () => {
  it('reads PNG, JPEG and WebP signatures and nothing else', async () => {
    expect(detectImageFormat(await pictureOf('png', 4, 4))).toBe('png');
    expect(detectImageFormat(await pictureOf('jpeg', 4, 4))).toBe('jpeg');
    expect(detectImageFormat(await pictureOf('webp', 4, 4))).toBe('webp');
    expect(detectImageFormat(Buffer.from(svg))).toBeUndefined();
    expect(detectImageFormat(gif)).toBeUndefined();
    expect(detectImageFormat(Buffer.alloc(0))).toBeUndefined();
  });
});

describe.each(testDatabaseKinds)('image uploads on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let admin: string;
  let dir: string;

  beforeAll(async () => {
    handle = await kind.open();
    dir = await mkdtemp(path.join(tmpdir(), 'orbit-uploads-'));
    const defaults = loadConfig({});
    app = await buildApp({
      db: handle.db,
      config: {
        ...defaults,
        logLevel: 'silent',
        consoleDist: '/nonexistent/console-dist',
        uploads: { dir, maxBytes, maxPixels, publicUrl: 'https://cdn.example.com/images' },
      },
    });
    admin = await sessionOf(app, 'admin@example.com');
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  });

  const upload = (theme: string, fields: Parameters<typeof multipartBody>[0], cookie: string | null = admin) => {
    const { payload, headers } = multipartBody(fields);
    return call(app, 'POST', `/api/upload/s3?theme=${theme}`, { cookie: cookie ?? undefined, payload, headers });
  };
  const file = (value: Buffer | string, filename = 'picture.png', contentType = 'image/png') => ({
    name: 'file',
    value,
    filename,
    contentType,
  });
  const sizeOf = async (image: Buffer) => {
    const { width, height, format } = await sharp(image).metadata();
    return { width, height, format };
  };
  const storedOf = async (imageKey: string) => ({
    image: await readFile(path.join(dir, imageKey, 'image.png')),
    thumbnail: await readFile(path.join(dir, imageKey, 'image-thumbnail.png')),
  });

  it('stores a PNG as a full image and a thumbnail, answers the key and URLs, serves them and audits', async () => {
    const response = await upload('news', [file(await pictureOf('png', 1000, 500))]);
    expect(response.statusCode).toBe(200);
    const answer = uploadResponseSchema.parse(response.json());
    expect(answer.imageUrl).toBe(`https://cdn.example.com/images/${answer.imageKey}/image.png`);
    expect(answer.thumbnailUrl).toBe(`https://cdn.example.com/images/${answer.imageKey}/image-thumbnail.png`);
    const stored = await storedOf(answer.imageKey);
    expect(await sizeOf(stored.image)).toEqual({ width: 1000, height: 500, format: 'png' });
    expect(await sizeOf(stored.thumbnail)).toEqual({ width: thumbnailMaxSide, height: 200, format: 'png' });
    const served = await app.inject({ method: 'GET', url: `/uploads/${answer.imageKey}/image-thumbnail.png` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('no-cache');
    expect(served.rawPayload.equals(stored.thumbnail)).toBe(true);
    const [row] = await handle.db.select().from(uploadedImages).where(eqKey(answer.imageKey));
    expect(row).toMatchObject({ theme: 'news', contentType: 'image/png', uploaderUserId: 1 });
    const entries = auditResponseSchema.parse(
      (
        await call(app, 'GET', `/api/admin/audit?targetType=image&targetId=${answer.imageKey}`, { cookie: admin })
      ).json(),
    ).results;
    expect(entries.map((entry) => entry.action)).toEqual(['image.upload']);
    // The key can now be used by news of the same theme.
    const news = await call(app, 'POST', '/api/admin/news', {
      cookie: admin,
      payload: { languages: { en: { title: 'T', resume: 'R', description: 'D' } }, imageKey: answer.imageKey },
    });
    expect(newsSchema.parse(news.json()).imageKey).toBe(answer.imageKey);
  });

  it('scales large JPEG and WebP images down, thumbnails within the square, and writes PNG', async () => {
    const jpeg = uploadResponseSchema.parse(
      (await upload('scenarios', [file(await pictureOf('jpeg', 2400, 1200), 'a.jpg', 'image/jpeg')])).json(),
    );
    const stored = await storedOf(jpeg.imageKey);
    expect(await sizeOf(stored.image)).toEqual({ width: fullImageMaxSide, height: 960, format: 'png' });
    expect(await sizeOf(stored.thumbnail)).toEqual({ width: 400, height: 200, format: 'png' });
    const webp = uploadResponseSchema.parse(
      (await upload('scenarios', [file(await pictureOf('webp', 300, 600), 'b.webp', 'image/webp')])).json(),
    );
    expect(await sizeOf((await storedOf(webp.imageKey)).thumbnail)).toEqual({ width: 200, height: 400, format: 'png' });
  });

  it('replaces the files of an existing key of the same theme and audits the replacement', async () => {
    const first = uploadResponseSchema.parse((await upload('news', [file(await pictureOf('png', 100, 100))])).json());
    const response = await upload('news', [
      { name: 'imageKey', value: first.imageKey },
      file(await pictureOf('png', 300, 150)),
    ]);
    expect(response.statusCode).toBe(200);
    expect(uploadResponseSchema.parse(response.json()).imageKey).toBe(first.imageKey);
    expect(await sizeOf((await storedOf(first.imageKey)).image)).toEqual({ width: 300, height: 150, format: 'png' });
    const otherTheme = await upload('scenarios', [
      { name: 'imageKey', value: first.imageKey },
      file(await pictureOf('png', 10, 10)),
    ]);
    expect(otherTheme.statusCode).toBe(409);
    const unknown = await upload('news', [
      { name: 'imageKey', value: 'no-such-key' },
      file(await pictureOf('png', 10, 10)),
    ]);
    expect(unknown.statusCode).toBe(404);
    const entries = auditResponseSchema.parse(
      (
        await call(app, 'GET', `/api/admin/audit?targetType=image&targetId=${first.imageKey}`, { cookie: admin })
      ).json(),
    ).results;
    expect(entries.map((entry) => entry.action)).toEqual(['image.replace', 'image.upload']);
  });

  it('refuses what is not a PNG, JPEG or WebP by its bytes, too large files and pictures, and bad forms, writing nothing', async () => {
    const rows = await countRows(handle, uploadedImages);
    const audits = await countRows(handle, auditLog);
    const folders = (await readdir(dir)).length;
    const png = await pictureOf('png', 10, 10);
    const refusals: [string, Parameters<typeof multipartBody>[0], string][] = [
      ['news', [file(svg, 'a.svg', 'image/svg+xml')], contentErrorMessages.unsupportedImage],
      ['news', [file(svg, 'a.png', 'image/png')], contentErrorMessages.unsupportedImage],
      ['news', [file(gif, 'a.gif', 'image/gif')], contentErrorMessages.unsupportedImage],
      ['news', [file('just text', 'a.png')], contentErrorMessages.unsupportedImage],
      ['news', [file(Buffer.concat([png.subarray(0, 16), Buffer.alloc(64)]))], contentErrorMessages.unreadableImage],
      ['news', [file(await noisyPng(300, 300))], contentErrorMessages.imageTooLarge],
      ['news', [file(await pictureOf('png', 3000, 2000))], contentErrorMessages.imageTooLarge],
      ['news', [], contentErrorMessages.fileRequired],
      ['news', [file(Buffer.alloc(0))], contentErrorMessages.fileRequired],
      ['news', [file(png), file(png)], contentErrorMessages.fileRequired],
    ];
    for (const [theme, fields, message] of refusals) {
      const response = await upload(theme, fields);
      expect(response.statusCode, message).toBe(400);
      expect(errorResponseSchema.parse(response.json()).message).toBe(message);
    }
    for (const [theme, fields] of [
      ['posters', [file(png)]],
      ['', [file(png)]],
      ['news', [{ name: 'picture', value: png, filename: 'a.png' }]],
      ['news', [file(png), { name: 'caption', value: 'hello' }]],
      ['news', [{ name: 'imageKey', value: '../../etc' }, file(png)]],
    ] as const) {
      expect((await upload(theme, [...fields])).statusCode, JSON.stringify(theme)).toBe(400);
    }
    const json = await call(app, 'POST', '/api/upload/s3?theme=news', { cookie: admin, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(errorResponseSchema.parse(json.json()).message).toBe(contentErrorMessages.notMultipart);
    expect(await countRows(handle, uploadedImages)).toBe(rows);
    expect(await countRows(handle, auditLog)).toBe(audits);
    expect((await readdir(dir)).length).toBe(folders);
  });

  it('answers 401 without a session and 403 to a client and a colaborador', async () => {
    const png = await pictureOf('png', 10, 10);
    expect((await upload('news', [file(png)], null)).statusCode).toBe(401);
    for (const who of ['client', 'colaborador']) {
      expect((await upload('news', [file(png)], await sessionOf(app, `${who}@example.com`))).statusCode).toBe(403);
    }
  });

  it('stores WebP variants beside the PNGs: the whole picture, and 16:9 thumbnails at each width, and serves them', async () => {
    const { imageKey } = uploadResponseSchema.parse(
      (await upload('news', [file(await pictureOf('png', 1200, 1200))])).json(),
    );
    expect(await sizeOf(await readFile(path.join(dir, imageKey, 'image.webp')))).toEqual({
      width: 1200,
      height: 1200,
      format: 'webp',
    });
    for (const width of thumbnailWidths) {
      const served = await app.inject({ method: 'GET', url: `/uploads/${imageKey}/thumbnail-${width}.webp` });
      expect(served.statusCode, String(width)).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('no-cache');
      expect(await sizeOf(served.rawPayload)).toEqual({ width, height: thumbnailHeightOf(width), format: 'webp' });
    }
    // Replacing the picture replaces its variants.
    await upload('news', [{ name: 'imageKey', value: imageKey }, file(await pictureOf('png', 300, 150))]);
    expect(await sizeOf(await readFile(path.join(dir, imageKey, 'image.webp')))).toEqual({
      width: 300,
      height: 150,
      format: 'webp',
    });
  });

  it('makes the WebP variants of a picture stored before them at their first request, once, and keeps them', async () => {
    const { imageKey } = uploadResponseSchema.parse(
      (await upload('news', [file(await pictureOf('png', 800, 600))])).json(),
    );
    const folder = path.join(dir, imageKey);
    for (const name of await readdir(folder)) if (name.endsWith('.webp')) await rm(path.join(folder, name));
    const url = `/uploads/${imageKey}/thumbnail-480.webp`;
    const [first, second] = await Promise.all([app.inject({ url }), app.inject({ url })]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(await sizeOf(first.rawPayload)).toEqual({ width: 480, height: 270, format: 'webp' });
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    expect((await readdir(folder)).sort()).toEqual(['image-thumbnail.png', 'image.png', 'thumbnail-480.webp']);
    expect((await app.inject({ url: `/uploads/${imageKey}/image.webp` })).statusCode).toBe(200);
    // A key without a picture has no variants either.
    expect((await app.inject({ url: '/uploads/no-such-key/thumbnail-480.webp' })).statusCode).toBe(404);
    expect((await app.inject({ url: `/uploads/${imageKey}/thumbnail-500.webp` })).statusCode).toBe(404);
  });

  it('serves only the image files of a key, read-only', async () => {
    const { imageKey } = uploadResponseSchema.parse(
      (await upload('news', [file(await pictureOf('png', 20, 20))])).json(),
    );
    expect((await app.inject({ method: 'GET', url: `/uploads/${imageKey}/image.png` })).statusCode).toBe(200);
    for (const url of [
      `/uploads/${imageKey}/`,
      `/uploads/${imageKey}/other.png`,
      '/uploads/',
      '/uploads/../package.json',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await app.inject({ method: 'DELETE', url: `/uploads/${imageKey}/image.png` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url: `/uploads/${imageKey}/image.png`, payload: 'x' })).statusCode).toBe(
      404,
    );
  });
});

function eqKey(imageKey: string) {
  return eq(uploadedImages.imageKey, imageKey);
}
