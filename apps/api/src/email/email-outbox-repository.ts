import type { Database } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';

export function emailOutboxRepository(db: Database) {
  return {
    async insert(mail: typeof emailOutbox.$inferInsert): Promise<void> {
      await db.insert(emailOutbox).values(mail);
    },
  };
}
