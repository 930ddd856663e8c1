import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadTexts, type CatalogueArea } from './catalogues/load.ts';
import type { Texts } from './catalogues/merge.ts';
import { detectLanguage, storedLanguage } from './detect.ts';
import { prepareDateFormats } from './format.ts';
import {
  fallbackLanguage,
  isSupportedLanguage,
  languageCodes,
  languageCookieName,
  languageStorageKey,
  toSupportedLanguage,
  type SupportedLanguage,
} from './languages.ts';

export type Catalogues = Partial<Record<SupportedLanguage, Texts>>;

/** Which areas of which languages each instance holds (`pt/dash`), so none is fetched twice. */
const loadedAreas = new WeakMap<I18n, Set<string>>();

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * A new i18next instance showing `language` from the given catalogues, which hold the given areas; initialisation is
 * synchronous.
 */
export function createI18nWith(
  language: SupportedLanguage,
  catalogues: Catalogues,
  areas: readonly CatalogueArea[],
): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  void instance.init({
    // Copies: i18next keeps the texts it starts with and merges each area added later into them, which would change
    // the downloaded module (and, in tests, the bundled catalogues) under everyone else who reads it.
    resources: Object.fromEntries(
      Object.entries(catalogues).map(([code, catalogue]) => [code, { translation: structuredClone(catalogue) }]),
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
  loadedAreas.set(instance, new Set(Object.keys(catalogues).flatMap((code) => areas.map((area) => `${code}/${area}`))));
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

/** The areas the app has shown so far; switching the language fetches each of them in the new language. */
const shownAreas = new Set<CatalogueArea>(['public']);

/** Adds to an instance the texts of every shown area that it lacks in `language`. */
async function addShownAreas(instance: I18n, language: SupportedLanguage): Promise<void> {
  const loaded = loadedAreas.get(instance) ?? new Set<string>();
  loadedAreas.set(instance, loaded);
  const missing = [...shownAreas].filter((area) => !loaded.has(`${language}/${area}`));
  const texts = await Promise.all(missing.map((area) => loadTexts(language, area)));
  missing.forEach((area, index) => {
    // Deep: an area may add keys to a section another area started (ADR 0040).
    instance.addResourceBundle(language, 'translation', texts[index], true, true);
    loaded.add(`${language}/${area}`);
  });
}

/** Copies a chosen language to the cookie the server reads, for a year (ADR 0045). */
function tellServerLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${languageCookieName}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** The language and instance that `loadI18n` is making, while its texts are on their way. */
let starting: { language: SupportedLanguage; instance: Promise<I18n> } | undefined;

/**
 * The browser's start: detects the language (docs/domain.md#the-product), downloads only the public pages' texts in it and makes the
 * app's instance with them. The other areas come with the layouts that show them (`loadCatalogueArea`).
 */
export async function loadI18n(): Promise<I18n> {
  const language = detectLanguage();
  // A choice stored before the server read the cookie reaches it from the next page on.
  const chosen = storedLanguage();
  if (chosen !== null && isSupportedLanguage(chosen)) tellServerLanguage(chosen);
  const instance = loadTexts(language, 'public').then((texts) => {
    starting = undefined;
    return setSharedI18n(createI18nWith(language, { [language]: texts }, ['public']));
  });
  starting = { language, instance };
  // The main thread waits for the texts here: the date data loads in that wait, not in the first render.
  setTimeout(() => prepareDateFormats(language));
  return instance;
}

/**
 * Makes sure the app's instance has an area's texts in its language before a screen of that area renders; the
 * /dash and /dash/admin layouts load with it, and a page with an area of its own too (ADR 0081). Without a shared
 * instance (tests with their own) there is nothing to do.
 */
export async function loadCatalogueArea(area: CatalogueArea): Promise<void> {
  shownAreas.add(area);
  if (starting) {
    // A layout's code preloaded with the first texts (ADR 0043): its area downloads beside them, in their language;
    // `addShownAreas` then takes it from the module cache.
    void loadTexts(starting.language, area).catch(() => undefined);
    const instance = await starting.instance;
    await addShownAreas(instance, toSupportedLanguage(instance.language));
  } else if (shared) {
    await addShownAreas(shared, toSupportedLanguage(shared.language));
  }
}

/** The language the app shows, or is starting in: the one its screens' first requests should ask for. */
export function currentLanguage(): SupportedLanguage {
  return toSupportedLanguage(shared?.language ?? starting?.language ?? detectLanguage());
}

/** Switches the interface language, fetching the areas shown so far in it if needed, and remembers the choice. */
export async function changeLanguage(code: SupportedLanguage): Promise<void> {
  const language = toSupportedLanguage(code);
  try {
    globalThis.localStorage?.setItem(languageStorageKey, language);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); the choice then lasts for this page only.
  }
  tellServerLanguage(language);
  const instance = shared ?? (await loadI18n());
  await addShownAreas(instance, language);
  await instance.changeLanguage(language);
}
