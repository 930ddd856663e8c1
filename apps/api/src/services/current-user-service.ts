import type { CurrentUser } from '@orbit/contract';
import type { Database } from '../db/client.ts';
import { licensesRepository } from '../repositories/licenses-repository.ts';
import { usersRepository } from '../repositories/users-repository.ts';

export type CurrentUserService = ReturnType<typeof createCurrentUserService>;

export function createCurrentUserService(db: Database) {
  const users = usersRepository(db);
  const licenses = licensesRepository(db);
  return {
    async find(userId: number): Promise<CurrentUser | undefined> {
      const user = await users.findCurrentUser(userId);
      if (!user) return undefined;
      const owned = await licenses.listOwnedKeys(userId);
      return {
        ...user,
        createdAt: user.createdAt.toISOString(),
        licenses: owned.map((license) => ({ ...license, revokedAt: license.revokedAt?.toISOString() ?? null })),
      };
    },
  };
}
