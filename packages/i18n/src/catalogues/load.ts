import type { SupportedLanguage } from '../languages.ts';
import type { Catalogue } from './en.ts';

/** Fetches one language's catalogue; the browser downloads only the language it shows (ADR 0014). */
export async function loadCatalogue(language: SupportedLanguage): Promise<Catalogue> {
  switch (language) {
    case 'pt':
      return (await import('./pt.ts')).pt;
    case 'es':
      return (await import('./es.ts')).es;
    case 'fr':
      return (await import('./fr.ts')).fr;
    case 'it':
      return (await import('./it.ts')).it;
    default:
      return (await import('./en.ts')).en;
  }
}
