import type { BlockReason } from '../blocking.ts';
import type { NotificationKind, NotificationParams } from '../notifications.ts';

/** How a text writes numbers and times: in the reader's language and time zone. */
export interface NotificationFormat {
  number(value: number): string;
  dateTime(iso: string): string;
}

export interface NotificationText {
  title: string;
  body: string;
}

/**
 * One language's notification texts (ADR 0080). They live here, beside the catalogue, because the server writes them
 * in mails and the console in the bell, and the server does not reach @orbit/i18n (ADR 0001). `count` is how many
 * repeats a grouped notification stands for.
 */
export type NotificationTexts = {
  [Kind in NotificationKind]: (
    params: NotificationParams[Kind],
    count: number,
    format: NotificationFormat,
  ) => NotificationText;
} & {
  /** The blocking reasons as clients read them. */
  reasons: Record<BlockReason, string>;
  /** The daily digest's subject and its first line. */
  digestSubject: string;
  digestIntro: (count: number) => string;
  /** The line under a notification mail that says where to change what arrives by mail. */
  mailFooter: string;
  /** The text of the link to the console. */
  open: string;
};
