import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errorMessages } from '@orbit/contract';
import type {
  DeviceActivationRequest,
  DeviceActivationResponse,
  DeviceBlock,
  DeviceScenariosResponse,
  DeviceShutdownRequest,
  DeviceShutdownResponse,
  DeviceValidationRequest,
  DeviceValidationResponse,
  DeviceWallet,
  LicenseFile,
  LicenseFilePayload,
} from '@orbit/contract';
import {
  coasterWindows,
  deviceRules,
  isChargedLicense,
  isUnblockRequestActive,
  licenseAdminType,
  licenseFileLifetimeMs,
  onlineRunAfterCall,
  onlineRunAtShutdown,
} from '@orbit/domain';
import type { DeviceValidationCode, LicenseDates } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { licenses } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { auditRepository } from '../audit/index.ts';
import { deviceFacts, devicesRepository } from '../devices/index.ts';
import type { DeviceCallRecorder, DeviceRow } from '../devices/index.ts';
import { licenseStandingRepository } from './license-standing-repository.ts';
import { readLicenseStanding } from './license-standing-repository.ts';
import type { LicenseStandingRow } from './license-standing-repository.ts';
import { licensesRepository } from '../licenses/index.ts';
import type { LicenseRow } from '../licenses/index.ts';
import { scenariosRepository } from '../content/index.ts';
import { imageFileName, thumbnailFileName } from '../../shared/image-storage.ts';
import { devicePublicKey } from './license-files.ts';
import type { LicenseFileSigner } from './license-files.ts';
import type { DeviceCache } from './device-cache.ts';
import type { RateLimit, RateLimiter } from '../identity/index.ts';
import { hashToken, newToken } from '../../shared/tokens.ts';
import { currentRequestOrigin } from '../../http/request-origin.ts';
import type { RecordEvent } from '../webhooks/index.ts';

export type DeviceService = ReturnType<typeof createDeviceService>;

/** Where a licence stands for its machine: the licence, the block that applies (or that an unblock suspends), the wallet. */
export interface LicenseStanding {
  license: LicenseStandingRow['license'];
  block: DeviceBlock | null;
  blocked: boolean;
  wallet: DeviceWallet;
  scenarios: LicenseStandingRow['scenarios'];
}

/**
 * An order on the licence itself always blocks it; an order on the whole account blocks it unless a temporary
 * unblock is active, in which case the machine plays on and is told until when (ADR 0049).
 */
export function standingAt(row: LicenseStandingRow, at: Date): LicenseStanding {
  const { license, orders, unblock, coinsBalance, coinsPerCustomer, scenarios } = row;
  const wallet = {
    balance: coinsBalance,
    limited: isChargedLicense(license, at),
    coinsPerCustomer: coinsPerCustomer ?? deviceRules.defaultCoinsPerCustomer,
  };
  const onLicense = orders.find((order) => order.licenseKey !== null);
  const onAccount = orders.find((order) => order.licenseKey === null);
  const order = onLicense ?? onAccount;
  if (!order) return { license, block: null, blocked: false, wallet, scenarios };
  const suspendedUntil = !onLicense && unblock && isUnblockRequestActive(unblock, at) ? unblock.expiresAt : null;
  const block = {
    code: order.code,
    reason: order.reason,
    since: order.createdAt,
    licenseKey: order.licenseKey,
    temporaryUnblockUntil: suspendedUntil,
  };
  return { license, block, blocked: suspendedUntil === null, wallet, scenarios };
}

/** The licence's standing read now from the database. */
export async function standingOf(db: Database, licenseId: number, at: Date): Promise<LicenseStanding> {
  return standingAt(await readLicenseStanding(db, licenseId, at), at);
}

export async function licenseById(db: Database, id: number): Promise<LicenseRow> {
  const [row] = await db.select().from(licenses).where(eq(licenses.id, id));
  if (!row) throw new Error(`Licence ${id} of a device is missing`);
  return row;
}

/** A licence's dates as the domain's rules read them. */
export function licenseDates(license: LicenseRow): LicenseDates {
  return {
    createdAt: license.createdAt.toISOString(),
    revokedAt: license.revokedAt?.toISOString() ?? null,
    unlimitedSince: license.unlimitedSince?.toISOString() ?? null,
    unlimitedOfflineTimeSince: license.unlimitedOfflineTimeSince?.toISOString() ?? null,
  };
}

type LicenseFileContent = Omit<LicenseFilePayload, 'issuedAt' | 'expiresAt' | 'serverTime'>;

