import { createHash, verify } from 'node:crypto';
import { deviceRideSchema, errorMessages } from '@orbit/contract';
import type { DeviceRide, DeviceRideBatch, DeviceRideBatchResponse, DeviceRideResult } from '@orbit/contract';
import { deviceRules, isChargedLicense, rideCharge } from '@orbit/domain';
import type { DeviceRideReason } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { deviceRidesRepository } from './device-rides-repository.ts';
import type { NewDeviceRide } from './device-rides-repository.ts';
import { devicesRepository } from '../devices/index.ts';
import type { DeviceRow } from '../devices/index.ts';
import { licenseStandingRepository } from './license-standing-repository.ts';
import type { ScenarioHoldingRow } from './license-standing-repository.ts';
import type { LicenseRow } from '../licenses/index.ts';
import { blockWhenCoinsRunOut, lockWallet, tariffAt, tariffsRepository } from '../wallet/index.ts';
import type { Notify } from '../notifications/index.ts';
import type { RecordEvent } from '../webhooks/index.ts';
import { liveEventsRepository } from '../live/index.ts';
import type { TariffRow } from '../wallet/index.ts';
import { licenseById, licenseDates, standingOf } from './device-service.ts';
import { devicePublicKey } from './license-files.ts';

export type DeviceRideService = ReturnType<typeof createDeviceRideService>;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest();

/** `Orbit-Signature`: the Ed25519 signature of the SHA-256 of the body's bytes, by the key the device activated with. */
function signatureVerifies(publicKey: string, body: Buffer, signature: string): boolean {
  const key = devicePublicKey(publicKey);
  return key !== null && verify(null, sha256(body), key, Buffer.from(signature, 'base64url'));
}

/** What a batch is checked against, read inside its transaction. */
interface BatchContext {
  receivedAt: Date;
  /** The device's clock offset when it is past the tolerance (its rides' times are corrected by it), else 0. */
  correctionMs: number;
  device: DeviceRow;
  license: LicenseRow;
  holdings: readonly ScenarioHoldingRow[];
  tariffs: readonly TariffRow[];
}

/** A ride checked, timed and charged, ready to be stored; `index` is its place in the batch. */
interface Candidate extends NewDeviceRide {
  index: number;
}

/** Whether the licence held the scenario when the ride was played: free ones of its model always, others while transferred. */
function heldAt(holdings: readonly ScenarioHoldingRow[], scenarioId: number, at: Date): boolean {
  return holdings.some(
    (holding) => holding.scenarioId === scenarioId && (holding.removedAt === null || holding.removedAt > at),
  );
}

/** Why a well-formed ride cannot be stored, or undefined. */
function refusalOf(at: Date, scenarioId: number, context: BatchContext): DeviceRideReason | undefined {
  const { receivedAt, device, license, holdings } = context;
  if (at.getTime() > receivedAt.getTime() + deviceRules.clockToleranceMs) return 'in_future';
  if (at.getTime() < device.activatedAt.getTime() - deviceRules.clockToleranceMs) return 'before_activation';
  if ((license.revokedAt && at >= license.revokedAt) || (device.freedAt && at >= device.freedAt)) {
    return 'after_revocation';
  }
  if (!heldAt(holdings, scenarioId, at)) return 'unknown_scenario';
  return undefined;
}

/** The ride timed (corrected by a far-off clock, never after its arrival) and charged at the tariff of its time. */
function candidateOf(ride: DeviceRide, contentHash: string, at: Date, index: number, context: BatchContext): Candidate {
  const { receivedAt, license, tariffs, correctionMs } = context;
  const deviceTime = new Date(ride.consumedAt);
  // Within the clock's tolerance a ride may seem a little ahead: it is stored at the time it arrived.
  const consumedAt = at > receivedAt ? receivedAt : at;
  const coinsPerCustomer = tariffAt(tariffs, consumedAt)?.coinsPerCustomer ?? deviceRules.defaultCoinsPerCustomer;
  const limited = isChargedLicense(licenseDates(license), consumedAt);
  const moved = consumedAt.getTime() !== deviceTime.getTime();
  return {
    index,
    ride,
    contentHash,
    consumedAt,
    deviceConsumedAt: moved ? deviceTime : null,
    clockCorrected: moved && correctionMs !== 0,
    chargedAmount: rideCharge(ride.customersAmount, coinsPerCustomer, limited),
  };
}

/**
 * Checks every ride of a batch on its own: the result of each one refused here, the ones to store, and the later
 * copies of a ride sent twice in the batch (by index, with the index of the first copy).
 */
function checkBatch(items: DeviceRideBatch['rides'], context: BatchContext) {
  const results: DeviceRideResult[] = [];
  const candidates: Candidate[] = [];
  const copies = new Map<number, number>();
  const firstOfId = new Map<string, { index: number; contentHash: string }>();
  const seqsTaken = new Set<number>();
  items.forEach((item, index) => {
    const parsed = deviceRideSchema.safeParse(item);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => [issue.path.join('.') || 'ride', issue.message]);
      const id = typeof item.id === 'string' ? item.id.slice(0, 64) : null;
      results[index] = { id, status: 'rejected', reason: 'bad_values', errors: Object.fromEntries(errors) };
      return;
    }
    const ride = parsed.data;
    // Zod writes the fields in the schema's order, so equal rides hash alike however they were sent.
    const contentHash = sha256(JSON.stringify(ride)).toString('hex');
    const first = firstOfId.get(ride.id);
    if (first) {
      if (first.contentHash === contentHash) copies.set(index, first.index);
      else results[index] = { id: ride.id, status: 'conflict' };
      return;
    }
    firstOfId.set(ride.id, { index, contentHash });
    const at = new Date(Date.parse(ride.consumedAt) + context.correctionMs);
    const reason = refusalOf(at, ride.scenarioId, context) ?? (seqsTaken.has(ride.seq) ? 'seq_reused' : undefined);
    if (reason) {
      results[index] = { id: ride.id, status: 'rejected', reason };
      return;
    }
    seqsTaken.add(ride.seq);
    candidates.push(candidateOf(ride, contentHash, at, index, context));
  });
  return { results, candidates, copies };
}

