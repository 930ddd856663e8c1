import { normalizeForSearch } from '@orbit/domain';

/** Text as a part of a file name: lower case, no accents, dashes between words ("João Conceição" → "joao-conceicao"). */
export function fileNamePart(text: string): string {
  return normalizeForSearch(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
