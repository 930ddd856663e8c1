import type { i18n as I18n } from 'i18next';
import { catalogueAreas, catalogues } from './catalogues/index.ts';
import { detectLanguage } from './detect.ts';
import { createI18nWith, setSharedI18n, sharedI18n } from './i18n.ts';
import { toSupportedLanguage } from './languages.ts';

export interface InitI18nOptions {
  /** Use this language instead of detecting one (tests, Storybook, a server-chosen language). */
  language?: string;
}

/** A new instance with every catalogue bundled, for tests and Storybook (the browser uses `loadI18n`). */
export function createI18n(options: InitI18nOptions = {}): I18n {
  const language = options.language === undefined ? detectLanguage() : toSupportedLanguage(options.language);
  return createI18nWith(language, catalogues, catalogueAreas);
}

/**
 * The shared instance with every catalogue, created on the first call. Later calls return the same instance,
 * switching it to `options.language` when one is given.
 */
export function initI18n(options: InitI18nOptions = {}): I18n {
  const existing = sharedI18n();
  if (!existing) return setSharedI18n(createI18n(options));
  if (options.language !== undefined) void existing.changeLanguage(toSupportedLanguage(options.language));
  return existing;
}
