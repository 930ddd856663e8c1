import { randomInt } from 'node:crypto';
import { errorMessages, licenseActionRefusalMessages } from '@orbit/contract';
import type { AdminCreateLicenseRequest, AdminCreateLicenseResponse, ClientLicense } from '@orbit/contract';
import { licenseActionRefusal, type CoasterWindows, type GameModel, type LicenseAction } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { databaseErrorCode, pgErrorCodes } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { adminUsersRepository, requireClientAccount } from '../identity/index.ts';
import type { AuthenticatedSession } from '../identity/index.ts';
import { licensesRepository } from './licenses-repository.ts';
import type { AuditService } from '../audit/index.ts';
import type { Notify } from '../notifications/index.ts';
import type { RecordEvent } from '../webhooks/index.ts';
import { licenseDeviceOf, toClientLicense, toLicenseRecord } from './client-license-service.ts';

export type AdminLicenseService = ReturnType<typeof createAdminLicenseService>;

/** Crockford's base32 without I, L, O and U, so a key read aloud or typed from paper is not misread. */
const keyAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `ORB-XXXX-XXXX-XXXX`: 60 random bits from the system's CSPRNG. */
export function generateLicenseKey(): string {
  const group = () => Array.from({ length: 4 }, () => keyAlphabet[randomInt(keyAlphabet.length)]).join('');
  return `ORB-${group()}-${group()}-${group()}`;
}

type Change = Parameters<ReturnType<typeof licensesRepository>['update']>[1];

/**
 * Staff licence actions (docs/domain.md#states-and-transitions, ADR 0013). A revoked licence is final, so every action refuses it; the type
 * only moves forward, limited -> unlimited -> unlimited-offline.
 */
export function createAdminLicenseService(deps: {
  db: Database;
  audit: AuditService;
  now: Clock;
  notify: Notify;
  /** Webhook events in the transaction of their cause (ADR 0093). */
  recordEvent: RecordEvent;
  windows: CoasterWindows;
}) {
  const { db, audit, now, notify, recordEvent, windows } = deps;

  /**
   * Locks the licence, refuses `licenseAction` when the domain's rule does (409), then writes the change and its
   * audit entry `action`.
   */
  function act(
    actor: AuthenticatedSession,
    key: string,
    action: string,
    licenseAction: LicenseAction,
    change: (at: Date) => Omit<Change, 'updatedAt'>,
  ): Promise<ClientLicense> {
    return db.transaction(async (tx) => {
      const licenses = licensesRepository(tx);
      const before = await licenses.lockByKey(key);
      if (!before) throw new AppError(404, errorMessages.notFound);
      const refusal = licenseActionRefusal(before, licenseAction);
      if (refusal) throw new AppError(409, licenseActionRefusalMessages[refusal]);
      const at = now();
      const after = await licenses.update(before.id, { ...change(at), updatedAt: at });
      const held = (await licenses.heldScenarios([before.id])).get(before.id) ?? [];
      const device = await licenseDeviceOf(tx, before.id);
      await audit.record(tx, {
        actorUserId: actor.userId,
        action,
        targetType: 'license',
        targetId: before.key,
        before: toLicenseRecord(before, held, device),
        after: toLicenseRecord(after, held, device),
      });
      if (licenseAction === 'revoke') {
        await notify(tx, {
          userId: before.userId,
          kind: 'licenseRevoked',
          subject: `license:${before.id}`,
          params: { label: before.label },
        });
        await recordEvent(tx, {
          type: 'license.revoked',
          accountId: before.userId,
          data: { license: { key: before.key, label: before.label } },
        });
      }
      // The answer's machine says its status on the coasters pages; the audit above keeps it without (it moves with time).
      return toClientLicense(after, held, device, { at, windows });
    });
  }

  return {
    /**
     * The owner's row is locked so two creations for one client run one after the other and the label check
     * holds; a generated key that already exists (vanishingly rare) is drawn again.
     */
    async create(actor: AuthenticatedSession, request: AdminCreateLicenseRequest): Promise<AdminCreateLicenseResponse> {
      try {
        return await db.transaction(async (tx) => {
          if (!(await adminUsersRepository(tx).findForUpdate(request.userId))) {
            throw new AppError(404, errorMessages.notFound);
          }
          await requireClientAccount(tx, actor, request.userId);
          const licenses = licensesRepository(tx);
          if (await licenses.labelExists(request.userId, request.label)) {
            throw new AppError(409, errorMessages.labelTaken, { label: errorMessages.labelTaken });
          }
          let key = generateLicenseKey();
          while (await licenses.keyExists(key)) key = generateLicenseKey();
          const at = now();
          const row = await licenses.insert({
            key,
            label: request.label,
            gameModel: request.gameModel,
            notes: request.notes ?? '',
            issuerUserId: actor.userId,
            userId: request.userId,
            createdAt: at,
            updatedAt: at,
            unlimitedSince: request.unlimitedSince ? new Date(request.unlimitedSince) : null,
            unlimitedOfflineTimeSince: request.unlimitedOfflineTimeSince
              ? new Date(request.unlimitedOfflineTimeSince)
              : null,
          });
          await audit.record(tx, {
            actorUserId: actor.userId,
            action: 'license.create',
            targetType: 'license',
            targetId: key,
            before: null,
            after: toLicenseRecord(row, [], undefined),
          });
          await notify(tx, {
            userId: row.userId,
            kind: 'licenseCreated',
            subject: `license:${row.id}`,
            params: { label: row.label },
          });
          await recordEvent(tx, {
            type: 'license.created',
            accountId: row.userId,
            data: { license: { key: row.key, label: row.label, gameModel: row.gameModel } },
          });
          return { key: row.key, label: row.label };
        });
      } catch (error) {
        // The label check runs under the owner's lock; this only catches a writer that skipped it.
        if (databaseErrorCode(error) === pgErrorCodes.uniqueViolation) {
          throw new AppError(409, errorMessages.labelTaken, { label: errorMessages.labelTaken });
        }
        throw error;
      }
    },

    gameModel(actor: AuthenticatedSession, key: string, gameModel: GameModel): Promise<ClientLicense> {
      return act(actor, key, 'license.gameModel', 'gameModel', () => ({ gameModel }));
    },

    revoke(actor: AuthenticatedSession, key: string): Promise<ClientLicense> {
      return act(actor, key, 'license.revoke', 'revoke', (at) => ({ revokedAt: at, revokedUserId: actor.userId }));
    },

    unlimited(actor: AuthenticatedSession, key: string): Promise<ClientLicense> {
      return act(actor, key, 'license.unlimited', 'unlimited', (at) => ({ unlimitedSince: at }));
    },

    blockOffline(actor: AuthenticatedSession, key: string): Promise<ClientLicense> {
      return act(actor, key, 'license.blockOffline', 'offline', (at) => ({ unlimitedOfflineTimeSince: at }));
    },
  };
}
