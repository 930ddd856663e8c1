export { Trans, I18nextProvider, useTranslation } from 'react-i18next';
export type { i18n as I18n, TFunction } from 'i18next';
export { changeLanguage, currentLanguage, loadCatalogueArea, loadI18n, type Catalogues } from './i18n.ts';
export type { CatalogueArea } from './catalogues/load.ts';
export { createI18n, initI18n, type InitI18nOptions } from './bundled.ts';
export { detectLanguage, firstSupportedLanguage } from './detect.ts';
export {
  fallbackLanguage,
  isSupportedLanguage,
  languageCookieName,
  languageStorageKey,
  localeOf,
  supportedLanguages,
  toSupportedLanguage,
  type LanguageInfo,
  type SupportedLanguage,
} from './languages.ts';
export { formatDate, formatNumber, type DateStyle } from './format.ts';
export { formatRelativeTime } from './relative-time.ts';
export { countryName } from './countries.ts';
export { catalogues, type Catalogue } from './catalogues/index.ts';
