import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskImageStorage, imageFileName, thumbnailFileName } from '../shared/image-storage.ts';
import { thumbnailMaxSide } from '../areas/content/index.ts';
import { openDatabase } from '../db/client.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { news, scenarios, uploadedImages } from '../db/schema.ts';
import { seedDatabase } from './seed.ts';
import { coasterSvg } from './pictures.ts';

/** Issue "a demo with pictures": the demo's scenarios and news carry images, stored as an upload stores them. */
describe('the demo business has pictures', () => {
  let handle: DatabaseHandle;
  let uploads: string;

  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), 'orbit-demo-pictures-'));
    handle = await openDatabase({ inMemory: true });
    await handle.migrate();
    await seedDatabase(handle.db, {
      demo: true,
      now: new Date('2026-03-02T12:00:00Z'),
      rides: 500,
      pictures: createDiskImageStorage(uploads),
    });
  }, 60_000);
  afterAll(async () => {
    await handle.close();
    await rm(uploads, { recursive: true, force: true });
  });

  it('gives every scenario and news item an uploaded image whose files exist', async () => {
    const images = new Map((await handle.db.select().from(uploadedImages)).map((row) => [row.imageKey, row]));
    const scenarioKeys = (await handle.db.select({ imageKey: scenarios.imageKey }).from(scenarios)).map(
      (row) => row.imageKey,
    );
    const newsKeys = (await handle.db.select({ imageKey: news.imageKey }).from(news)).map((row) => row.imageKey);
    expect(scenarioKeys.length).toBeGreaterThan(30);
    expect(newsKeys.length).toBeGreaterThan(3);
    for (const [keys, theme] of [
      [scenarioKeys, 'scenarios'],
      [newsKeys, 'news'],
    ] as const) {
      for (const key of keys) {
        expect(key).not.toBeNull();
        expect(images.get(key ?? '')?.theme).toBe(theme);
      }
    }
    for (const image of images.values()) {
      const whole = await readFile(path.join(uploads, image.imageKey, imageFileName));
      expect(whole.length).toBe(image.byteSize);
      const thumbnail = await sharp(path.join(uploads, image.imageKey, thumbnailFileName)).metadata();
      expect(thumbnail.format).toBe('png');
      expect(Math.max(thumbnail.width ?? 0, thumbnail.height ?? 0)).toBeLessThanOrEqual(thumbnailMaxSide);
      // As an upload leaves them: the WebP variants browsers are sent (ADR 0074).
      const card = await sharp(path.join(uploads, image.imageKey, 'thumbnail-320.webp')).metadata();
      expect(card).toMatchObject({ format: 'webp', width: 320, height: 180 });
    }
  });

  it('draws a different picture for each seed, the same for the same seed', () => {
    expect(coasterSvg(1)).toBe(coasterSvg(1));
    expect(coasterSvg(1)).not.toBe(coasterSvg(2));
  });

  it('gives no pictures without a place to store them', async () => {
    const bare = await openDatabase({ inMemory: true });
    try {
      await bare.migrate();
      await seedDatabase(bare.db, { demo: true, now: new Date('2026-03-02T12:00:00Z'), rides: 100 });
      expect(await bare.db.select().from(uploadedImages)).toEqual([]);
    } finally {
      await bare.close();
    }
  }, 60_000);
});