function licenseFileContent(
  standing: LicenseStanding,
  device: Pick<DeviceRow, 'id' | 'fingerprint'>,
): LicenseFileContent {
  const { license } = standing;
  return {
    v: 1,
    license: {
      id: license.id,
      key: license.key,
      label: license.label,
      gameModel: license.gameModel,
      type: licenseAdminType(license),
      status: license.revokedAt ? 'revoked' : 'active',
    },
    device: { id: device.id, fingerprint: device.fingerprint },
    block: standing.block,
    scenarios: standing.scenarios,
  };
}

const digestOf = (content: LicenseFileContent) => createHash('sha256').update(JSON.stringify(content)).digest('hex');

/** A signed file of this content, valid from `at` for its licence type's lifetime, and what the device row keeps. */
async function issueLicenseFile(signer: LicenseFileSigner, content: LicenseFileContent, at: Date) {
  const expiresAt = new Date(at.getTime() + licenseFileLifetimeMs[content.license.type]);
  const file: LicenseFile = await signer.sign({
    ...content,
    issuedAt: at.toISOString(),
    expiresAt: expiresAt.toISOString(),
    serverTime: at.toISOString(),
  });
  return {
    file,
    fields: { licenseFileIssuedAt: at, licenseFileExpiresAt: expiresAt, licenseFileDigest: digestOf(content) },
  };
}

const details: Record<DeviceValidationCode, string> = {
  REVOKED: 'The licence is revoked',
  DEVICE_REPLACED: "Another machine took this licence's place; deliver the rides played before and stop",
  BLOCKED: 'The licence is blocked',
  SYNC_OVERDUE: 'Rides have waited too long; deliver them before playing on',
  VALID: 'The licence is valid',
};

function blockDetail(block: DeviceBlock): string {
  const scope = block.licenseKey ? 'The licence' : 'The account';
  return `${scope} is blocked: ${block.reason} (#${block.code})`;
}

