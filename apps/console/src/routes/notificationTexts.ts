import { useEffect, useState } from 'react';
import { loadNotificationTexts, type NotificationTexts } from '@orbit/domain/notification-texts/load';
import { loadCatalogueArea, toSupportedLanguage, useTranslation, type SupportedLanguage } from '@orbit/i18n';

const loaded = new Map<SupportedLanguage, NotificationTexts>();
const loading = new Map<SupportedLanguage, Promise<NotificationTexts>>();

/**
 * The notification centre's texts in one language, downloaded once and together (ADR 0083): its interface texts (the
 * `notifications` catalogue area) and what each kind of notification says (@orbit/domain, ADR 0080). A failed
 * download is asked for again by the next caller.
 */
export function loadNotificationCentreTexts(language: SupportedLanguage): Promise<NotificationTexts> {
  let texts = loading.get(language);
  if (!texts) {
    texts = Promise.all([loadNotificationTexts(language), loadCatalogueArea('notifications')]).then(
      ([notificationTexts]) => {
        loaded.set(language, notificationTexts);
        return notificationTexts;
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, texts);
  }
  return texts;
}

/** The texts of the language shown: at once when they have arrived (the page preloads them), else once they do. */
export function useNotificationCentreTexts(): NotificationTexts | undefined {
  const { i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.language);
  const [, setArrivals] = useState(0);
  useEffect(() => {
    if (loaded.has(language)) return;
    let current = true;
    loadNotificationCentreTexts(language).then(
      () => current && setArrivals((count) => count + 1),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);
  return loaded.get(language);
}
