import type { Notification } from '@orbit/contract';
import type { NotificationFormat, NotificationText, NotificationTexts } from '@orbit/domain';
import { formatDate, formatNumber } from '@orbit/i18n';

/**
 * What a notification says, in the language of `texts` (@orbit/domain's, as the mails say it), with numbers and times
 * written for the reader: `language` and their time zone.
 */
export function notificationText(
  notification: Notification,
  texts: NotificationTexts,
  language: string,
  timeZone: string | undefined,
): NotificationText {
  const format: NotificationFormat = {
    number: (value) => formatNumber(value, language),
    dateTime: (iso) => formatDate(iso, language, 'dateTime', timeZone),
  };
  // Each kind's text takes that kind's values; the server wrote them for the kind it names.
  const text = texts[notification.kind] as (
    params: unknown,
    count: number,
    format: NotificationFormat,
  ) => NotificationText;
  return text(notification.params, notification.count, format);
}
