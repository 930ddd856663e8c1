import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { DeviceSigningKeysResponse, LicenseFile, LicenseFilePayload } from '@orbit/contract';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { deviceSigningKeysRepository } from './device-signing-keys-repository.ts';

/** Signs licence files with the server's current Ed25519 key and lists the keys devices may meet (ADR 0049). */
export interface LicenseFileSigner {
  /**
   * Finds the key if not yet done. Call it before a transaction that signs: on PGlite a statement outside the
   * transaction waits for it to end.
   */
  ready(): Promise<void>;
  sign(payload: LicenseFilePayload): Promise<LicenseFile>;
  publishedKeys(): Promise<DeviceSigningKeysResponse>;
}

/** The raw 32-byte Ed25519 public key of a key, base64url: what devices and the keys list carry. */
export function rawPublicKeyOf(key: KeyObject): string {
  const { x } = key.export({ format: 'jwk' });
  if (!x) throw new Error('Not an Ed25519 key');
  return x;
}

/** The Ed25519 public key of a device from its raw base64url form; null when those bytes are not one. */
export function devicePublicKey(raw: string): KeyObject | null {
  try {
    return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw }, format: 'jwk' });
  } catch {
    return null;
  }
}

/** A key's id: the first 16 hex digits of the SHA-256 of its raw public key. */
export function keyIdOf(rawPublicKey: string): string {
  return createHash('sha256').update(Buffer.from(rawPublicKey, 'base64url')).digest('hex').slice(0, 16);
}

/**
 * The configured key (`DEVICE_SIGNING_KEY`, a PKCS#8 PEM) published in the database, or, without one, the key
 * the server made itself and keeps there, made if there is none yet. Found at the first signature or list of keys.
 */
async function currentKey(db: Database, configuredKey: string | undefined, now: Clock): Promise<KeyObject> {
  const keys = deviceSigningKeysRepository(db);
  if (configuredKey) {
    const privateKey = createPrivateKey(configuredKey);
    if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('DEVICE_SIGNING_KEY must be an Ed25519 key');
    const publicKey = rawPublicKeyOf(privateKey);
    await keys.add({ kid: keyIdOf(publicKey), publicKey, privateKey: null, createdAt: now() });
    return privateKey;
  }
  const own = await keys.newestOwn();
  if (own) return createPrivateKey(own.privateKey);
  const made = generateKeyPairSync('ed25519');
  const publicKey = rawPublicKeyOf(made.publicKey);
  const pem = made.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  await keys.add({ kid: keyIdOf(publicKey), publicKey, privateKey: pem, createdAt: now() });
  // Two processes starting together may both make one: both then sign with the same, the newest.
  const newest = await keys.newestOwn();
  if (!newest) throw new Error('The signing key just stored is missing');
  return createPrivateKey(newest.privateKey);
}

export function createLicenseFileSigner(
  db: Database,
  configuredKey: string | undefined,
  now: Clock,
): LicenseFileSigner {
  let key: Promise<{ privateKey: KeyObject; kid: string }> | undefined;
  const signingKey = () => {
    key ??= currentKey(db, configuredKey, now).then(
      (privateKey) => ({ privateKey, kid: keyIdOf(rawPublicKeyOf(privateKey)) }),
      (error: unknown) => {
        key = undefined;
        throw error;
      },
    );
    return key;
  };
  return {
    async ready() {
      await signingKey();
    },
    async sign(payload) {
      const { privateKey, kid } = await signingKey();
      const enc = Buffer.from(JSON.stringify(payload)).toString('base64url');
      const sig = sign(null, Buffer.from(enc, 'ascii'), privateKey).toString('base64url');
      return { alg: 'Ed25519', kid, enc, sig };
    },
    async publishedKeys() {
      await signingKey();
      const rows = await deviceSigningKeysRepository(db).published();
      return {
        keys: rows.map((row) => ({
          kid: row.kid,
          alg: 'Ed25519' as const,
          publicKey: row.publicKey,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
