import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { errorMessages } from '@orbit/contract';
import type {
  ApiKey,
  ApiKeysResponse,
  ApiKeyWithSecret,
  CreateApiKeyBody,
  RollApiKeyBody,
  UpdateApiKeyBody,
} from '@orbit/contract';
import { apiKeyExpiryWarningDays } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { GuardedRoute } from '../../http/register-route.ts';
import { noteApiKeyCaller } from '../../http/request-origin.ts';
import { securityActions } from '../audit/index.ts';
import type { AuditService, SecurityEvents } from '../audit/index.ts';
import { toCurrentUser } from '../identity/index.ts';
import type { ApiKeyAccess, AuthenticatedSession, RateLimiter, SecondFactorPolicy } from '../identity/index.ts';
import type { Notify } from '../notifications/index.ts';
import { hintOf, newPublicId, newSecret, publicIdOf } from './api-key-secrets.ts';
import type { SecretHasher } from './api-key-secrets.ts';
import { apiKeysRepository } from './api-keys-repository.ts';
import type { ApiKeyOwner } from './api-keys-repository.ts';

export type ApiKeyService = ReturnType<typeof createApiKeyService>;

export interface ApiKeyServiceOptions {
  db: Database;
  now: Clock;
  hasher: SecretHasher;
  audit: Pick<AuditService, 'record'>;
  securityEvents: Pick<SecurityEvents, 'record'>;
  /** Tells a key's maker that it expires soon, in the transaction that marks the warning told. */
  notify: Notify;
  /** Who must enrol a second factor, for the maker's `GET /api/me` answer the key's calls carry. */
  secondFactor: SecondFactorPolicy;
  /** Counts each key's calls in windows of a minute, in the database, so that every process shares the count. */
  rateLimiter: Pick<RateLimiter, 'check'>;
  /** Calls one key may make per minute; 0 sets no limit. */
  callsPerMinute: number;
}

const dayMs = 24 * 60 * 60_000;
const hourMs = 60 * 60_000;
const minuteMs = 60_000;
/** Recording a use costs a write, so a key's last use is written at most once a minute. */
const touchIntervalMs = minuteMs;

type ListedRow = NonNullable<Awaited<ReturnType<ReturnType<typeof apiKeysRepository>['find']>>>;

