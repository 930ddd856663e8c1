import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { ImageTheme } from '@orbit/contract';
import type { DatabaseHandle } from '../db/client.ts';
import { uploadedImages } from '../db/schema.ts';

/** A plain picture of the given size in the format, small on disk whatever its size. */
export function pictureOf(format: 'png' | 'jpeg' | 'webp', width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .toFormat(format)
    .toBuffer();
}

/** Random pixels, which no format compresses: a PNG of about width × height × 3 bytes. */
export function noisyPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A multipart/form-data body with the given fields; a field with a file name is sent as a file. */
export function multipartBody(
  fields: { name: string; value: Buffer | string; filename?: string; contentType?: string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----orbit${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const field of fields) {
    const disposition = `form-data; name="${field.name}"${field.filename ? `; filename="${field.filename}"` : ''}`;
    const type = field.filename ? `\r\nContent-Type: ${field.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(field.value) ? field.value : Buffer.from(field.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** An uploaded image's row without files, for tests of what refers to images. */
export async function addUploadedImage(handle: DatabaseHandle, theme: ImageTheme): Promise<string> {
  const imageKey = `test-${randomUUID()}`;
  await handle.db
    .insert(uploadedImages)
    .values({ imageKey, theme, contentType: 'image/png', byteSize: 100, uploaderUserId: 1 });
  return imageKey;
}
