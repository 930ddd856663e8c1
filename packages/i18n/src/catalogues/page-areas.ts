import type { SupportedLanguage } from '../languages.ts';
import type { CatalogueArea } from './load.ts';
import type { Texts } from './merge.ts';

// The imports of the areas that a single page shows (ADR 0081). They live here rather than in load.ts, which every
// page downloads before its first render: the entry holds one import of this module instead of five per area, and
// the page that shows such an area downloads this module beside its texts.

/** One language's texts of an area that a single page (or the notification centre) shows. */
export function loadPageAreaTexts(
  language: SupportedLanguage,
  area: Exclude<CatalogueArea, 'public' | 'dash' | 'admin'>,
): Promise<Texts> {
  if (area === 'coasters') return loadCoastersTexts(language);
  if (area === 'apiKeys') return loadApiKeysTexts(language);
  if (area === 'webhooks') return loadWebhooksTexts(language);
  return area === 'notifications' ? loadNotificationsTexts(language) : loadFailedJobsTexts(language);
}

/** The texts of the coasters page and the staff fleet page in one language: the machines' statuses and figures. */
async function loadCoastersTexts(language: SupportedLanguage): Promise<Texts> {
  switch (language) {
    case 'pt':
      return (await import('./pt/coasters.ts')).coastersTexts;
    case 'es':
      return (await import('./es/coasters.ts')).coastersTexts;
    case 'fr':
      return (await import('./fr/coasters.ts')).coastersTexts;
    case 'it':
      return (await import('./it/coasters.ts')).coastersTexts;
    default:
      return (await import('./en/coasters.ts')).coastersTexts;
  }
}

/** The texts of /dash/admin/failed-jobs in one language. */
async function loadFailedJobsTexts(language: SupportedLanguage): Promise<Texts> {
  switch (language) {
    case 'pt':
      return (await import('./pt/failedJobs.ts')).failedJobsTexts;
    case 'es':
      return (await import('./es/failedJobs.ts')).failedJobsTexts;
    case 'fr':
      return (await import('./fr/failedJobs.ts')).failedJobsTexts;
    case 'it':
      return (await import('./it/failedJobs.ts')).failedJobsTexts;
    default:
      return (await import('./en/failedJobs.ts')).failedJobsTexts;
  }
}

/** The texts of the notification centre in one language: the bell, its panel, the page and the preferences card. */
async function loadNotificationsTexts(language: SupportedLanguage): Promise<Texts> {
  switch (language) {
    case 'pt':
      return (await import('./pt/notifications.ts')).notificationsTexts;
    case 'es':
      return (await import('./es/notifications.ts')).notificationsTexts;
    case 'fr':
      return (await import('./fr/notifications.ts')).notificationsTexts;
    case 'it':
      return (await import('./it/notifications.ts')).notificationsTexts;
    default:
      return (await import('./en/notifications.ts')).notificationsTexts;
  }
}

/** The texts of the API keys in one language: the integrations page and the profile's keys card. */
async function loadApiKeysTexts(language: SupportedLanguage): Promise<Texts> {
  switch (language) {
    case 'pt':
      return (await import('./pt/apiKeys.ts')).apiKeysTexts;
    case 'es':
      return (await import('./es/apiKeys.ts')).apiKeysTexts;
    case 'fr':
      return (await import('./fr/apiKeys.ts')).apiKeysTexts;
    case 'it':
      return (await import('./it/apiKeys.ts')).apiKeysTexts;
    default:
      return (await import('./en/apiKeys.ts')).apiKeysTexts;
  }
}

/** The texts of the webhook endpoints in one language: the integrations page and the profile's endpoints card. */
async function loadWebhooksTexts(language: SupportedLanguage): Promise<Texts> {
  switch (language) {
    case 'pt':
      return (await import('./pt/webhooks.ts')).webhooksTexts;
    case 'es':
      return (await import('./es/webhooks.ts')).webhooksTexts;
    case 'fr':
      return (await import('./fr/webhooks.ts')).webhooksTexts;
    case 'it':
      return (await import('./it/webhooks.ts')).webhooksTexts;
    default:
      return (await import('./en/webhooks.ts')).webhooksTexts;
  }
}
