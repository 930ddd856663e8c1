import { and, asc, desc, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deviceSigningKeys } from '../../db/schema.ts';

export function deviceSigningKeysRepository(db: Database) {
  return {
    /** The keys devices may meet in a licence file, oldest first. */
    published() {
      return db
        .select({
          kid: deviceSigningKeys.kid,
          publicKey: deviceSigningKeys.publicKey,
          createdAt: deviceSigningKeys.createdAt,
        })
        .from(deviceSigningKeys)
        .where(isNull(deviceSigningKeys.retiredAt))
        .orderBy(asc(deviceSigningKeys.createdAt), asc(deviceSigningKeys.kid));
    },

    /** The newest key the server made itself; every process of one database picks the same. */
    async newestOwn(): Promise<{ kid: string; privateKey: string } | undefined> {
      const [row] = await db
        .select({ kid: deviceSigningKeys.kid, privateKey: deviceSigningKeys.privateKey })
        .from(deviceSigningKeys)
        .where(and(isNotNull(deviceSigningKeys.privateKey), isNull(deviceSigningKeys.retiredAt)))
        .orderBy(desc(deviceSigningKeys.createdAt), desc(deviceSigningKeys.kid))
        .limit(1);
      return row?.privateKey ? { kid: row.kid, privateKey: row.privateKey } : undefined;
    },

    /** Publishes a key once; a key already there keeps its row. */
    async add(key: { kid: string; publicKey: string; privateKey: string | null; createdAt: Date }): Promise<void> {
      await db.insert(deviceSigningKeys).values(key).onConflictDoNothing();
    },
  };
}
