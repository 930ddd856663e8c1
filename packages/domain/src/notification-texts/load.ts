import type { InterfaceLanguage } from '../languages.ts';
import type { NotificationTexts } from './texts.ts';

export type { NotificationFormat, NotificationText, NotificationTexts } from './texts.ts';

/**
 * One language's notification texts, for the console (ADR 0080): each language is a file of its own, so the browser
 * downloads only the one it shows, and only when the bell, the notifications page or the preferences need it.
 */
export async function loadNotificationTexts(language: InterfaceLanguage): Promise<NotificationTexts> {
  // One import per file, so the bundler makes one chunk per language.
  switch (language) {
    case 'pt':
      return (await import('./pt.ts')).notificationTextsPt;
    case 'es':
      return (await import('./es.ts')).notificationTextsEs;
    case 'fr':
      return (await import('./fr.ts')).notificationTextsFr;
    case 'it':
      return (await import('./it.ts')).notificationTextsIt;
    default:
      return (await import('./en.ts')).notificationTextsEn;
  }
}