function toApiKey(row: ListedRow): ApiKey {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    hint: hintOf(row.publicId),
    scopes: row.scopes,
    allowedAddresses: row.allowedAddresses,
    createdBy: { id: row.userId, name: row.userName },
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedFrom: row.lastUsedFrom,
    previousSecretExpiresAt: row.previousSecretExpiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a key: what it may do, never a secret or a hash. */
function auditedOf(key: ApiKey) {
  const { kind, name, hint, scopes, allowedAddresses, expiresAt, previousSecretExpiresAt, revokedAt } = key;
  return { kind, name, hint, scopes, allowedAddresses, expiresAt, previousSecretExpiresAt, revokedAt };
}

/** Whether two lists hold the same items, in any order. */
function sameItems(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
}

/** An IPv4 address as IPv6 (`::ffff:203.0.113.7`, a dual-stack listener's form) is matched as the IPv4 it is. */
function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** Whether the address is one of the key's allowed addresses or ranges; any address when it lists none. */
function addressAllowed(allowed: readonly string[], ip: string): boolean {
  if (allowed.length === 0) return true;
  const address = plainAddress(ip);
  const family = isIP(address);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of allowed) {
    const [network = '', prefix] = entry.split('/');
    const type = isIP(network) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(network, type);
    else list.addSubnet(network, Number(prefix), type);
  }
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * API keys (ADR 0092): admins make the business's, anyone signed in makes their own; each make, roll and revoke is
 * written to the audit log with its change. `access` is what the access guard asks of a key on every call.
 */
export function createApiKeyService({
  db,
  now,
  hasher,
  audit,
  securityEvents,
  notify,
  secondFactor,
  rateLimiter,
  callsPerMinute,
}: ApiKeyServiceOptions) {
  const keys = apiKeysRepository(db);

  async function owned(owner: ApiKeyOwner, id: number, transaction: Database = db): Promise<ListedRow> {
    const row = await apiKeysRepository(transaction).find(owner, id);
    if (!row) throw new AppError(404, errorMessages.notFound);
    return row;
  }

  const access: ApiKeyAccess = {
    async authenticate(secret, request, route) {
      const publicId = publicIdOf(secret);
      // A string that is no key's names nothing to record: writing it would let anyone lengthen the audit chain.
      const row = publicId === undefined ? undefined : await keys.findByPublicId(publicId);
      if (!row) throw new AppError(401, errorMessages.apiKeyInvalid);
      const at = now();
      const record = (reason: string, actorUserId: number | null = row.maker.id) =>
        securityEvents.record({
          action: securityActions.apiKeyRefused,
          actorUserId,
          targetType: 'apiKey',
          targetId: String(row.id),
          ip: request.ip,
          details: { route: `${route.method} ${route.path}`, reason },
        });
      const refuse = async (status: 401 | 403, reason: string, actorUserId: number | null = row.maker.id) => {
        await record(reason, actorUserId);
        // Only the holder of the secret learns why it was refused.
        throw new AppError(status, actorUserId === null ? errorMessages.apiKeyInvalid : reason);
      };

      const current = await hasher.matches(secret, row.secretHash);
      const previous =
        !current &&
        row.previousSecretHash !== null &&
        row.previousSecretExpiresAt !== null &&
        at < row.previousSecretExpiresAt &&
        (await hasher.matches(secret, row.previousSecretHash));
      // Someone holds the public id but not the secret: not the maker, so nobody is named as the actor.
      if (!current && !previous) return refuse(401, 'wrong secret', null);
      if (row.revokedAt) return refuse(401, errorMessages.apiKeyRevoked);
      if (at >= row.expiresAt) return refuse(401, errorMessages.apiKeyExpired);
      if (row.makerDisabledAt) return refuse(401, errorMessages.accountDisabled);
      if (!route.keyScope) return refuse(403, errorMessages.apiKeyNotAccepted);
      if (!addressAllowed(row.allowedAddresses, request.ip)) return refuse(403, errorMessages.apiKeyAddressRefused);
      if ((route.access === 'staff') !== (row.kind === 'business'))
        return refuse(403, errorMessages.apiKeyKindMismatch);
      if (!row.scopes.includes(route.keyScope)) return refuse(403, errorMessages.apiKeyScopeMissing);
      if (callsPerMinute > 0) {
        const window = { limit: callsPerMinute, windowMinutes: 1 };
        const { allowed, lockedNow } = await rateLimiter.check(`api-key:${row.id}`, window);
        if (!allowed) {
          // The first refusal of a window is recorded; the rest of a burst would only flood the audit log.
          if (lockedNow) await record(errorMessages.apiKeyRateLimited);
          throw new AppError(429, errorMessages.apiKeyRateLimited, undefined, {
            retryAfterSeconds: Math.ceil((minuteMs - (at.getTime() % minuteMs)) / 1000),
          });
        }
      }

      const usedBefore = new Date(at.getTime() - touchIntervalMs);
      if (!row.lastUsedAt || row.lastUsedAt <= usedBefore) await keys.touch(row.id, usedBefore, at, request.ip);
      noteApiKeyCaller(row.id);
      return {
        userId: row.maker.id,
        scope: row.maker.scope,
        user: toCurrentUser(row.maker, secondFactor),
        // Names no session: a key has none, and proves no recent sign-in (ADR 0058).
        sessionIdHash: `apiKey:${row.publicId}`,
        authenticatedAt: new Date(0),
        apiKey: { id: row.id, kind: row.kind },
      };
    },

    async refused(request: FastifyRequest, caller: AuthenticatedSession, route: GuardedRoute, reason: string) {
      if (!caller.apiKey) return;
      await securityEvents.record({
        action: securityActions.apiKeyRefused,
        actorUserId: caller.userId,
        targetType: 'apiKey',
        targetId: String(caller.apiKey.id),
        ip: request.ip,
        details: { route: `${route.method} ${route.path}`, reason, makerScope: caller.scope },
      });
    },
  };

  return {
    access,

    async list(owner: ApiKeyOwner): Promise<ApiKeysResponse> {
      return { results: (await keys.list(owner)).map(toApiKey) };
    },

    /** A new key of the owner's kind, made by `actor`; its secret is in this answer only. */
    async create(actor: AuthenticatedSession, owner: ApiKeyOwner, body: CreateApiKeyBody): Promise<ApiKeyWithSecret> {
      const publicId = newPublicId();
      const secret = newSecret(publicId);
      const secretHash = await hasher.hash(secret);
      const createdAt = now();
      const key = await db.transaction(async (tx) => {
        const id = await apiKeysRepository(tx).insert({
          publicId,
          kind: owner.kind,
          userId: actor.userId,
          name: body.name,
          scopes: body.scopes,
          allowedAddresses: body.allowedAddresses,
          secretHash,
          createdAt,
          expiresAt: new Date(createdAt.getTime() + body.expiresInDays * dayMs),
        });
        const made = toApiKey(await owned(owner, id, tx));
        await audit.record(tx, {
          actorUserId: actor.userId,
          action: 'apiKey.created',
          targetType: 'apiKey',
          targetId: String(id),
          before: null,
          after: auditedOf(made),
        });
        return made;
      });
      return { key, secret };
    },

    /**
     * A new secret for a live key; the one it replaces keeps working for the overlap asked (none for 0), so the
     * systems that use it can move over. Only one previous secret works at a time.
     */
    async roll(
      actor: AuthenticatedSession,
      owner: ApiKeyOwner,
      id: number,
      body: RollApiKeyBody,
    ): Promise<ApiKeyWithSecret> {
      const at = now();
      return db.transaction(async (tx) => {
        const before = await owned(owner, id, tx);
        if (before.revokedAt) throw new AppError(409, errorMessages.apiKeyRevoked);
        if (at >= before.expiresAt) throw new AppError(409, errorMessages.apiKeyExpired);
        const secret = newSecret(before.publicId);
        const previousUntil = body.overlapHours > 0 ? new Date(at.getTime() + body.overlapHours * hourMs) : null;
        await apiKeysRepository(tx).roll(id, await hasher.hash(secret), previousUntil);
        const key = toApiKey(await owned(owner, id, tx));
        await audit.record(tx, {
          actorUserId: actor.userId,
          action: 'apiKey.rolled',
          targetType: 'apiKey',
          targetId: String(id),
          before: auditedOf(toApiKey(before)),
          after: { ...auditedOf(key), overlapHours: body.overlapHours },
        });
        return { key, secret };
      });
    },

    /**
     * Changes a live key's name, scopes, allowed addresses or expiry (counted again from now, within a new key's
     * limits). The access check reads the key afresh at every call, so a narrowed key is narrowed from its next call.
     * A change that changes nothing writes nothing.
     */
    async update(actor: AuthenticatedSession, owner: ApiKeyOwner, id: number, body: UpdateApiKeyBody): Promise<ApiKey> {
      const at = now();
      return db.transaction(async (tx) => {
        const row = await owned(owner, id, tx);
        if (row.revokedAt) throw new AppError(409, errorMessages.apiKeyRevoked);
        if (at >= row.expiresAt) throw new AppError(409, errorMessages.apiKeyExpired);
        const before = toApiKey(row);
        const expiresAt =
          body.expiresInDays === undefined ? undefined : new Date(at.getTime() + body.expiresInDays * dayMs);
        const changes = {
          ...(body.name !== undefined && body.name !== row.name && { name: body.name }),
          ...(body.scopes && !sameItems(body.scopes, row.scopes) && { scopes: body.scopes }),
          ...(body.allowedAddresses &&
            !sameItems(body.allowedAddresses, row.allowedAddresses) && { allowedAddresses: body.allowedAddresses }),
          ...(expiresAt && expiresAt.getTime() !== row.expiresAt.getTime() && { expiresAt }),
        };
        if (Object.keys(changes).length === 0) return before;
        await apiKeysRepository(tx).update(id, changes);
        const key = toApiKey(await owned(owner, id, tx));
        await audit.record(tx, {
          actorUserId: actor.userId,
          action: 'apiKey.changed',
          targetType: 'apiKey',
          targetId: String(id),
          before: auditedOf(before),
          after: auditedOf(key),
        });
        return key;
      });
    },

    /**
     * Warns each live key's maker 30, 7 and 1 days before the key expires (a scheduled job): the nearest threshold
     * reached, once per threshold and key, so a key made with 5 days left gets the 7-day warning only, and a run
     * after days without one skips the thresholds already passed. The mark and the notification share a transaction:
     * a crash between them loses both, and the next run tells it. Answers how many were told.
     */
    async warnExpiring(): Promise<number> {
      const at = now();
      const farthest = Math.max(...apiKeyExpiryWarningDays);
      const expiring = await keys.expiringBetween(at, new Date(at.getTime() + farthest * dayMs));
      let told = 0;
      for (const key of expiring) {
        const daysLeft = (key.expiresAt.getTime() - at.getTime()) / dayMs;
        const days = Math.min(...apiKeyExpiryWarningDays.filter((threshold) => daysLeft <= threshold));
        if (key.expiryWarnedDays !== null && key.expiryWarnedDays <= days) continue;
        const warned = await db.transaction(async (tx) => {
          if (!(await apiKeysRepository(tx).claimExpiryWarning(key.id, key.expiresAt, days))) return false;
          await notify(tx, {
            userId: key.userId,
            kind: 'apiKeyExpiring',
            subject: `apiKey:${key.id}`,
            params: {
              keyId: key.id,
              kind: key.kind,
              name: key.name,
              hint: hintOf(key.publicId),
              days,
              expiresAt: key.expiresAt.toISOString(),
            },
          });
          return true;
        });
        if (warned) told += 1;
      }
      return told;
    },

    /** Revokes a key with every secret it has; revoking a revoked key changes nothing and answers it as it is. */
    async revoke(actor: AuthenticatedSession, owner: ApiKeyOwner, id: number): Promise<ApiKey> {
      return db.transaction(async (tx) => {
        const before = await owned(owner, id, tx);
        if (!(await apiKeysRepository(tx).revoke(id, now()))) return toApiKey(before);
        const key = toApiKey(await owned(owner, id, tx));
        await audit.record(tx, {
          actorUserId: actor.userId,
          action: 'apiKey.revoked',
          targetType: 'apiKey',
          targetId: String(id),
          before: auditedOf(toApiKey(before)),
          after: auditedOf(key),
        });
        return key;
      });
    },
  };
}
