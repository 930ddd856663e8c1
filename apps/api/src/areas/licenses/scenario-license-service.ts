import { eq } from 'drizzle-orm';
import { contentErrorMessages, errorMessages } from '@orbit/contract';
import type { ObtainableScenario, PurchasedScenario, ScenarioOnLicenseRequest } from '@orbit/contract';
import { matchesSearch, scenarioSearchValues } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { databaseErrorCode, pgErrorCodes } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { licensesRepository } from './licenses-repository.ts';
import type { LicenseRow } from './licenses-repository.ts';
import { loadScenarios, scenariosRepository } from '../content/index.ts';
import type { PurchasedScenarioRow, ScenarioRow } from '../content/index.ts';
import type { AuditService } from '../audit/index.ts';
import { licenseDeviceOf, toLicenseRecord } from './client-license-service.ts';
import type { AuthenticatedSession } from '../identity/index.ts';

export type ScenarioLicenseService = ReturnType<typeof createScenarioLicenseService>;

async function countryOf(db: Database, userId: number): Promise<{ countryId: number | null } | undefined> {
  const [row] = await db.select({ countryId: users.countryId }).from(users).where(eq(users.id, userId));
  return row;
}

function toPurchasedScenario(row: PurchasedScenarioRow, licenseKey: string): PurchasedScenario {
  return {
    id: row.id,
    licenseKey,
    scenarioId: row.scenarioId,
    createdAt: row.createdAt.toISOString(),
    removedAt: row.removedAt?.toISOString() ?? null,
  };
}

const conflict = (message: string, field = 'purchaseScenarioId') => new AppError(409, message, { [field]: message });

/**
 * Why a licence cannot obtain a scenario, or undefined when it can (ADR 0016): the scenario must be active and
 * sellable (free ones come with every licence of their game model), of the licence's game model, and sold in the
 * owner's country.
 */
function refusalOf(
  scenario: ScenarioRow,
  license: LicenseRow,
  restricted: readonly number[],
  countryId: number | null,
) {
  if (!scenario.isActive) return contentErrorMessages.scenarioInactive;
  if (scenario.usdCents === null) return contentErrorMessages.scenarioFree;
  if (scenario.gameModel !== license.gameModel) return contentErrorMessages.scenarioOtherGameModel;
  if (countryId !== null && restricted.includes(countryId)) return contentErrorMessages.scenarioRestricted;
  return undefined;
}

/** Scenarios on clients' licences (docs/domain.md#states-and-transitions "available -> obtained -> removed"); changes are audited on the licence. */
export function createScenarioLicenseService(deps: { db: Database; audit: AuditService; now: Clock }) {
  const { db, audit, now } = deps;

  /** Locks the licence and checks the request against it, as both changes need. */
  async function lockLicense(tx: Database, request: ScenarioOnLicenseRequest) {
    const license = await licensesRepository(tx).lockByKey(request.licenseKey);
    if (!license) throw new AppError(404, errorMessages.notFound, { licenseKey: errorMessages.notFound });
    if (request.userId !== undefined && license.userId !== request.userId) {
      throw conflict(errorMessages.licenseOfAnotherUser, 'licenseKey');
    }
    if (license.revokedAt) throw conflict(errorMessages.licenseRevoked, 'licenseKey');
    const scenario = await scenariosRepository(tx).find(request.purchaseScenarioId);
    if (!scenario) throw new AppError(404, errorMessages.notFound, { purchaseScenarioId: errorMessages.notFound });
    return { license, scenario };
  }

  /** Records the change on the licence (scenarios obtained before and after) and touches its `updatedAt`. */
  async function auditOn(
    tx: Database,
    actor: AuthenticatedSession,
    action: string,
    license: LicenseRow,
    heldBefore: number[],
  ) {
    const licenses = licensesRepository(tx);
    const updated = await licenses.update(license.id, { updatedAt: now() });
    const heldAfter = (await licenses.heldScenarios([license.id])).get(license.id) ?? [];
    const device = await licenseDeviceOf(tx, license.id);
    await audit.record(tx, {
      actorUserId: actor.userId,
      action,
      targetType: 'license',
      targetId: license.key,
      before: toLicenseRecord(license, heldBefore, device),
      after: toLicenseRecord(updated, heldAfter, device),
    });
  }

  return {
    /** Active scenarios one of the user's licences can still obtain, each with the keys of those licences. */
    async obtainable(userId: number, q: string | undefined): Promise<ObtainableScenario[]> {
      const owner = await countryOf(db, userId);
      if (!owner) throw new AppError(404, errorMessages.notFound);
      const licenses = licensesRepository(db);
      const open = (await licenses.listOwnedKeys(userId)).filter((license) => license.revokedAt === null);
      const held = await licenses.heldScenarios(open.map((license) => license.id));
      const scenarios = await loadScenarios(db);
      const results: ObtainableScenario[] = [];
      for (const scenario of scenarios) {
        if (!scenario.isActive || !scenario.sellable) continue;
        if (owner.countryId !== null && scenario.sellable.restrictedCountryIds.includes(owner.countryId)) continue;
        if (!matchesSearch(q ?? '', scenarioSearchValues(scenario))) continue;
        const licenseKeys = open
          .filter(
            (license) =>
              license.gameModel === scenario.gameModel && !(held.get(license.id) ?? []).includes(scenario.id),
          )
          .map((license) => license.key);
        if (licenseKeys.length > 0) results.push({ ...scenario, licenseKeys });
      }
      return results;
    },

    async transfer(actor: AuthenticatedSession, request: ScenarioOnLicenseRequest): Promise<PurchasedScenario> {
      try {
        return await db.transaction(async (tx) => {
          const { license, scenario } = await lockLicense(tx, request);
          const repository = scenariosRepository(tx);
          const owner = await countryOf(tx, license.userId);
          const restricted = (await repository.restrictionsOf([scenario.id])).get(scenario.id) ?? [];
          const refusal = refusalOf(scenario, license, restricted, owner?.countryId ?? null);
          if (refusal) throw conflict(refusal);
          if (await repository.findHeld(license.id, scenario.id))
            throw conflict(contentErrorMessages.scenarioAlreadyHeld);
          const heldBefore = (await licensesRepository(tx).heldScenarios([license.id])).get(license.id) ?? [];
          const purchase = await repository.insertPurchase({
            licenseId: license.id,
            scenarioId: scenario.id,
            createdAt: now(),
          });
          await auditOn(tx, actor, 'license.scenarioTransfer', license, heldBefore);
          return toPurchasedScenario(purchase, license.key);
        });
      } catch (error) {
        // The licence lock orders transfers; this only catches a writer that skipped it.
        if (databaseErrorCode(error) === pgErrorCodes.uniqueViolation) {
          throw conflict(contentErrorMessages.scenarioAlreadyHeld);
        }
        throw error;
      }
    },

    remove(actor: AuthenticatedSession, request: ScenarioOnLicenseRequest): Promise<PurchasedScenario> {
      return db.transaction(async (tx) => {
        const { license, scenario } = await lockLicense(tx, request);
        const repository = scenariosRepository(tx);
        const purchase = await repository.findHeld(license.id, scenario.id);
        if (!purchase) throw conflict(contentErrorMessages.scenarioNotHeld);
        const heldBefore = (await licensesRepository(tx).heldScenarios([license.id])).get(license.id) ?? [];
        const removed = await repository.markRemoved(purchase.id, now());
        await auditOn(tx, actor, 'license.scenarioRemove', license, heldBefore);
        return toPurchasedScenario(removed, license.key);
      });
    },
  };
}
