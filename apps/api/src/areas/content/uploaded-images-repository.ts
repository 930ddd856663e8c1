import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploadedImages } from '../../db/schema.ts';

export type UploadedImageRow = typeof uploadedImages.$inferSelect;

export function uploadedImagesRepository(db: Database) {
  return {
    async find(imageKey: string): Promise<UploadedImageRow | undefined> {
      const [row] = await db.select().from(uploadedImages).where(eq(uploadedImages.imageKey, imageKey));
      return row;
    },

    /** The image's row locked, so two replacements of one image run one after the other. */
    async lock(imageKey: string): Promise<UploadedImageRow | undefined> {
      const [row] = await db.select().from(uploadedImages).where(eq(uploadedImages.imageKey, imageKey)).for('update');
      return row;
    },

    async insert(image: typeof uploadedImages.$inferInsert): Promise<UploadedImageRow> {
      const [row] = await db.insert(uploadedImages).values(image).returning();
      if (!row) throw new Error('The image insert returned no row');
      return row;
    },

    async update(
      imageKey: string,
      fields: Pick<UploadedImageRow, 'contentType' | 'byteSize' | 'uploaderUserId' | 'createdAt'>,
    ): Promise<UploadedImageRow> {
      const [row] = await db
        .update(uploadedImages)
        .set(fields)
        .where(eq(uploadedImages.imageKey, imageKey))
        .returning();
      if (!row) throw new Error(`Image ${imageKey} vanished while it was replaced`);
      return row;
    },
  };
}
