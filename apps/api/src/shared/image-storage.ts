import { randomUUID } from 'node:crypto';
import { link, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageFileNames } from '@orbit/domain';

/** The files of a stored image: the two PNGs and the WebP variants browsers are sent (ADR 0074). */
export interface ImageFiles {
  image: Buffer;
  thumbnail: Buffer;
  /** Each WebP variant by its file name (`image.webp`, `thumbnail-320.webp`, ...). */
  variants: ReadonlyMap<string, Buffer>;
}

export const imageFileName = imageFileNames.png;
export const thumbnailFileName = imageFileNames.thumbnailPng;

/**
 * Where uploaded images live, by image key: `{imageKey}/image.png`, `{imageKey}/image-thumbnail.png` and the WebP
 * variants beside them. Disk is the default; an object store (S3 and the like) fits the same calls.
 */
export interface ImageStorage {
  /**
   * Writes (or replaces) every file of the key; a reader sees the old file or the new one, never half of one. Files
   * of the key that `files` does not name (variants of the picture it replaces) are removed.
   */
  put(imageKey: string, files: ImageFiles): Promise<void>;
  /** Adds one variant of a stored picture unless the key already has that file (a newer upload's, say). */
  addVariant(imageKey: string, fileName: string, content: Buffer): Promise<void>;
  /** Removes the key's files; nothing happens when there are none. */
  remove(imageKey: string): Promise<void>;
}

/** Images on disk under `root`, which the API serves read-only. Keys are checked by the contract (no `/` or `.`). */
export function createDiskImageStorage(root: string): ImageStorage {
  const folderOf = (imageKey: string) => path.join(root, imageKey);

  /** Writes through a temporary file, then moves it in place (`replace`) or links it only where nothing is. */
  async function writeAtomically(file: string, content: Buffer, replace = true): Promise<void> {
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, content);
      if (replace) {
        await rename(temporary, file);
      } else {
        await link(temporary, file).catch((error: unknown) => {
          if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
        });
      }
    } finally {
      await rm(temporary, { force: true });
    }
  }

  return {
    async put(imageKey, files) {
      const folder = folderOf(imageKey);
      await mkdir(folder, { recursive: true });
      const written = new Map([[imageFileName, files.image], [thumbnailFileName, files.thumbnail], ...files.variants]);
      for (const [fileName, content] of written) await writeAtomically(path.join(folder, fileName), content);
      for (const fileName of await readdir(folder)) {
        if (!written.has(fileName) && !fileName.endsWith('.tmp'))
          await rm(path.join(folder, fileName), { force: true });
      }
    },

    async addVariant(imageKey, fileName, content) {
      await writeAtomically(path.join(folderOf(imageKey), fileName), content, false);
    },

    async remove(imageKey) {
      await rm(folderOf(imageKey), { recursive: true, force: true });
    },
  };
}
