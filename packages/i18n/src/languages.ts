import { interfaceLanguages, type InterfaceLanguage } from '@orbit/domain';

/** One of the interface languages of docs/domain.md#the-product (the list itself lives in @orbit/domain, shared with the server). */
export type SupportedLanguage = InterfaceLanguage;

export interface LanguageInfo {
  /** ISO 639-1 code, as stored and as used by i18next. */
  code: SupportedLanguage;
  /** The language's name in itself, for a language switcher. */
  nativeName: string;
  /** The BCP 47 locale that dates and numbers are formatted with. */
  locale: string;
}

const details: Record<SupportedLanguage, Omit<LanguageInfo, 'code'>> = {
  en: { nativeName: 'English', locale: 'en-US' },
  pt: { nativeName: 'Português', locale: 'pt-BR' },
  es: { nativeName: 'Español', locale: 'es-ES' },
  fr: { nativeName: 'Français', locale: 'fr-FR' },
  it: { nativeName: 'Italiano', locale: 'it-IT' },
};

/** The interface languages with their native names and formatting locales, in the switcher's order. */
export const supportedLanguages: readonly LanguageInfo[] = interfaceLanguages.map((code) => ({
  code,
  ...details[code],
}));

/** English is the fallback of every lookup (docs/domain.md#the-product). */
export const fallbackLanguage: SupportedLanguage = 'en';

/** Where the person's own choice of language is kept between visits. */
export const languageStorageKey = 'orbit.language';

/** The cookie that tells the server the stored choice, so that it draws a page's first screen in it (ADR 0045). */
export const languageCookieName = 'orbit_language';

export const languageCodes: readonly SupportedLanguage[] = interfaceLanguages;

export function isSupportedLanguage(code: unknown): code is SupportedLanguage {
  return typeof code === 'string' && (languageCodes as readonly string[]).includes(code);
}

/** `pt-BR`, `PT_br` and `pt` all -> `pt`: a language code without its region. */
export function baseLanguage(code: string | null | undefined): string | undefined {
  return code?.split(/[-_]/)[0]?.toLowerCase();
}

/** `pt-BR`, `PT_br` and `pt` all mean `pt`; anything else falls back to English. */
export function toSupportedLanguage(code: string | null | undefined): SupportedLanguage {
  const base = baseLanguage(code);
  return isSupportedLanguage(base) ? base : fallbackLanguage;
}

/** The BCP 47 locale that Intl formats with for a language. */
export function localeOf(language: string): string {
  return details[toSupportedLanguage(language)].locale;
}
