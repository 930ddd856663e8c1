import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogue } from './catalogues/en.ts';
import { loadCatalogue } from './catalogues/load.ts';
import { detectLanguage } from './detect.ts';
import {
  fallbackLanguage,
  languageCodes,
  languageStorageKey,
  toSupportedLanguage,
  type SupportedLanguage,
} from './languages.ts';

export type Catalogues = Partial<Record<SupportedLanguage, Catalogue>>;

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** A new i18next instance showing `language` from the given catalogues; initialisation is synchronous. */
export function createI18nWith(language: SupportedLanguage, catalogues: Catalogues): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  void instance.init({
    resources: Object.fromEntries(
      Object.entries(catalogues).map(([code, catalogue]) => [code, { translation: catalogue }]),
    ),
    lng: language,
    // Every catalogue has every key (a test checks it), so a loaded language never needs the fallback's texts.
    fallbackLng: language in catalogues ? false : fallbackLanguage,
    supportedLngs: [...languageCodes],
    load: 'languageOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    // A key that no catalogue has is a bug: say so loudly (story tests fail on console errors).
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => {
      console.error(`i18n: missing translation key "${key}"`);
    },
  });
  instance.on('languageChanged', syncDocumentLanguage);
  syncDocumentLanguage(instance.language);
  return instance;
}

let shared: I18n | undefined;

/** The app's instance once `initI18n` or `loadI18n` made it. */
export function sharedI18n(): I18n | undefined {
  return shared;
}

export function setSharedI18n(instance: I18n): I18n {
  shared = instance;
  return instance;
}

/**
 * The browser's start: detects the language (spec §1), downloads only its catalogue and makes the app's
 * instance with it.
 */
export async function loadI18n(): Promise<I18n> {
  const language = detectLanguage();
  return setSharedI18n(createI18nWith(language, { [language]: await loadCatalogue(language) }));
}

/** Switches the interface language, fetching its catalogue if needed, and remembers it as the preference. */
export async function changeLanguage(code: SupportedLanguage): Promise<void> {
  const language = toSupportedLanguage(code);
  try {
    globalThis.localStorage?.setItem(languageStorageKey, language);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); the choice then lasts for this page only.
  }
  const instance = shared ?? (await loadI18n());
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await loadCatalogue(language));
  }
  await instance.changeLanguage(language);
}
