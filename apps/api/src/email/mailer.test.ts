import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { createMailer, removedLinkText } from './mailer.ts';
import { passwordResetMail } from './templates.ts';

describe.each(testDatabaseKinds)('the outbox mailer on $name', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await kind.open();
  });
  afterAll(() => handle.close());

  const link = 'https://orbit.example.com/reset-password/reset?token=SECRET-TOKEN-123';
  const mail = passwordResetMail('en', 'someone@example.com', 'Someone', link);

  async function send(logMailText: boolean) {
    const lines: string[] = [];
    const mailer = createMailer({
      db: handle.db,
      smtpUrl: undefined,
      from: 'test',
      log: { info: (_fields: object, message: string) => void lines.push(message) } as never,
      logMailText,
    });
    await mailer.send(mail);
    const [kept] = await handle.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1);
    return { lines, kept };
  }

  it('writes the text with its link to the log only in demo mode', async () => {
    expect((await send(true)).lines.join('\n')).toContain(link);
    const quiet = await send(false);
    expect(quiet.lines.join('\n')).not.toContain('SECRET-TOKEN-123');
    expect(quiet.lines).toHaveLength(1);
  });

  it('never keeps a working link in the outbox', async () => {
    const { kept } = await send(true);
    expect(kept?.subject).toBe(mail.subject);
    expect(kept?.bodyText).not.toContain('SECRET-TOKEN-123');
    expect(kept?.bodyText).toContain(removedLinkText);
    expect(kept?.bodyText).toContain('Hello Someone,');
  });
});
