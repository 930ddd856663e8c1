import type { NewsImageUrls } from '@orbit/ui';

/** Where the server serves uploaded pictures (its `/uploads` folder, or the CDN that fronts it at the same path). */
const uploadsPath = '/uploads';

/** The whole picture and the thumbnail of a news image key, as the upload service stores them. */
export function newsImageUrls(imageKey: string): NewsImageUrls {
  const folder = `${uploadsPath}/${encodeURIComponent(imageKey)}`;
  return { image: `${folder}/image.png`, thumbnail: `${folder}/image-thumbnail.png` };
}

/** The thumbnail of any uploaded picture (news and scenarios share the uploads folder, ADR 0016). */
export function thumbnailUrlOf(imageKey: string): string {
  return newsImageUrls(imageKey).thumbnail;
}