/**
 * Ride batches (ADR 0049): each ride stored exactly once by its device-made id, charged by the server in the same
 * transaction as the rollups, and the account blocked when its coins run out.
 */
export function createDeviceRideService(deps: {
  db: Database;
  now: Clock;
  notify: Notify;
  /** Webhook events in the transaction of their cause (ADR 0093): one per batch, never one per ride. */
  recordEvent: RecordEvent;
}) {
  const { db, now, notify, recordEvent } = deps;

  return {
    async deliver(
      authenticated: DeviceRow,
      batch: DeviceRideBatch,
      body: Buffer,
      signature: string,
    ): Promise<DeviceRideBatchResponse> {
      if (!signatureVerifies(authenticated.publicKey, body, signature)) {
        throw new AppError(401, errorMessages.deviceSignatureInvalid);
      }
      const receivedAt = now();
      const offsetMs = receivedAt.getTime() - Date.parse(batch.sentAt);
      const correctionMs = Math.abs(offsetMs) > deviceRules.clockToleranceMs ? offsetMs : 0;

      const { license, results } = await db.transaction(async (tx) => {
        // The device's row is locked: batches of one device, retries sent at once included, apply one by one.
        const devices = devicesRepository(tx);
        const device = await devices.lock(authenticated.id);
        if (!device || device.revokedAt) throw new AppError(401, errorMessages.deviceUnauthenticated);
        const license = await licenseById(tx, device.licenseId);
        // One after the other: the statements of a transaction share its connection.
        const holdings = await licenseStandingRepository(tx).scenarioHoldings(license.id, license.gameModel);
        const tariffs = await tariffsRepository(tx).history(license.userId);
        const context = { receivedAt, correctionMs, device, license, holdings, tariffs };
        const { results, candidates, copies } = checkBatch(batch.rides, context);

        const stored = await deviceRidesRepository(tx).insertNew(device.id, license.id, receivedAt, candidates);
        const notStored = candidates.filter((candidate) => !stored.has(candidate.ride.id));
        const earlier = await deviceRidesRepository(tx).findByIds(notStored.map((candidate) => candidate.ride.id));
        let charged = 0;
        let highestSeq = device.highestSeq;
        for (const { index, ride, contentHash, chargedAmount } of candidates) {
          if (stored.has(ride.id)) {
            results[index] = { id: ride.id, status: 'accepted', chargedAmount };
            charged += chargedAmount;
            highestSeq = Math.max(highestSeq, ride.seq);
            continue;
          }
          // Not stored: its id was stored before (the same ride, or another under its id), or else its seq was.
          const row = earlier.get(ride.id);
          results[index] = !row
            ? { id: ride.id, status: 'rejected', reason: 'seq_reused' }
            : row.deviceId === device.id && row.contentHash === contentHash
              ? { id: ride.id, status: 'duplicate', chargedAmount: row.chargedAmount }
              : { id: ride.id, status: 'conflict' };
        }
        // A later copy of a ride in the batch answers as its first copy did, a success being a duplicate.
        for (const [index, firstIndex] of copies) {
          const answer = results[firstIndex];
          if (answer)
            results[index] = { ...answer, status: answer.status === 'accepted' ? 'duplicate' : answer.status };
        }

        const delivery = {
          lastSeenAt: receivedAt,
          lastSyncAt: receivedAt,
          highestSeq,
          ridesReceived: device.ridesReceived + stored.size,
          clockOffsetSeconds: Math.round(offsetMs / 1000),
        };
        await devices.recordCall(device, delivery, receivedAt);
        if (charged > 0) {
          await lockWallet(tx, license.userId);
          await blockWhenCoinsRunOut(tx, license.userId, receivedAt, notify, recordEvent);
        }
        const storedRides = candidates.filter((candidate) => stored.has(candidate.ride.id)).map(({ ride }) => ride);
        if (storedRides.length > 0) {
          const times = storedRides.map((ride) => Date.parse(ride.consumedAt));
          await recordEvent(tx, {
            type: 'rides.synced',
            accountId: license.userId,
            data: {
              license: { key: license.key, label: license.label },
              rides: storedRides.length,
              customers: storedRides.reduce((sum, ride) => sum + ride.customersAmount, 0),
              coinsCharged: charged,
              // As the machine reported them.
              firstRideAt: new Date(Math.min(...times)).toISOString(),
              lastRideAt: new Date(Math.max(...times)).toISOString(),
            },
          });
        }
        // Last, so the account's one row of live rides stays locked only until the commit (ADR 0082).
        if (stored.size > 0) await liveEventsRepository(tx).ridesRecorded(license.userId);
        return { license, results };
      });

      const standing = await standingOf(db, license.id, receivedAt);
      return { results, serverTime: receivedAt.toISOString(), wallet: standing.wallet, block: standing.block };
    },
  };
}
