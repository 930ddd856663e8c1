import { imageFileNames, thumbnailFileName, thumbnailWidths } from '@orbit/domain';
import type { ThumbnailSources } from './Thumbnail.tsx';

/** The files of an uploaded picture that screens show (ADR 0016, ADR 0074). */
export interface PictureFiles {
  /** The whole picture as PNG, for a browser that reads no WebP. */
  image: string;
  /** The whole picture as WebP. */
  imageWebp: string;
  /** The thumbnail's files, for cards. */
  thumbnail: ThumbnailSources;
}

/**
 * The files of the picture whose folder is at `folder` (the app knows where pictures are served, ui what a folder
 * holds). Called by the parts that draw pictures, so that a page's first code holds none of it.
 */
export function pictureFilesIn(folder: string): PictureFiles {
  return {
    image: `${folder}/${imageFileNames.png}`,
    imageWebp: `${folder}/${imageFileNames.webp}`,
    thumbnail: {
      webp: thumbnailWidths.map((width) => ({ url: `${folder}/${thumbnailFileName(width)}`, width })),
      fallback: `${folder}/${imageFileNames.thumbnailPng}`,
    },
  };
}
