import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { emailOutboxRepository } from './email-outbox-repository.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one-time link the text carries, if any: it opens an account, so it is never stored (ADR 0021). */
  link?: string;
}

export interface Mailer {
  /** `id` is the queued mail's: the same on every attempt, it is the mail's Message-ID (ADR 0079). */
  send(mail: Mail, id?: string): Promise<void>;
}

/** The Message-ID of a queued mail: one per mail, whatever the attempt, so a receiver can tell a repeat. */
export const messageIdOf = (id: string) => `<${id}@orbit-console.mail>`;

/** What the outbox keeps of a link: enough to see that one was sent, nothing that opens it. */
export const removedLinkText = '[link removed: it was only delivered]';

/**
 * SMTP when a server is configured; nothing is kept once it is sent. Without one (never in production), the mail is
 * written to the outbox table with its link removed, and, in demo mode only, its whole text goes to the log, so
 * the embedded demo still delivers reset and verification links to whoever runs it.
 */
export function createMailer(options: {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: Pick<FastifyBaseLogger, 'info'>;
  /** Demo mode: write each mail's text, link included, to the log. */
  logMailText: boolean;
}): Mailer {
  const { smtpUrl, from, log, logMailText } = options;
  if (smtpUrl) {
    // Every wait ends well within the mail job's 60 s expiry (ADR 0079): an attempt still running when its job
    // expires could be sent again beside its retry.
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(mail, id) {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(id && { messageId: messageIdOf(id) }),
        });
      },
    };
  }
  const outbox = emailOutboxRepository(options.db);
  return {
    async send(mail) {
      const kept = mail.link ? mail.text.replaceAll(mail.link, removedLinkText) : mail.text;
      await outbox.insert({ toAddress: mail.to, subject: mail.subject, bodyText: kept });
      if (logMailText) {
        log.info({ to: mail.to, subject: mail.subject }, `No SMTP_URL: demo mail kept in the outbox\n${mail.text}`);
      } else {
        log.info({ to: mail.to, subject: mail.subject }, 'No SMTP_URL: mail kept in the outbox, its link left out');
      }
    },
  };
}
