import type { NewsImageUrls } from '@orbit/ui';

/** Where the server serves uploaded pictures (its `/uploads` folder, or the CDN that fronts it at the same path). */
const uploadsPath = '/uploads';

/** The whole picture and the thumbnail of a news image key, as the upload service stores them. */
export function newsImageUrls(imageKey: string): NewsImageUrls {
  const folder = `${uploadsPath}/${encodeURIComponent(imageKey)}`;
  return { image: `${folder}/image.png`, thumbnail: `${folder}/image-thumbnail.png` };
}

/** The news text language for an interface language: Portuguese readers get pt, everyone else en (spec §9). */
export function contentLanguageFor(interfaceLanguage: string): 'en' | 'pt' {
  return interfaceLanguage.toLowerCase().startsWith('pt') ? 'pt' : 'en';
}
