import { pictureFilesIn } from '@orbit/ui';
import { imageFolderOf } from './newsImages.ts';

/** The PNG thumbnail of any uploaded picture (news and scenarios share the uploads folder, ADR 0016). */
export function thumbnailUrlOf(imageKey: string): string {
  return pictureFilesIn(imageFolderOf(imageKey)).thumbnail.fallback;
}