export function createDeviceService(deps: {
  db: Database;
  now: Clock;
  signer: LicenseFileSigner;
  cache: DeviceCache;
  calls: DeviceCallRecorder;
  rateLimiter: Pick<RateLimiter, 'hit'>;
  activationLimit: RateLimit;
  checkInSeconds: number;
  /** Absolute base of uploaded images (machines fetch them from elsewhere than the console). */
  imagesBaseUrl: string;
  /** Webhook events in the transaction of their cause (ADR 0093). */
  recordEvent: RecordEvent;
}) {
  const { db, now, signer, cache, calls, rateLimiter, activationLimit, checkInSeconds, imagesBaseUrl, recordEvent } =
    deps;
  const windows = coasterWindows(checkInSeconds);

  /** The licence's standing from memory, or read and kept (see DeviceCache). */
  async function cachedStanding(licenseId: number, at: Date): Promise<LicenseStanding> {
    const key = String(licenseId);
    const held = cache.standings.get(key);
    if (held) return standingAt(held, at);
    const mark = cache.standings.mark();
    const row = await readLicenseStanding(db, licenseId, at);
    cache.standings.remember(key, { ...row, userId: row.license.userId }, mark);
    return standingAt(row, at);
  }

  return {
    /** The device of a token, from memory or the database; undefined for an unknown or revoked one. */
    async authenticate(token: string): Promise<DeviceRow | undefined> {
      const tokenHash = hashToken(token);
      const held = cache.devices.get(tokenHash);
      if (held) return held;
      const mark = cache.devices.mark();
      const row = await devicesRepository(db).findByTokenHash(tokenHash);
      if (row) cache.devices.remember(tokenHash, row, mark);
      return row;
    },

    keys: () => signer.publishedKeys(),

    /**
     * A new device on a free slot, or the same device (fingerprint and public key) again with a new token; another
     * device on a taken slot answers 409. The licence row is locked, so two activations of one licence queue.
     */
    async activate(request: DeviceActivationRequest, ip: string): Promise<DeviceActivationResponse> {
      if (!(await rateLimiter.hit(`device-activation:${ip}`, activationLimit))) {
        throw new AppError(429, errorMessages.tooManyAttempts);
      }
      if (!devicePublicKey(request.publicKey)) {
        throw new AppError(400, errorMessages.invalidInput, { publicKey: 'Not an Ed25519 public key' });
      }
      await signer.ready();
      const at = now();
      return db.transaction(async (tx) => {
        const license = await licensesRepository(tx).lockByKey(request.licenseKey);
        if (!license) throw new AppError(404, errorMessages.notFound);
        if (license.revokedAt) throw new AppError(403, errorMessages.licenseRevoked);
        const devices = devicesRepository(tx);
        const holder = await devices.slotHolder(license.id);
        const sameDevice =
          holder && holder.fingerprint === request.fingerprint && holder.publicKey === request.publicKey;
        if (holder && !sameDevice) throw new AppError(409, errorMessages.deviceSlotTaken);
        const token = `odt_${newToken()}`;
        const reported = {
          tokenHash: hashToken(token),
          hostname: request.hostname,
          appVersion: request.appVersion,
          gameVersion: request.gameVersion,
          lastSeenAt: at,
        };
        const standing = await standingOf(tx, license.id, at);
        // Activating again is a call like any other: it continues the machine's online run, or starts one (ADR 0084).
        const run = holder ? onlineRunAfterCall(deviceFacts(holder), at, windows) : null;
        if (holder && run?.ended) {
          await devices.insertEndedRun({
            deviceId: holder.id,
            startedAt: new Date(run.ended.startedAt),
            endedAt: new Date(run.ended.endedAt),
            endedBy: 'lost',
          });
        }
        const device = holder
          ? await devices.update(holder.id, {
              ...reported,
              lastSeenAt: new Date(Math.max(at.getTime(), holder.lastSeenAt.getTime())),
              onlineSince: run?.onlineSince ? new Date(run.onlineSince) : null,
              switchedOffAt: run?.switchedOffAt ? new Date(run.switchedOffAt) : null,
            })
          : await devices.insert({
              ...reported,
              onlineSince: at,
              licenseId: license.id,
              fingerprint: request.fingerprint,
              publicKey: request.publicKey,
              activatedAt: at,
              licenseFileIssuedAt: at,
              licenseFileExpiresAt: at,
              licenseFileDigest: '',
            });
        // The versions it is activated with start its page's list; activating again with others is a change.
        if (!holder || holder.appVersion !== device.appVersion || holder.gameVersion !== device.gameVersion) {
          await devices.insertVersions({
            deviceId: device.id,
            at,
            appVersion: device.appVersion,
            gameVersion: device.gameVersion,
          });
        }
        const issued = await issueLicenseFile(signer, licenseFileContent(standing, device), at);
        await devices.recordCall(device, issued.fields, at);
        await auditRepository(tx).insert(
          {
            actorUserId: null,
            action: holder ? 'device.reactivate' : 'device.activate',
            targetType: 'device',
            targetId: String(device.id),
            before: null,
            after: {
              id: device.id,
              licenseKey: license.key,
              hostname: device.hostname,
              fingerprint: device.fingerprint,
            },
          },
          currentRequestOrigin(),
        );
        if (!holder) {
          const licenseRef = { key: license.key, label: license.label };
          await recordEvent(tx, {
            type: 'device.activated',
            accountId: license.userId,
            data: { deviceId: device.id, license: licenseRef, hostname: device.hostname },
          });
          // A machine freed or revoked by staff held the slot before: this one takes its place.
          const replaced = await devices.previousOf(license.id, device.id);
          if (replaced) {
            await recordEvent(tx, {
              type: 'device.replaced',
              accountId: license.userId,
              data: { deviceId: device.id, replacedDeviceId: replaced.id, license: licenseRef },
            });
          }
        }
        return { deviceId: device.id, deviceToken: token, licenseFile: issued.file, serverTime: at.toISOString() };
      });
    },

    /**
     * The licence's standing for its machine, with the first code that applies (ADR 0049), and a new licence file
     * when the held one is half spent or says something else now. Records the call on the device.
     */
    async validate(device: DeviceRow, request: DeviceValidationRequest): Promise<DeviceValidationResponse> {
      const at = now();
      const standing = await cachedStanding(device.licenseId, at);
      const { license } = standing;
      const lifetimeMs = licenseFileLifetimeMs[licenseAdminType(license)];
      const lastDelivery = (device.lastSyncAt ?? device.activatedAt).getTime();
      const code: DeviceValidationCode = license.revokedAt
        ? 'REVOKED'
        : device.freedAt
          ? 'DEVICE_REPLACED'
          : standing.blocked
            ? 'BLOCKED'
            : request.pendingRides > 0 && at.getTime() - lastDelivery > lifetimeMs
              ? 'SYNC_OVERDUE'
              : 'VALID';

      let licenseFile: LicenseFile | null = null;
      if (!device.freedAt) {
        const content = licenseFileContent(standing, device);
        const issuedAt = device.licenseFileIssuedAt.getTime();
        const renewAt =
          issuedAt + (device.licenseFileExpiresAt.getTime() - issuedAt) * deviceRules.licenseFileRenewShare;
        if (at.getTime() >= renewAt || digestOf(content) !== device.licenseFileDigest) {
          const issued = await issueLicenseFile(signer, content, at);
          licenseFile = issued.file;
          await devicesRepository(db).update(device.id, issued.fields);
        }
      }
      await calls.record({
        deviceId: device.id,
        licenseId: device.licenseId,
        holdsSlot: device.freedAt === null,
        at,
        appVersion: request.appVersion,
        gameVersion: request.gameVersion,
        pendingRides: request.pendingRides,
        clockOffsetSeconds: Math.round((at.getTime() - Date.parse(request.sentAt)) / 1000),
      });

      const suspended = standing.block?.temporaryUnblockUntil;
      return {
        valid: code === 'VALID',
        code,
        detail:
          code === 'BLOCKED' && standing.block
            ? blockDetail(standing.block)
            : code === 'VALID' && suspended
              ? `Temporarily unblocked until ${suspended}`
              : details[code],
        block: standing.block,
        wallet: standing.wallet,
        nextCheckInAt: new Date(at.getTime() + checkInSeconds * 1000).toISOString(),
        serverTime: at.toISOString(),
        nonce: request.nonce,
        licenseFile,
      };
    },

    /**
     * The machine says it is shutting down (ADR 0084): its run of calls ends and its owner sees it switched off
     * rather than lost, until its next call. A repeat keeps the first time. The device row is locked, so a shutdown
     * and the calls another process writes apply one after the other; the calls this process heard are written
     * first, so none of them comes after the shutdown.
     */
    async shutdown(device: DeviceRow, request: DeviceShutdownRequest): Promise<DeviceShutdownResponse> {
      await calls.flush();
      const at = now();
      return db.transaction(async (tx) => {
        const devices = devicesRepository(tx);
        const locked = await devices.lock(device.id);
        if (!locked) throw new AppError(401, errorMessages.deviceUnauthenticated);
        if (locked.switchedOffAt) {
          return { switchedOffAt: locked.switchedOffAt.toISOString(), serverTime: at.toISOString() };
        }
        const step = onlineRunAtShutdown(deviceFacts(locked), at, windows);
        if (step.ended) {
          await devices.insertEndedRun({
            deviceId: locked.id,
            startedAt: new Date(step.ended.startedAt),
            endedAt: new Date(step.ended.endedAt),
            endedBy: step.ended.lost ? 'lost' : 'switchedOff',
          });
        }
        await devices.update(locked.id, {
          lastSeenAt: new Date(Math.max(at.getTime(), locked.lastSeenAt.getTime())),
          onlineSince: null,
          switchedOffAt: at,
          pendingRides: request.pendingRides,
          clockOffsetSeconds: Math.round((at.getTime() - Date.parse(request.sentAt)) / 1000),
        });
        return { switchedOffAt: at.toISOString(), serverTime: at.toISOString() };
      });
    },

    /** The licence's playable scenarios and their ETag (a digest of the answer). */
    async scenarios(device: DeviceRow): Promise<{ etag: string; answer: DeviceScenariosResponse }> {
      const license = await licenseById(db, device.licenseId);
      const playable = await licenseStandingRepository(db).playableScenarios(license.id, license.gameModel);
      const texts = await scenariosRepository(db).textsOf(playable.map((scenario) => scenario.id));
      const imageUrl = (imageKey: string | null, file: string) =>
        imageKey ? `${imagesBaseUrl}/${imageKey}/${file}` : null;
      const answer: DeviceScenariosResponse = {
        results: playable.map((scenario) => ({
          id: scenario.id,
          gameModel: scenario.gameModel,
          version: scenario.version,
          minGameVersion: scenario.minGameVersion,
          time: scenario.timeSeconds,
          languages: Object.fromEntries(
            texts
              .filter((text) => text.scenarioId === scenario.id)
              .map((text) => [text.language, { title: text.title, theme: text.theme, description: text.description }]),
          ),
          imageUrl: imageUrl(scenario.imageKey, imageFileName),
          thumbnailUrl: imageUrl(scenario.imageKey, thumbnailFileName),
        })),
      };
      const etag = `"${createHash('sha256').update(JSON.stringify(answer)).digest('base64url').slice(0, 27)}"`;
      return { etag, answer };
    },
  };
}
