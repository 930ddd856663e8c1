import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { serverSecrets } from '../../db/schema.ts';

export function serverSecretsRepository(db: Database) {
  return {
    /** The secret of this name; `made` is stored first when there is none, and the first stored wins a race. */
    async findOrAdd(name: string, made: string): Promise<string> {
      await db.insert(serverSecrets).values({ name, value: made }).onConflictDoNothing();
      const [row] = await db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, name));
      if (!row) throw new Error(`The server secret ${name} just stored is missing`);
      return row.value;
    },
  };
}
