import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentErrorMessages, errorMessages, imageKeySchema, routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { AppError } from '../../http/app-error.ts';
import { requireAuth } from '../identity/index.ts';
import { createDiskImageStorage, imageFileName, thumbnailFileName } from '../../shared/image-storage.ts';
import { imageVariantFileNames, isImageVariant, renderImageVariant } from '../../shared/image-variants.ts';
import type { UploadService } from './upload-service.ts';

/** Multipart limits that end a too-large or too-busy form; each answers 400 like any bad input. */
const multipartLimitMessages: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: contentErrorMessages.imageTooLarge,
  FST_FILES_LIMIT: contentErrorMessages.fileRequired,
  FST_FIELDS_LIMIT: 'Too many fields',
  FST_PARTS_LIMIT: 'Too many fields',
};

function codeOf(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/** Reads the form: one file in `file`, optionally `imageKey`; anything else is refused. The file is size-capped. */
async function readImageForm(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ file: Buffer; imageKey: string | undefined }> {
  if (!request.isMultipart()) {
    throw new AppError(400, contentErrorMessages.notMultipart, { body: contentErrorMessages.notMultipart });
  }
  let file: Buffer | undefined;
  let imageKey: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new AppError(400, errorMessages.invalidInput, { [part.fieldname]: 'Unknown field' });
        }
        file = await part.toBuffer();
      } else if (part.fieldname === 'imageKey') {
        const value = typeof part.value === 'string' ? part.value.trim() : '';
        // An empty key, as a form sends for a new image, means "a new key".
        if (value !== '') {
          const parsed = imageKeySchema.safeParse(value);
          if (!parsed.success) {
            throw new AppError(400, errorMessages.invalidInput, {
              imageKey: parsed.error.issues[0]?.message ?? 'Invalid value',
            });
          }
          imageKey = parsed.data;
        }
      } else {
        throw new AppError(400, errorMessages.invalidInput, { [part.fieldname]: 'Unknown field' });
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const limitMessage = multipartLimitMessages[codeOf(error) ?? ''];
    if (limitMessage) throw new AppError(400, limitMessage, { file: limitMessage });
    // A broken body (no boundary, cut short) is the sender's fault.
    throw new AppError(400, errorMessages.invalidInput, { body: 'Malformed multipart body' });
  }
  if (!file || file.length === 0) {
    throw new AppError(400, contentErrorMessages.fileRequired, { file: contentErrorMessages.fileRequired });
  }
  return { file, imageKey };
}

export function uploadRoutes(registerRoute: RegisterRoute, deps: { uploads: UploadService; maxBytes: number }): void {
  const { uploads, maxBytes } = deps;
  registerRoute(routes.uploadImage, async ({ query, request }) => {
    const actor = requireAuth(request);
    return uploads.store(actor, query.theme, await readImageForm(request, maxBytes));
  });
}

/** `/{imageKey}/{file}` of a file the uploads folder serves: the two PNGs and the WebP variants (ADR 0074). */
const servedFileNames = [imageFileName, thumbnailFileName, ...imageVariantFileNames].map((name) =>
  name.replaceAll('.', '\\.'),
);
const servedFile = new RegExp(`^/([A-Za-z0-9][A-Za-z0-9_-]{0,63})/(${servedFileNames.join('|')})$`);

/**
 * Serves the disk storage read-only at `prefix`: only the files of a key, as stored (PNG and WebP, which the upload
 * wrote itself). A replaced image keeps its URL, so browsers revalidate instead of caching for long.
 *
 * A picture stored before its WebP variants existed gets each of them at its first request, made from its
 * `image.png` and kept beside it (ADR 0074); a key without that file is simply not found.
 */
export async function serveUploads(app: FastifyInstance, root: string, prefix: string): Promise<void> {
  const storage = createDiskImageStorage(root);
  /** Variants being made, so that simultaneous first requests make each once. */
  const making = new Map<string, Promise<boolean>>();
  /** Variants known to be on disk: later requests go straight to the files (a replaced picture rewrites them). */
  const present = new Set<string>();

  /** Makes a variant that is missing; whether it is on disk now. */
  async function makeVariant(imageKey: string, fileName: string): Promise<boolean> {
    const folder = path.join(root, imageKey);
    if (await exists(path.join(folder, fileName))) return true;
    let wholePicture: Buffer;
    try {
      wholePicture = await readFile(path.join(folder, imageFileName));
    } catch {
      return false;
    }
    await storage.addVariant(imageKey, fileName, await renderImageVariant(wholePicture, fileName));
    return true;
  }

  await app.register(async (uploads) => {
    uploads.addHook('onRequest', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const [, imageKey, fileName] = servedFile.exec(request.url.slice(prefix.length).split('?')[0] ?? '') ?? [];
      if (!imageKey || !fileName || !isImageVariant(fileName)) return;
      const id = `${imageKey}/${fileName}`;
      if (present.has(id)) return;
      let made = making.get(id);
      if (!made) {
        made = makeVariant(imageKey, fileName).finally(() => making.delete(id));
        making.set(id, made);
      }
      if (await made) present.add(id);
    });
    await uploads.register(fastifyStatic, {
      root,
      // The folder appears with the first upload; until then every image is simply not found.
      suppressWarning: true,
      prefix: `${prefix}/`,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      allowedPath: (pathName) => servedFile.test(pathName),
      setHeaders: (reply) => {
        reply.header('cache-control', 'no-cache');
      },
    });
  });
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
