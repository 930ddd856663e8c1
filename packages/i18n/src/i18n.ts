import i18next, { type i18n as I18n, type Resource } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { catalogues } from './catalogues/index.ts';
import {
  fallbackLanguage,
  languageCodes,
  languageStorageKey,
  toSupportedLanguage,
  type SupportedLanguage,
} from './languages.ts';

export interface InitI18nOptions {
  /** Use this language instead of detecting one (tests, Storybook, a server-chosen language). */
  language?: string;
}

const resources: Resource = Object.fromEntries(
  Object.entries(catalogues).map(([code, catalogue]) => [code, { translation: catalogue }]),
);

/** Spec §1: stored preference, then the browser, then the page's `<html lang>`; English when none fits. */
const detection: DetectorOptions = {
  order: ['localStorage', 'navigator', 'htmlTag'],
  lookupLocalStorage: languageStorageKey,
  // Only an explicit choice (changeLanguage) is stored; a detected language is not a preference.
  caches: [],
  // `pt-BR` becomes `pt` before matching, so a regional browser language keeps its place in the order.
  convertDetectedLanguage: (code) => code.split(/[-_]/)[0]?.toLowerCase() ?? code,
};

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** A new, fully initialised i18next instance with every catalogue bundled (initialisation is synchronous). */
export function createI18n(options: InitI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  instance.use(LanguageDetector).use(initReactI18next);
  void instance.init({
    resources,
    lng: options.language === undefined ? undefined : toSupportedLanguage(options.language),
    fallbackLng: fallbackLanguage,
    supportedLngs: [...languageCodes],
    load: 'languageOnly',
    initAsync: false,
    detection,
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

/**
 * The app's i18next instance, created on the first call. Later calls return the same instance,
 * switching it to `options.language` when one is given.
 */
export function initI18n(options: InitI18nOptions = {}): I18n {
  if (!shared) {
    shared = createI18n(options);
  } else if (options.language !== undefined) {
    void shared.changeLanguage(toSupportedLanguage(options.language));
  }
  return shared;
}

/** Switches the interface language and remembers it as the person's preference. */
export async function changeLanguage(code: SupportedLanguage): Promise<void> {
  const language = toSupportedLanguage(code);
  try {
    globalThis.localStorage?.setItem(languageStorageKey, language);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); the choice then lasts for this page only.
  }
  await initI18n().changeLanguage(language);
}
