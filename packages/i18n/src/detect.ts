import {
  baseLanguage,
  isSupportedLanguage,
  languageStorageKey,
  fallbackLanguage,
  type SupportedLanguage,
} from './languages.ts';

/** The language the visitor chose in this browser, if they chose one. */
export function storedLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem(languageStorageKey) ?? null;
  } catch {
    // Storage can be unavailable (private mode, blocked cookies).
    return null;
  }
}

/**
 * The first of the codes, in order, whose language the interface speaks (`pt-BR` counts as `pt`, keeping its place
 * in the order); else English.
 */
export function firstSupportedLanguage(codes: readonly (string | null | undefined)[]): SupportedLanguage {
  return codes.map(baseLanguage).find(isSupportedLanguage) ?? fallbackLanguage;
}

/**
 * docs/domain.md#the-product: the stored preference, then the browser's languages in order, then the page's `<html lang>`;
 * English when none is an interface language. A detected language is not stored (only an explicit choice is).
 */
export function detectLanguage(): SupportedLanguage {
  const browser = globalThis.navigator?.languages ?? [];
  const page = globalThis.document?.documentElement?.lang;
  return firstSupportedLanguage([storedLanguage(), ...browser, page]);
}
