import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The two files of a stored image, both PNG. */
export interface ImageFiles {
  image: Buffer;
  thumbnail: Buffer;
}

export const imageFileName = 'image.png';
export const thumbnailFileName = 'image-thumbnail.png';

/**
 * Where uploaded images live, by image key: `{imageKey}/image.png` and `{imageKey}/image-thumbnail.png`. Disk is
 * the default; an object store (S3 and the like) fits the same two calls.
 */
export interface ImageStorage {
  /** Writes (or replaces) both files of the key; a reader sees the old file or the new one, never half of one. */
  put(imageKey: string, files: ImageFiles): Promise<void>;
  /** Removes the key's files; nothing happens when there are none. */
  remove(imageKey: string): Promise<void>;
}

/** Images on disk under `root`, which the API serves read-only. Keys are checked by the contract (no `/` or `.`). */
export function createDiskImageStorage(root: string): ImageStorage {
  const folderOf = (imageKey: string) => path.join(root, imageKey);

  async function writeAtomically(file: string, content: Buffer): Promise<void> {
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, content);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    async put(imageKey, files) {
      const folder = folderOf(imageKey);
      await mkdir(folder, { recursive: true });
      await writeAtomically(path.join(folder, imageFileName), files.image);
      await writeAtomically(path.join(folder, thumbnailFileName), files.thumbnail);
    },

    async remove(imageKey) {
      await rm(folderOf(imageKey), { recursive: true, force: true });
    },
  };
}
