import { asc, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { ImageFiles, ImageStorage } from '../shared/image-storage.ts';
import { renderImageVariants } from '../shared/image-variants.ts';
import { fullImageMaxSide, thumbnailMaxSide } from '../areas/content/index.ts';
import type { Database } from '../db/client.ts';
import { news, scenarios, uploadedImages } from '../db/schema.ts';
import { createRandom } from './random.ts';

/** Distinct scenario pictures; scenarios share them in turn, so the demo starts in a second, not in ten. */
const scenarioPictures = 12;
const width = 960;
const height = 540;

/** Sky, hills and track colours of a picture, by the hour of its scene. */
const palettes = [
  { skyTop: '#1d4e89', skyBottom: '#7fb7e8', sun: '#ffd166', hills: '#2a7f62', track: '#e63946' },
  { skyTop: '#f25c54', skyBottom: '#f7b267', sun: '#fff3b0', hills: '#6d4c3d', track: '#1b263b' },
  { skyTop: '#0b132b', skyBottom: '#3a506b', sun: '#e0e1dd', hills: '#1c2541', track: '#5bc0be' },
  { skyTop: '#5e60ce', skyBottom: '#80ffdb', sun: '#fefae0', hills: '#4ea8de', track: '#ff006e' },
  { skyTop: '#2d6a4f', skyBottom: '#b7e4c7', sun: '#ffb703', hills: '#40916c', track: '#3a0ca3' },
  { skyTop: '#9d4edd', skyBottom: '#ffafcc', sun: '#ffe5ec', hills: '#5a189a', track: '#ffd60a' },
] as const;

/**
 * A coaster against the sky, drawn from a seed as SVG shapes only (no text, so no font is needed): the track is a
 * sum of two waves with a lift hill, its supports drop to the hills, and a train sits on it.
 */
export function coasterSvg(seed: number): string {
  const random = createRandom(seed);
  const palette = palettes[seed % palettes.length] ?? palettes[0];
  const waves = { a: random.int(40, 90), f: random.int(2, 4), b: random.int(15, 40), g: random.int(5, 9) };
  const phase = random.int(0, 628) / 100;
  const trackY = (x: number) => {
    const t = x / width;
    const lift = Math.max(0, 1 - t * 4) * 140;
    return 300 - lift + waves.a * Math.sin(t * Math.PI * waves.f + phase) + waves.b * Math.sin(t * Math.PI * waves.g);
  };
  const points = Array.from({ length: 97 }, (_, index) => index * 10);
  const track = points.map((x, index) => `${index === 0 ? 'M' : 'L'}${x},${trackY(x).toFixed(1)}`).join(' ');
  const supports = points
    .filter((_, index) => index % 4 === 2)
    .map((x) => `<line x1="${x}" y1="${trackY(x).toFixed(1)}" x2="${x}" y2="${height}" />`)
    .join('');
  const hills = Array.from({ length: 7 }, (_, index) => {
    const x = index * 160 + random.int(-30, 30);
    return `Q${x + 80},${random.int(360, 430)} ${x + 160},${random.int(420, 460)}`;
  }).join(' ');
  const trainAt = random.int(300, 800);
  const cars = [0, 1, 2]
    .map((car) => {
      const x = trainAt + car * 34;
      const y = trackY(x + 14) - 22;
      const angle = (Math.atan2(trackY(x + 20) - trackY(x), 20) * 180) / Math.PI;
      return `<rect x="${x}" y="${y.toFixed(1)}" width="30" height="18" rx="5" transform="rotate(${angle.toFixed(1)} ${x + 15} ${(y + 9).toFixed(1)})" />`;
    })
    .join('');
  const sun = { x: random.int(80, 880), y: random.int(60, 160), r: random.int(30, 55) };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${palette.skyTop}" /><stop offset="1" stop-color="${palette.skyBottom}" />
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)" />
  <circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="${palette.sun}" opacity="0.9" />
  <path d="M0,${height} L0,440 ${hills} L${width},${height} Z" fill="${palette.hills}" />
  <g stroke="${palette.track}" stroke-width="4" opacity="0.55">${supports}</g>
  <path d="${track}" fill="none" stroke="${palette.track}" stroke-width="9" stroke-linejoin="round" />
  <g fill="${palette.sun}" stroke="${palette.track}" stroke-width="3">${cars}</g>
</svg>`;
}

/** The stored files of a picture, as an upload of it would leave them (PNG, whole and as a thumbnail, and WebP). */
export async function demoPicture(seed: number): Promise<ImageFiles> {
  const svg = Buffer.from(coasterSvg(seed));
  const fit = (side: number) => ({ width: side, height: side, fit: 'inside' as const, withoutEnlargement: true });
  const [image, thumbnail] = await Promise.all([
    sharp(svg).resize(fit(fullImageMaxSide)).png().toBuffer(),
    sharp(svg).resize(fit(thumbnailMaxSide)).png().toBuffer(),
  ]);
  return { image, thumbnail, variants: await renderImageVariants(image) };
}

/**
 * Gives the demo's scenarios and news their pictures: the files go to `storage` first, then the rows name them, so
 * no row ever names a missing file. Rows that already have an image keep it.
 */
export async function addDemoPictures(db: Database, storage: ImageStorage, uploaderUserId: number): Promise<number> {
  const scenarioRows = await db
    .select({ id: scenarios.id })
    .from(scenarios)
    .where(isNull(scenarios.imageKey))
    .orderBy(asc(scenarios.id));
  const newsRows = await db.select({ id: news.id }).from(news).where(isNull(news.imageKey)).orderBy(asc(news.id));
  const pictures = [
    ...Array.from({ length: Math.min(scenarioPictures, scenarioRows.length) }, (_, index) => ({
      imageKey: `demo-scenario-${index + 1}`,
      theme: 'scenarios' as const,
      seed: index + 1,
    })),
    ...newsRows.map((row, index) => ({ imageKey: `demo-news-${row.id}`, theme: 'news' as const, seed: 101 + index })),
  ];
  const sizes = new Map<string, number>();
  for (const picture of pictures) {
    const files = await demoPicture(picture.seed);
    await storage.put(picture.imageKey, files);
    sizes.set(picture.imageKey, files.image.length);
  }
  await db.transaction(async (tx) => {
    if (pictures.length > 0) {
      await tx
        .insert(uploadedImages)
        .values(
          pictures.map(({ imageKey, theme }) => ({
            imageKey,
            theme,
            contentType: 'image/png',
            byteSize: sizes.get(imageKey) ?? 0,
            uploaderUserId,
          })),
        )
        .onConflictDoNothing();
    }
    for (const [index, row] of scenarioRows.entries()) {
      const imageKey = `demo-scenario-${(index % scenarioPictures) + 1}`;
      await tx.update(scenarios).set({ imageKey }).where(eq(scenarios.id, row.id));
    }
    for (const row of newsRows) {
      await tx
        .update(news)
        .set({ imageKey: `demo-news-${row.id}` })
        .where(eq(news.id, row.id));
    }
  });
  return pictures.length;
}
