import { imageFileNames, thumbnailFileName, thumbnailWidths } from '@orbit/domain';
import type { NewsImageUrls } from '@orbit/ui';

/** Where the server serves uploaded pictures (its `/uploads` folder, or the CDN that fronts it at the same path). */
const uploadsPath = '/uploads';

/** The whole picture and the thumbnail of a news image key, as the upload service stores them (ADR 0074). */
export function newsImageUrls(imageKey: string): NewsImageUrls {
  const folder = `${uploadsPath}/${encodeURIComponent(imageKey)}`;
  return {
    image: `${folder}/${imageFileNames.png}`,
    imageWebp: `${folder}/${imageFileNames.webp}`,
    thumbnail: {
      webp: thumbnailWidths.map((width) => ({ url: `${folder}/${thumbnailFileName(width)}`, width })),
      fallback: `${folder}/${imageFileNames.thumbnailPng}`,
    },
  };
}

/** The PNG thumbnail of any uploaded picture (news and scenarios share the uploads folder, ADR 0016). */
export function thumbnailUrlOf(imageKey: string): string {
  return newsImageUrls(imageKey).thumbnail.fallback;
}
