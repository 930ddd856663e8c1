/** A tree of texts: nested sections whose leaves are strings. */
export interface Texts {
  readonly [key: string]: string | Texts;
}

/**
 * The two trees in one. A section may have keys in two areas (the news texts of `clientPages` show on the sign-in
 * page, the rest of it only behind it), so sections merge key by key, as i18next's `addResourceBundle` does.
 */
export function mergeTexts(first: Texts, second: Texts): Texts {
  const merged: Record<string, string | Texts> = { ...first };
  for (const [key, value] of Object.entries(second)) {
    const existing = merged[key];
    merged[key] = typeof existing === 'object' && typeof value === 'object' ? mergeTexts(existing, value) : value;
  }
  return merged;
}
