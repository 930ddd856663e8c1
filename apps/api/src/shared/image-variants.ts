import sharp, { type Sharp } from 'sharp';
import { imageFileNames, thumbnailFileName, thumbnailHeightOf, thumbnailWidths } from '@orbit/domain';

/** WebP quality of the variants: pictures of coasters and skies show no loss at it, at a third of the PNG's bytes. */
const webpQuality = 75;

/** How one WebP variant is made from the stored whole picture (`image.png`). */
type VariantRecipe = (picture: Sharp) => Sharp;

const wholeRecipe: VariantRecipe = (picture) => picture.webp({ quality: webpQuality });

/** A thumbnail is cut to 16:9 around the centre, as the cards show it (`object-fit: cover`), then scaled. */
const thumbnailRecipe =
  (width: number): VariantRecipe =>
  (picture) =>
    picture
      .resize({ width, height: thumbnailHeightOf(width), fit: 'cover', position: 'centre' })
      .webp({ quality: webpQuality });

/** Every WebP variant of a picture by file name (ADR 0074). */
const recipes: ReadonlyMap<string, VariantRecipe> = new Map([
  [imageFileNames.webp, wholeRecipe],
  ...thumbnailWidths.map((width) => [thumbnailFileName(width), thumbnailRecipe(width)] as const),
]);

/** The file names of the WebP variants every stored picture has. */
export const imageVariantFileNames: readonly string[] = [...recipes.keys()];

export function isImageVariant(fileName: string): boolean {
  return recipes.has(fileName);
}

/** One variant, made from the stored whole picture (already upright, without metadata). */
export async function renderImageVariant(wholePicture: Buffer, fileName: string): Promise<Buffer> {
  const recipe = recipes.get(fileName);
  if (!recipe) throw new Error(`${fileName} is no variant of a stored picture`);
  return recipe(sharp(wholePicture)).toBuffer();
}

/** Every variant of a stored whole picture, by file name. */
export async function renderImageVariants(wholePicture: Buffer): Promise<Map<string, Buffer>> {
  const rendered = await Promise.all(
    imageVariantFileNames.map(
      async (fileName) => [fileName, await renderImageVariant(wholePicture, fileName)] as const,
    ),
  );
  return new Map(rendered);
}
