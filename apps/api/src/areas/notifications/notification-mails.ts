import type { InterfaceLanguage, NotificationKind, NotificationParams } from '@orbit/domain';
import { notificationLink } from '@orbit/domain';
import { notificationTexts } from '@orbit/domain/notification-texts';
import type { NotificationFormat, NotificationText } from '@orbit/domain/notification-texts';
import type { Mail } from '../../email/mailer.ts';

/** Who a notification mail goes to, with what its text needs to read as theirs. */
export interface Recipient {
  email: string;
  name: string;
  language: InterfaceLanguage;
  timeZone: string;
}

/** A notification as its text needs it. */
export interface TextOf<Kind extends NotificationKind = NotificationKind> {
  kind: Kind;
  params: NotificationParams[Kind];
  count: number;
}

function formatFor(recipient: Recipient): NotificationFormat {
  const numbers = new Intl.NumberFormat(recipient.language);
  const times = new Intl.DateTimeFormat(recipient.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: recipient.timeZone,
  });
  return { number: (value) => numbers.format(value), dateTime: (iso) => times.format(new Date(iso)) };
}

/** A notification's title and body in the recipient's language, numbers and time zone. */
export function notificationText(recipient: Recipient, notification: TextOf): NotificationText {
  const write = notificationTexts[recipient.language][notification.kind] as (
    params: unknown,
    count: number,
    format: NotificationFormat,
  ) => NotificationText;
  return write(notification.params, notification.count, formatFor(recipient));
}

const linkOf = (publicUrl: string, notification: TextOf) =>
  new URL(notificationLink(notification.kind, notification.params), publicUrl).toString();

/** One notification by mail: its title as the subject, its body and a link to where it leads. */
export function notificationMail(recipient: Recipient, notification: TextOf, publicUrl: string): Mail {
  const texts = notificationTexts[recipient.language];
  const { title, body } = notificationText(recipient, notification);
  return {
    to: recipient.email,
    subject: title,
    text: `${body}\n\n${texts.open}: ${linkOf(publicUrl, notification)}\n\n${texts.mailFooter}\n`,
  };
}

/** The day's notifications in one mail, oldest first. */
export function digestMail(recipient: Recipient, notifications: readonly TextOf[], publicUrl: string): Mail {
  const texts = notificationTexts[recipient.language];
  const lines = notifications.map((notification) => {
    const { title, body } = notificationText(recipient, notification);
    return `- ${title}\n  ${body}\n  ${linkOf(publicUrl, notification)}`;
  });
  return {
    to: recipient.email,
    subject: texts.digestSubject,
    text: `${texts.digestIntro(notifications.length)}\n\n${lines.join('\n\n')}\n\n${texts.mailFooter}\n`,
  };
}
