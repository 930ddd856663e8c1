import { SMTPServer } from 'smtp-server';

/** What a test reads of a message a real SMTP server received. */
export interface ReceivedMail {
  messageId: string;
  to: string;
  subject: string;
}

/**
 * A header as read: its encoded words (RFC 2047, which nodemailer writes for any text beyond ASCII, such as a subject
 * in Portuguese) decoded, and the space between two of them dropped, as the RFC says.
 */
export function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_hex, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/**
 * A real SMTP server in this process (the `smtp-server` package) that reads each message whole and hands it to
 * `onMessage`, which answers the sender through `reply`: no error accepts it, an error refuses it.
 */
export function mailServer(onMessage: (mail: ReceivedMail, reply: (error?: Error) => void) => void): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        // A long header goes on over lines that start with a space.
        const header = (name: string) =>
          decodeHeader(
            new RegExp(`^${name}: (.*(?:\r?\n[ \t].*)*)`, 'im')
              .exec(raw)?.[1]
              ?.replace(/\r?\n[ \t]/g, ' ')
              .trim() ?? '',
          );
        const to = session.envelope.rcptTo[0]?.address ?? '';
        onMessage({ messageId: header('Message-ID'), to, subject: header('Subject') }, done);
      });
    },
  });
}

export const listen = (server: SMTPServer, port: number) =>
  new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));

export const close = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));
