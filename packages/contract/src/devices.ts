import { z } from 'zod';
import {
  blockReasons,
  coasterStatuses,
  deviceRideReasons,
  deviceRideStatuses,
  deviceStatuses,
  deviceValidationCodes,
  gameModels,
  limits,
} from '@orbit/domain';
import { isoDateTimeSchema, languagesSchema, pathIdSchema } from './common.ts';
import { scenarioTextSchema } from './admin-content.ts';
import { licenseKeySchema } from './licenses.ts';

/**
 * The device protocol (ADR 0049, docs/devices.md): what a simulator PC sends and receives under /api/device/v1.
 * Field names of rides follow the consumption record (docs/domain.md#records-and-fields).
 */

const base64url = (length: number) => z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`), 'Must be base64url');

/** A raw 32-byte Ed25519 public key, base64url without padding. */
export const devicePublicKeySchema = base64url(43).meta({
  description: 'Raw 32-byte Ed25519 public key, base64url without padding',
});

/** A version as a program prints it (`1.4.2`, `2026.3-beta+7`). */
const versionSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[0-9A-Za-z.+_-]+$/, 'Letters, digits and . + _ - only');

export const deviceActivationRequestSchema = z
  .strictObject({
    licenseKey: licenseKeySchema,
    /** What identifies the machine (a hash of its hardware ids); the licence file names it. */
    fingerprint: z.string().trim().min(8).max(128),
    publicKey: devicePublicKeySchema,
    hostname: z.string().trim().min(1).max(255),
    appVersion: versionSchema,
    gameVersion: versionSchema,
  })
  .meta({
    examples: [
      {
        licenseKey: 'ORB-7Q2K-M4XD-93LP-A1C8',
        fingerprint: 'c0ffee5e1f2a4b7d9e8f0a1b2c3d4e5f',
        publicKey: 'm3QbWkB1y2rJq8fS0aXo5cV9uTnL4eH7gZ6iK1pD2sA',
        hostname: 'arcade-floor-2',
        appVersion: '3.2.0',
        gameVersion: '1.8.4',
      },
    ],
  });
export type DeviceActivationRequest = z.infer<typeof deviceActivationRequestSchema>;

/** A licence file: `enc` is the base64url of the JSON payload, `sig` the Ed25519 signature of the `enc` text. */
export const licenseFileSchema = z.object({
  alg: z.literal('Ed25519'),
  /** Which published key signed it (GET /api/device/v1/keys). */
  kid: z.string(),
  enc: z.string(),
  sig: z.string(),
});
export type LicenseFile = z.infer<typeof licenseFileSchema>;

export const deviceActivationResponseSchema = z
  .object({
    deviceId: z.number().int().positive(),
    /** Send as `Authorization: Device <token>`; shown once, stored by the server only as a hash. */
    deviceToken: z.string(),
    licenseFile: licenseFileSchema,
    serverTime: isoDateTimeSchema,
  })
  .meta({
    examples: [
      {
        deviceId: 41,
        deviceToken: 'odt_Zk3q9Vb0Jm2Wc7Ls1Rt8Ya4Ue6Io5Pn0Hg3Fd2Sa1Q',
        licenseFile: { alg: 'Ed25519', kid: '5f2b8c0d1e3a4f67', enc: 'eyJ2IjoxLC4uLn0', sig: 'Qm9v...' },
        serverTime: '2026-11-27T10:00:00.000Z',
      },
    ],
  });
export type DeviceActivationResponse = z.infer<typeof deviceActivationResponseSchema>;

/** A block as the machine shows it: the code clients see (#2 to #6), its reason and since when. */
export const deviceBlockSchema = z.object({
  code: z.number().int().positive(),
  reason: z.enum(blockReasons),
  since: isoDateTimeSchema,
  /** Null when the order blocks the whole account. */
  licenseKey: z.string().nullable(),
  /** The end of an active temporary unblock that suspends this block; the machine plays until then. */
  temporaryUnblockUntil: isoDateTimeSchema.nullable(),
});
export type DeviceBlock = z.infer<typeof deviceBlockSchema>;

export const deviceWalletSchema = z.object({
  /** Coins inserted minus coins charged; below zero it is a debt. */
  balance: z.number().int(),
  /** Rides on a limited licence are charged; on an unlimited one they are not. */
  limited: z.boolean(),
  /** The client's tariff: a ride costs this times its customers on a limited licence. */
  coinsPerCustomer: z.number().int().positive(),
});
export type DeviceWallet = z.infer<typeof deviceWalletSchema>;

const nonceSchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, _ and - only');

export const deviceValidationRequestSchema = z
  .strictObject({
    /** Echoed back, so the machine can pair an answer with its question. */
    nonce: nonceSchema,
    /** The machine's clock when it sent the call. */
    sentAt: isoDateTimeSchema,
    appVersion: versionSchema,
    gameVersion: versionSchema,
    /** Rides played and not yet delivered. */
    pendingRides: z.number().int().min(0).max(10_000_000),
  })
  .meta({
    examples: [
      {
        nonce: '6c1f0e3d9a7b4c2e',
        sentAt: '2026-11-27T10:00:00.000Z',
        appVersion: '3.2.0',
        gameVersion: '1.8.4',
        pendingRides: 0,
      },
    ],
  });
export type DeviceValidationRequest = z.infer<typeof deviceValidationRequestSchema>;

export const deviceValidationResponseSchema = z
  .object({
    valid: z.boolean(),
    code: z.enum(deviceValidationCodes),
    /** A sentence for the machine's log or operator. */
    detail: z.string(),
    /** The block that applies, or that a temporary unblock suspends; null when none. */
    block: deviceBlockSchema.nullable(),
    wallet: deviceWalletSchema,
    nextCheckInAt: isoDateTimeSchema,
    serverTime: isoDateTimeSchema,
    nonce: z.string(),
    /** A new licence file when the held one is half spent or what it says has changed; null otherwise. */
    licenseFile: licenseFileSchema.nullable(),
  })
  .meta({
    examples: [
      {
        valid: false,
        code: 'BLOCKED',
        detail: 'The account is blocked: insufficient coin balance (#2)',
        block: {
          code: 2,
          reason: 'insufficient-coin-balance',
          since: '2026-11-27T09:58:12.000Z',
          licenseKey: null,
          temporaryUnblockUntil: null,
        },
        wallet: { balance: -3, limited: true, coinsPerCustomer: 2 },
        nextCheckInAt: '2026-11-27T10:05:00.000Z',
        serverTime: '2026-11-27T10:00:00.000Z',
        nonce: '6c1f0e3d9a7b4c2e',
        licenseFile: null,
      },
    ],
  });
export type DeviceValidationResponse = z.infer<typeof deviceValidationResponseSchema>;

export const deviceShutdownRequestSchema = z
  .strictObject({
    /** The machine's clock when it sent the call. */
    sentAt: isoDateTimeSchema,
    /** Rides played and not yet delivered: the owner sees them waiting while the machine is off. */
    pendingRides: z.number().int().min(0).max(10_000_000),
  })
  .meta({ examples: [{ sentAt: '2026-11-27T23:02:00.000Z', pendingRides: 0 }] });
export type DeviceShutdownRequest = z.infer<typeof deviceShutdownRequestSchema>;

export const deviceShutdownResponseSchema = z
  .object({
    /** When the server took the machine as switched off: the first of repeated calls, until it calls again. */
    switchedOffAt: isoDateTimeSchema,
    serverTime: isoDateTimeSchema,
  })
  .meta({ examples: [{ switchedOffAt: '2026-11-27T23:02:00.000Z', serverTime: '2026-11-27T23:02:00.000Z' }] });
export type DeviceShutdownResponse = z.infer<typeof deviceShutdownResponseSchema>;

/** The payload of a licence file, once its signature is checked. */
export const licenseFilePayloadSchema = z.object({
  /** Version of this layout. */
  v: z.literal(1),
  license: z.object({
    id: z.number().int().positive(),
    key: z.string(),
    label: z.string(),
    gameModel: z.enum(gameModels),
    type: z.enum(['limited', 'unlimited', 'unlimitedOffline']),
    status: z.enum(['active', 'revoked']),
  }),
  device: z.object({ id: z.number().int().positive(), fingerprint: z.string() }),
  block: deviceBlockSchema.nullable(),
  scenarios: z.array(z.object({ id: z.number().int().nonnegative(), version: z.string() })),
  issuedAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
  serverTime: isoDateTimeSchema,
});
export type LicenseFilePayload = z.infer<typeof licenseFilePayloadSchema>;

export const deviceSigningKeySchema = z.object({
  kid: z.string(),
  alg: z.literal('Ed25519'),
  publicKey: devicePublicKeySchema,
  createdAt: isoDateTimeSchema,
});
export type DeviceSigningKey = z.infer<typeof deviceSigningKeySchema>;

export const deviceSigningKeysResponseSchema = z.object({ keys: z.array(deviceSigningKeySchema) });
export type DeviceSigningKeysResponse = z.infer<typeof deviceSigningKeysResponseSchema>;

/** A scenario the licence may play: obtained and active. */
export const deviceScenarioSchema = z.object({
  id: z.number().int().nonnegative(),
  gameModel: z.enum(gameModels),
  version: z.string(),
  minGameVersion: z.string(),
  /** Length of a ride in seconds. */
  time: z.number().int().positive(),
  languages: languagesSchema(scenarioTextSchema),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
});
export type DeviceScenario = z.infer<typeof deviceScenarioSchema>;

export const deviceScenariosResponseSchema = z.object({ results: z.array(deviceScenarioSchema) });
export type DeviceScenariosResponse = z.infer<typeof deviceScenariosResponseSchema>;

export const deviceScenariosHeadersSchema = z.object({ 'if-none-match': z.string().max(200).optional() });

const creditsSchema = z.number().int().min(0).max(1_000_000);

/** One ride as the machine reports it; each is checked on its own, so one bad ride never refuses its batch. */
export const deviceRideSchema = z.strictObject({
  /** Made by the machine (a UUID) and saved before the ride is first sent: the ride's identity across retries. */
  id: z.uuid(),
  /** The machine's own counter of rides, from 1 with no gaps. */
  seq: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  consumedAt: isoDateTimeSchema,
  durationInSeconds: z.number().int().min(0).max(86_400),
  customersAmount: z.number().int().min(0).max(1000),
  scenarioId: z.number().int().nonnegative().max(2_147_483_647),
  rideCost: creditsSchema,
  creditsAdded: creditsSchema,
  creditsAddOnKeyboard: creditsSchema,
  creditsExpired: creditsSchema,
  discountUsed: creditsSchema,
  /** The machine's own idea of the charge; kept for comparison, never used for money. */
  chargedAmount: z.number().int().min(0).max(1_000_000).optional(),
});
export type DeviceRide = z.infer<typeof deviceRideSchema>;

const deviceRideExample: DeviceRide = {
  id: '3d6f4c1e-8a2b-4f7e-9c1d-2b5a6e7f8091',
  seq: 1207,
  consumedAt: '2026-11-27T09:41:07.000Z',
  durationInSeconds: 312,
  customersAmount: 2,
  scenarioId: 4,
  rideCost: 20,
  creditsAdded: 20,
  creditsAddOnKeyboard: 0,
  creditsExpired: 0,
  discountUsed: 0,
};

/** Signed with the machine's own key: `Orbit-Signature` is the Ed25519 signature of the SHA-256 of the body. */
export const deviceRidesHeadersSchema = z.object({
  'orbit-signature': base64url(86).meta({ description: 'base64url Ed25519 signature of SHA-256(body bytes)' }),
});

export const deviceRideBatchSchema = z
  .strictObject({
    /** The machine's clock when it sent the batch: the server corrects rides of a clock that is far off. */
    sentAt: isoDateTimeSchema,
    /** Each a DeviceRide; one that fails it is answered `rejected` with `bad_values`. */
    rides: z.array(z.record(z.string(), z.unknown())).min(1).max(limits.deviceRideBatchMax),
  })
  .meta({ examples: [{ sentAt: '2026-11-27T10:00:00.000Z', rides: [deviceRideExample] }] });
export type DeviceRideBatch = z.infer<typeof deviceRideBatchSchema>;

export const deviceRideResultSchema = z.object({
  /** The ride's id as sent; null when it had none that could be read. */
  id: z.string().nullable(),
  status: z.enum(deviceRideStatuses),
  /** Why a ride was rejected. */
  reason: z.enum(deviceRideReasons).optional(),
  /** What the server charged for an accepted or duplicate ride. */
  chargedAmount: z.number().int().nonnegative().optional(),
  /** The fields that failed, on `bad_values`. */
  errors: z.record(z.string(), z.string()).optional(),
});
export type DeviceRideResult = z.infer<typeof deviceRideResultSchema>;

export const deviceRideBatchResponseSchema = z
  .object({
    /** One per ride, in the order sent. */
    results: z.array(deviceRideResultSchema),
    serverTime: isoDateTimeSchema,
    wallet: deviceWalletSchema,
    /** The block that applies now (a batch may have opened one); null when none. */
    block: deviceBlockSchema.nullable(),
  })
  .meta({
    examples: [
      {
        results: [
          { id: '3d6f4c1e-8a2b-4f7e-9c1d-2b5a6e7f8091', status: 'accepted', chargedAmount: 4 },
          { id: '0b1c2d3e-4f50-4617-8a9b-0c1d2e3f4a5b', status: 'rejected', reason: 'unknown_scenario' },
        ],
        serverTime: '2026-11-27T10:00:00.000Z',
        wallet: { balance: 118, limited: true, coinsPerCustomer: 2 },
        block: null,
      },
    ],
  });
export type DeviceRideBatchResponse = z.infer<typeof deviceRideBatchResponseSchema>;

/** Staff's view of one machine that holds or held a licence of the client. */
export const adminDeviceSchema = z.object({
  id: z.number().int().positive(),
  licenseKey: z.string(),
  licenseLabel: z.string(),
  status: z.enum(deviceStatuses),
  fingerprint: z.string(),
  hostname: z.string(),
  appVersion: z.string(),
  gameVersion: z.string(),
  activatedAt: isoDateTimeSchema,
  /** The last call of any kind. */
  lastSeenAt: isoDateTimeSchema,
  /** When its rides last arrived; null before the first batch. */
  lastSyncAt: isoDateTimeSchema.nullable(),
  /** Rides the machine said it still holds, at its last validation. */
  pendingRides: z.number().int().nonnegative(),
  /** Rides missing from its sequence so far (late rides fill the gaps). */
  missingRides: z.number().int().nonnegative(),
  /** Expiry of the last licence file it was given. */
  licenseFileExpiresAt: isoDateTimeSchema,
  /** Server time minus the machine's clock at its last call, in seconds. */
  clockOffsetSeconds: z.number().int(),
  freedAt: isoDateTimeSchema.nullable(),
  revokedAt: isoDateTimeSchema.nullable(),
  /**
   * The machine's status as the coasters pages show it (ADR 0084), and since when, by the same rule at the moment of
   * the answer. Not kept in the machine's audit entries: they move with time.
   */
  coasterStatus: z.enum(coasterStatuses),
  coasterStatusSince: isoDateTimeSchema.nullable(),
});
export type AdminDevice = z.infer<typeof adminDeviceSchema>;

/** Every machine of the client's licences, the newest activation first. */
export const adminDevicesResponseSchema = z.object({ results: z.array(adminDeviceSchema) });
export type AdminDevicesResponse = z.infer<typeof adminDevicesResponseSchema>;

export const deviceIdParamsSchema = z.strictObject({ deviceId: pathIdSchema() });

/** What a client pays per customer on its limited licences (ADR 0049). */
export const tariffSchema = z.object({
  coinsPerCustomer: z.number().int().positive(),
  /** When this tariff took effect; null for the default of a client whose tariff was never set. */
  since: isoDateTimeSchema.nullable(),
});
export type Tariff = z.infer<typeof tariffSchema>;

export const adminSetTariffRequestSchema = z.strictObject({
  coinsPerCustomer: z.number().int().min(1).max(limits.coinsPerCustomerMax),
});
export type AdminSetTariffRequest = z.infer<typeof adminSetTariffRequestSchema>;
