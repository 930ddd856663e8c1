/**
 * The files of an uploaded picture (ADR 0016, ADR 0074), one folder per image key: the PNGs the upload writes, for
 * browsers that read no WebP, and the WebP variants browsers are sent, whole and as 16:9 thumbnails at a few widths
 * so that a card downloads the one it shows.
 */
export const imageFileNames = {
  /** The whole picture as PNG (at most 1920 × 1920). */
  png: 'image.png',
  /** The thumbnail as PNG (at most 400 × 400, uncut), for browsers that read no WebP. */
  thumbnailPng: 'image-thumbnail.png',
  /** The whole picture as WebP, the same size as the PNG. */
  webp: 'image.webp',
} as const;

/** Widths in pixels of the 16:9 WebP thumbnails: a card picks the narrowest that fills it at the screen's density. */
export const thumbnailWidths = [160, 320, 480, 720, 960] as const;
export type ThumbnailWidth = (typeof thumbnailWidths)[number];

/** Every thumbnail is cut to this shape, the one the cards show. */
export const thumbnailAspectRatio = 16 / 9;

/** Height in pixels of the thumbnail `width` pixels wide. */
export function thumbnailHeightOf(width: number): number {
  return Math.round(width / thumbnailAspectRatio);
}

/** File name of the WebP thumbnail `width` pixels wide. */
export function thumbnailFileName(width: ThumbnailWidth): string {
  return `thumbnail-${width}.webp`;
}
