import { contentErrorMessages, errorMessages, imageKeySchema, routes, uploadQuerySchema } from '@orbit/contract';
import { mockError, mockRoute } from '../respond.ts';
import { parseOrReject, queryOf } from './client-area-helpers.ts';

/** PNG, JPEG and WebP by their first bytes, as the server checks them. */
function isAcceptedImage(bytes: Uint8Array): boolean {
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte);
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const webp = text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP';
  return png || jpeg || webp;
}

/** Where the mock images would be served; nothing is stored. */
const mockImageBase = '/uploads';

/** Accepts an image as the server would and answers a new key, or the key it was sent to replace. */
export function uploadsHandlers() {
  let uploads = 0;
  return [
    mockRoute(routes.uploadImage, async ({ request }) => {
      const query = parseOrReject(uploadQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) {
        return mockError(400, contentErrorMessages.notMultipart, { body: contentErrorMessages.notMultipart });
      }
      const form = await request.formData();
      const file = form.get('file');
      if (!(file instanceof Blob) || file.size === 0) {
        return mockError(400, contentErrorMessages.fileRequired, { file: contentErrorMessages.fileRequired });
      }
      if (!isAcceptedImage(new Uint8Array(await file.arrayBuffer()))) {
        return mockError(400, contentErrorMessages.unsupportedImage, { file: contentErrorMessages.unsupportedImage });
      }
      const sentKey = form.get('imageKey');
      let imageKey = `mock-${query.data.theme}-${++uploads}`;
      if (typeof sentKey === 'string' && sentKey.trim() !== '') {
        const parsed = imageKeySchema.safeParse(sentKey.trim());
        if (!parsed.success) return mockError(400, errorMessages.invalidInput, { imageKey: 'Invalid value' });
        imageKey = parsed.data;
      }
      return {
        imageKey,
        imageUrl: `${mockImageBase}/${imageKey}/image.png`,
        thumbnailUrl: `${mockImageBase}/${imageKey}/image-thumbnail.png`,
      };
    }),
  ];
}
