import countries from 'i18n-iso-countries';
import enCountries from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import esCountries from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import frCountries from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import itCountries from 'i18n-iso-countries/langs/it.json' with { type: 'json' };
import ptCountries from 'i18n-iso-countries/langs/pt.json' with { type: 'json' };
import { toSupportedLanguage } from './languages.ts';

for (const locale of [enCountries, ptCountries, esCountries, frCountries, itCountries]) {
  countries.registerLocale(locale);
}

/**
 * The name of a country in `language`, keyed by its ISO 3166-1 alpha-3 code (`BRA` -> `Brasil` in pt).
 * An unknown code is returned as it is, so a screen still shows something.
 */
export function countryName(isoAlpha3: string, language: string): string {
  return countries.getName(isoAlpha3.toUpperCase(), toSupportedLanguage(language), { select: 'official' }) ?? isoAlpha3;
}
