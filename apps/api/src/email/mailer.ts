import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { emailOutboxRepository } from '../repositories/email-outbox-repository.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when a server is configured. Otherwise mail is written to the outbox table and its text to the log, so the
 * embedded default still delivers reset and verification links to whoever runs it.
 */
export function createMailer(options: {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  const outbox = emailOutboxRepository(options.db);
  return {
    async send(mail) {
      await outbox.insert({ toAddress: mail.to, subject: mail.subject, bodyText: mail.text });
      log.info({ to: mail.to, subject: mail.subject }, `No SMTP_URL: mail kept in the outbox\n${mail.text}`);
    },
  };
}
