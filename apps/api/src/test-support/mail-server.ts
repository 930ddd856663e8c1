import { SMTPServer } from 'smtp-server';

/** What a test reads of a message a real SMTP server received. */
export interface ReceivedMail {
  messageId: string;
  to: string;
  subject: string;
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
        const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(raw)?.[1]?.trim() ?? '';
        const to = session.envelope.rcptTo[0]?.address ?? '';
        onMessage({ messageId: header('Message-ID'), to, subject: header('Subject') }, done);
      });
    },
  });
}

export const listen = (server: SMTPServer, port: number) =>
  new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));

export const close = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));
