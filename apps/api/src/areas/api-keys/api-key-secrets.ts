import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { apiKeyPrefix } from '@orbit/domain';
import type { Database } from '../../db/client.ts';
import { serverSecretsRepository } from './server-secrets-repository.ts';

/*
 * The secret of an API key (ADR 0092): `orbit_key_`, a public id of 12 base62 characters, `_`, 32 random base62
 * characters (190 bits), and the CRC32 of everything before it in 6 base62 characters. The prefix lets secret scanners
 * find a leaked key, the checksum tells a typo or a made-up string apart without asking the database, and the public
 * id finds the key's row. Only the HMAC-SHA256 of the whole secret under the server's key is stored.
 */

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const publicIdLength = 12;
const randomLength = 32;
const checksumLength = 6;
const secretPattern = new RegExp(
  `^${apiKeyPrefix}([0-9A-Za-z]{${publicIdLength}})_([0-9A-Za-z]{${randomLength}})([0-9A-Za-z]{${checksumLength}})$`,
);

/** Characters drawn uniformly from base62 (no modulo bias). */
function randomBase62(length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) text += base62[randomInt(base62.length)];
  return text;
}

/** CRC32 in base62, left-padded to 6 characters (62^6 > 2^32). */
function checksumOf(body: string): string {
  let value = crc32(body);
  let text = '';
  while (value > 0) {
    text = base62[value % 62] + text;
    value = Math.floor(value / 62);
  }
  return text.padStart(checksumLength, '0');
}

/** A new public id, the part of a secret that names its key. */
export function newPublicId(): string {
  return randomBase62(publicIdLength);
}

/** A new secret of the key with this public id. */
export function newSecret(publicId: string): string {
  const body = `${apiKeyPrefix}${publicId}_${randomBase62(randomLength)}`;
  return body + checksumOf(body);
}

/** The start of every secret of a key, which names it without opening it. */
export function hintOf(publicId: string): string {
  return `${apiKeyPrefix}${publicId}`;
}

/** The public id of a well-formed secret whose checksum holds; undefined for anything else. */
export function publicIdOf(secret: string): string | undefined {
  const match = secretPattern.exec(secret);
  if (!match) return undefined;
  const body = secret.slice(0, -checksumLength);
  return checksumOf(body) === secret.slice(-checksumLength) ? match[1] : undefined;
}

export interface SecretHasher {
  /** The keyed hash a secret is stored as (hex). */
  hash(secret: string): Promise<string>;
  /** Whether the secret has this stored hash, compared in constant time. */
  matches(secret: string, storedHash: string): Promise<boolean>;
}

const serverSecretName = 'api-key-hmac';

/**
 * HMAC-SHA256 under the configured key (`API_KEY_SECRET`); without one, under a key the server makes once and keeps
 * in its database (outside production only: a production start requires the setting).
 */
export function createSecretHasher(db: Database, configuredKey: string | undefined): SecretHasher {
  let key: Promise<string> | undefined;
  const hmacKey = () => {
    key ??= configuredKey
      ? Promise.resolve(configuredKey)
      : serverSecretsRepository(db)
          .findOrAdd(serverSecretName, randomBytes(32).toString('base64url'))
          .catch((error: unknown) => {
            key = undefined;
            throw error;
          });
    return key;
  };
  const hash = async (secret: string) =>
    createHmac('sha256', await hmacKey())
      .update(secret)
      .digest('hex');
  return {
    hash,
    async matches(secret, storedHash) {
      const actual = Buffer.from(await hash(secret), 'hex');
      const stored = Buffer.from(storedHash, 'hex');
      return actual.length === stored.length && timingSafeEqual(actual, stored);
    },
  };
}
