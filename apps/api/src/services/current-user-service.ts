import type { CurrentUser } from '@orbit/contract';
import type { Database } from '../db/client.ts';
import { usersRepository } from '../repositories/users-repository.ts';

export type CurrentUserService = ReturnType<typeof createCurrentUserService>;

export function createCurrentUserService(db: Database) {
  const users = usersRepository(db);

  return {
    async find(userId: number): Promise<CurrentUser | undefined> {
      const user = await users.findCurrentUser(userId);
      return user && { ...user, createdAt: user.createdAt.toISOString() };
    },
  };
}
