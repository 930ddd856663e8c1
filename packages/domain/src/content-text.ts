import { contentLanguages, type ContentLanguage } from './languages.ts';

/** The content language a reader of `interfaceLanguage` gets: Portuguese readers pt, everyone else en (docs/domain.md#constants-and-limits). */
export function contentLanguageFor(interfaceLanguage: string): ContentLanguage {
  return interfaceLanguage.toLowerCase().startsWith('pt') ? 'pt' : 'en';
}

/** A text of scenario or news content with the language it is written in. */
export interface ContentTextChoice<Text> {
  /** The language the text is written in, which may differ from the reader's. */
  language: ContentLanguage;
  text: Text;
}

/**
 * The one fallback rule of content texts (docs/domain.md#the-product: English is the fallback): the reader's content language, then
 * English, then any other language the content has. Undefined when it has no text at all. Used by the server, the
 * mocks and the screens alike, so a scenario or a news item is named the same everywhere.
 */
export function contentTextFor<Text>(
  languages: Partial<Record<ContentLanguage, Text>>,
  interfaceLanguage: string,
): ContentTextChoice<Text> | undefined {
  const order = [contentLanguageFor(interfaceLanguage), 'en', ...contentLanguages] as const;
  for (const language of order) {
    const text = languages[language];
    if (text !== undefined && text !== null) return { language, text };
  }
  return undefined;
}

/**
 * The title of a scenario or news item for a reader of `interfaceLanguage`, by the fallback rule above, else its
 * number (`#7`).
 */
export function contentTitle(
  item: { id: number; languages: Partial<Record<ContentLanguage, { title: string }>> },
  interfaceLanguage: string,
): string {
  return contentTextFor(item.languages, interfaceLanguage)?.text.title ?? `#${item.id}`;
}

/** The text alone, as `contentTextFor` chooses it. */
export function contentTextIn<Text>(
  languages: Partial<Record<ContentLanguage, Text>>,
  interfaceLanguage: string,
): Text | undefined {
  return contentTextFor(languages, interfaceLanguage)?.text;
}

/**
 * The title of a ride's scenario for a reader of `interfaceLanguage`, by the fallback rule of content texts
 * (`contentTextIn`: the reader's content language, then English, then any), else its number (`#7`).
 */
export function rideScenarioTitle(
  ride: { scenarioId: number; scenarioTitles: Partial<Record<ContentLanguage, string>> },
  interfaceLanguage: string,
): string {
  return contentTextIn(ride.scenarioTitles, interfaceLanguage) ?? `#${ride.scenarioId}`;
}
