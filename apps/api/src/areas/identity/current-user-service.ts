import type { CurrentUser } from '@orbit/contract';
import { secondFactorRequiredFor } from '@orbit/domain';
import type { Database } from '../../db/client.ts';
import { usersRepository } from './users-repository.ts';
import type { OwnedLicenseJson } from './users-repository.ts';

export type CurrentUserService = ReturnType<typeof createCurrentUserService>;

/** A row of `currentUserColumns` as the API answers it. */
export interface CurrentUserRow extends Omit<CurrentUser, 'createdAt' | 'licenses' | 'secondFactor'> {
  createdAt: Date;
  licenses: OwnedLicenseJson[];
  secondFactorEnrolled: boolean;
}

/** Whether the installation requires admins and supervisors to enrol a second factor (ADR 0056). */
export interface SecondFactorPolicy {
  requiredForStaff: boolean;
}

export function toCurrentUser(
  { secondFactorEnrolled, ...row }: CurrentUserRow,
  policy: SecondFactorPolicy,
): CurrentUser {
  return {
    ...row,
    secondFactor: {
      enrolled: secondFactorEnrolled,
      required: secondFactorRequiredFor(row.scope, policy.requiredForStaff),
    },
    createdAt: row.createdAt.toISOString(),
    // JSON carries timestamps in the server's text form; the answer uses ISO 8601 in UTC like every other.
    licenses: row.licenses.map((license) => ({
      ...license,
      revokedAt: license.revokedAt === null ? null : new Date(license.revokedAt).toISOString(),
    })),
  };
}

export function createCurrentUserService(db: Database, policy: SecondFactorPolicy) {
  const users = usersRepository(db);
  return {
    async find(userId: number): Promise<CurrentUser | undefined> {
      const row = await users.findCurrentUser(userId);
      return row && toCurrentUser(row, policy);
    },
  };
}
