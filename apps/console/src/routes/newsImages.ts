/** Where the server serves uploaded pictures (its `/uploads` folder, or the CDN that fronts it at the same path). */
const uploadsPath = '/uploads';

/**
 * The folder of an image key's files, as the upload service stores them (ADR 0016); the parts that draw a picture
 * know the files in it (ADR 0074), so this stays the only picture code of the sign-in page's first download.
 */
export function imageFolderOf(imageKey: string): string {
  return `${uploadsPath}/${encodeURIComponent(imageKey)}`;
}
