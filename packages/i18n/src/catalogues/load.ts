import type { SupportedLanguage } from '../languages.ts';
import type { Texts } from './merge.ts';

/**
 * The catalogue is split by area so a page downloads only the texts it can show (ADR 0040): the public pages'
 * before the first render, the shell and client area's with the /dash layout, the staff screens' with /dash/admin,
 * and a page's own texts, which no other page shows, with that page (the failed jobs, ADR 0081); the notification
 * centre's with the bell, the notifications page and the preferences card (ADR 0083); the machines' with the coasters
 * and fleet pages (ADR 0084); the API keys' with the integrations page and the profile's keys card (ADR 0094); the webhook endpoints' with the same two
 * (ADR 0097).
 */
export type CatalogueArea =
  'public' | 'dash' | 'admin' | 'failedJobs' | 'notifications' | 'coasters' | 'apiKeys' | 'webhooks';

/** Fetches one area of one language's catalogue; the browser downloads only the language it shows (ADR 0014). */
export async function loadTexts(language: SupportedLanguage, area: CatalogueArea): Promise<Texts> {
  if (area === 'public') return loadPublicTexts(language);
  if (area === 'dash') return loadDashTexts(language);
  if (area === 'admin') return loadAdminTexts(language);
  // A page's own area: its imports download with it, not with every page (page-areas.ts); a new one costs this
  // function nothing (ADR 0083).
  return (await import('./page-areas.ts')).loadPageAreaTexts(language, area);
}

// One import per file, so the bundler makes one chunk per language and area.
async function loadPublicTexts(language: SupportedLanguage): Promise<Texts> {
  switch (language) {
    case 'pt':
      return (await import('./pt/public.ts')).publicTexts;
    case 'es':
      return (await import('./es/public.ts')).publicTexts;
    case 'fr':
      return (await import('./fr/public.ts')).publicTexts;
    case 'it':
      return (await import('./it/public.ts')).publicTexts;
    default:
      return (await import('./en/public.ts')).publicTexts;
  }
}

async function loadDashTexts(language: SupportedLanguage): Promise<Texts> {
  switch (language) {
    case 'pt':
      return (await import('./pt/dash.ts')).dashTexts;
    case 'es':
      return (await import('./es/dash.ts')).dashTexts;
    case 'fr':
      return (await import('./fr/dash.ts')).dashTexts;
    case 'it':
      return (await import('./it/dash.ts')).dashTexts;
    default:
      return (await import('./en/dash.ts')).dashTexts;
  }
}

async function loadAdminTexts(language: SupportedLanguage): Promise<Texts> {
  switch (language) {
    case 'pt':
      return (await import('./pt/admin.ts')).adminTexts;
    case 'es':
      return (await import('./es/admin.ts')).adminTexts;
    case 'fr':
      return (await import('./fr/admin.ts')).adminTexts;
    case 'it':
      return (await import('./it/admin.ts')).adminTexts;
    default:
      return (await import('./en/admin.ts')).adminTexts;
  }
}
