import { errorMessages } from '@orbit/contract';
import type { Tariff } from '@orbit/contract';
import { deviceRules } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { adminUsersRepository } from '../identity/index.ts';
import type { AuthenticatedSession } from '../identity/index.ts';
import { tariffAt, tariffsRepository } from './tariffs-repository.ts';
import type { AuditService } from '../audit/index.ts';

export type TariffService = ReturnType<typeof createTariffService>;

/** Clients' tariffs (ADR 0049): coins per customer on limited licences, from a moment on; changes are audited. */
export function createTariffService(deps: { db: Database; audit: AuditService; now: Clock }) {
  const { db, audit, now } = deps;

  async function tariffOf(tx: Database, userId: number, at: Date): Promise<Tariff> {
    const current = tariffAt(await tariffsRepository(tx).history(userId), at);
    return current
      ? { coinsPerCustomer: current.coinsPerCustomer, since: current.validFrom.toISOString() }
      : { coinsPerCustomer: deviceRules.defaultCoinsPerCustomer, since: null };
  }

  async function requireClient(tx: Database, userId: number): Promise<void> {
    const scope = await adminUsersRepository(tx).scopeOf(userId);
    if (!scope) throw new AppError(404, errorMessages.notFound);
    if (scope !== 'user') throw new AppError(409, errorMessages.tariffClientsOnly);
  }

  return {
    async get(userId: number): Promise<Tariff> {
      await requireClient(db, userId);
      return tariffOf(db, userId, now());
    },

    /** Takes effect now: rides played before keep the charge of the tariff they were played under. */
    set(actor: AuthenticatedSession, userId: number, coinsPerCustomer: number): Promise<Tariff> {
      return db.transaction(async (tx) => {
        await requireClient(tx, userId);
        const at = now();
        const before = await tariffOf(tx, userId, at);
        await tariffsRepository(tx).insert({ userId, coinsPerCustomer, validFrom: at, issuerUserId: actor.userId });
        const after = await tariffOf(tx, userId, at);
        await audit.record(tx, {
          actorUserId: actor.userId,
          action: 'tariff.set',
          targetType: 'user',
          targetId: String(userId),
          before,
          after,
        });
        return after;
      });
    },
  };
}
