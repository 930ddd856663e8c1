import type { InterfaceLanguage } from '../languages.ts';
import { notificationTextsEn } from './en.ts';
import { notificationTextsEs } from './es.ts';
import { notificationTextsFr } from './fr.ts';
import { notificationTextsIt } from './it.ts';
import { notificationTextsPt } from './pt.ts';
import type { NotificationTexts } from './texts.ts';

export type { NotificationFormat, NotificationText, NotificationTexts } from './texts.ts';

/** Every language's notification texts, for the server's mails; the console loads the one it shows on its own. */
export const notificationTexts: Record<InterfaceLanguage, NotificationTexts> = {
  en: notificationTextsEn,
  pt: notificationTextsPt,
  es: notificationTextsEs,
  fr: notificationTextsFr,
  it: notificationTextsIt,
};
