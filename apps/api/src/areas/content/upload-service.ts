import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { contentErrorMessages, errorMessages } from '@orbit/contract';
import type { ImageTheme, UploadResponse } from '@orbit/contract';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { uploadedImagesRepository } from './uploaded-images-repository.ts';
import type { UploadedImageRow } from './uploaded-images-repository.ts';
import type { AuditService } from '../audit/index.ts';
import { imageFileName, thumbnailFileName } from '../../shared/image-storage.ts';
import type { ImageFiles, ImageStorage } from '../../shared/image-storage.ts';
import { renderImageVariants } from '../../shared/image-variants.ts';
import type { AuthenticatedSession } from '../identity/index.ts';

export type UploadService = ReturnType<typeof createUploadService>;

/** The stored image fits in this square; a larger upload is scaled down, a smaller one kept as it is. */
export const fullImageMaxSide = 1920;
/** The thumbnail fits in this square (the scenario cards and news lists). */
export const thumbnailMaxSide = 400;

const acceptedFormats = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
} as const;
type AcceptedFormat = keyof typeof acceptedFormats;

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format the file's first bytes announce; the name and the declared type are never trusted. SVG is refused. */
export function detectImageFormat(file: Buffer): AcceptedFormat | undefined {
  if (file.subarray(0, 8).equals(pngSignature)) return 'png';
  if (file.length >= 3 && file[0] === 0xff && file[1] === 0xd8 && file[2] === 0xff) return 'jpeg';
  if (file.subarray(0, 4).toString('latin1') === 'RIFF' && file.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'webp';
  }
  return undefined;
}

/**
 * Decodes the upload and writes it again as PNG, whole and as a thumbnail, and the WebP variants of the whole PNG
 * (ADR 0074); metadata (EXIF, GPS) is dropped.
 */
async function renderImages(file: Buffer, format: AcceptedFormat, maxPixels: number): Promise<ImageFiles> {
  const decode = () => sharp(file, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
  try {
    const metadata = await sharp(file, { limitInputPixels: maxPixels }).metadata();
    if (metadata.format !== format) {
      throw new AppError(400, contentErrorMessages.unreadableImage, { file: contentErrorMessages.unreadableImage });
    }
    const fit = (side: number) => ({ width: side, height: side, fit: 'inside' as const, withoutEnlargement: true });
    const [image, thumbnail] = await Promise.all([
      decode().resize(fit(fullImageMaxSide)).png().toBuffer(),
      decode().resize(fit(thumbnailMaxSide)).png().toBuffer(),
    ]);
    return { image, thumbnail, variants: await renderImageVariants(image) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    const message = tooLarge ? contentErrorMessages.imageTooLarge : contentErrorMessages.unreadableImage;
    throw new AppError(400, message, { file: message });
  }
}

function describe(row: UploadedImageRow) {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * Stores images for news and scenarios (ADR 0016). A new upload gets a random key; an upload naming an existing
 * key of the same theme replaces its files, so whatever shows that image shows the new one.
 */
export function createUploadService(deps: {
  db: Database;
  audit: AuditService;
  storage: ImageStorage;
  now: Clock;
  maxPixels: number;
  publicUrl: string;
}) {
  const { db, audit, storage, now, maxPixels, publicUrl } = deps;

  return {
    async store(
      actor: AuthenticatedSession,
      theme: ImageTheme,
      upload: { file: Buffer; imageKey: string | undefined },
    ): Promise<UploadResponse> {
      const format = detectImageFormat(upload.file);
      if (!format) {
        throw new AppError(400, contentErrorMessages.unsupportedImage, { file: contentErrorMessages.unsupportedImage });
      }
      const files = await renderImages(upload.file, format, maxPixels);
      const imageKey = await db.transaction(async (tx) => {
        const images = uploadedImagesRepository(tx);
        const fields = {
          contentType: acceptedFormats[format],
          byteSize: upload.file.length,
          uploaderUserId: actor.userId,
          createdAt: now(),
        };
        let before: UploadedImageRow | undefined;
        let after: UploadedImageRow;
        if (upload.imageKey === undefined) {
          after = await images.insert({ imageKey: randomUUID(), theme, ...fields });
        } else {
          before = await images.lock(upload.imageKey);
          if (!before) throw new AppError(404, errorMessages.notFound, { imageKey: contentErrorMessages.unknownImage });
          if (before.theme !== theme) {
            throw new AppError(409, contentErrorMessages.imageOfAnotherTheme, {
              imageKey: contentErrorMessages.imageOfAnotherTheme,
            });
          }
          after = await images.update(before.imageKey, fields);
        }
        // Stored inside the transaction: if storage fails, neither the row nor the audit entry is kept. The entry
        // comes after it, since it holds the audit chain's head until the commit (ADR 0054).
        await storage.put(after.imageKey, files);
        await audit.record(tx, {
          actorUserId: actor.userId,
          action: before ? 'image.replace' : 'image.upload',
          targetType: 'image',
          targetId: after.imageKey,
          before: before ? describe(before) : null,
          after: describe(after),
        });
        return after.imageKey;
      });
      return {
        imageKey,
        imageUrl: `${publicUrl}/${imageKey}/${imageFileName}`,
        thumbnailUrl: `${publicUrl}/${imageKey}/${thumbnailFileName}`,
      };
    },
  };
}

/** Checks that an image key names an uploaded image of the theme: 404 when unknown, 409 for another theme. */
export async function requireImageOfTheme(db: Database, imageKey: string, theme: ImageTheme): Promise<void> {
  const image = await uploadedImagesRepository(db).find(imageKey);
  if (!image) throw new AppError(404, errorMessages.notFound, { imageKey: contentErrorMessages.unknownImage });
  if (image.theme !== theme) {
    throw new AppError(409, contentErrorMessages.imageOfAnotherTheme, {
      imageKey: contentErrorMessages.imageOfAnotherTheme,
    });
  }
}
