import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { errorMessages } from '@orbit/contract';
import type {
  AuthenticationResponse,
  Passkey,
  PasskeyAuthenticationOptions,
  PasskeyRegistrationOptions,
  RegisterPasskeyRequest,
} from '@orbit/contract';
import type { Clock } from '../../clock.ts';
import type { WebAuthnRelyingParty } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { passkeysRepository } from './passkeys-repository.ts';
import type { PasskeyRow } from './passkeys-repository.ts';
import type { RateLimit, RateLimiter } from '../identity/index.ts';
import { securityActions } from '../audit/index.ts';
import type { SecurityEvents } from '../audit/index.ts';
import { hashToken } from '../../shared/tokens.ts';
import type { Notify } from '../notifications/index.ts';

/** An account holds this many passkeys at most: enough for every device a person has, and a bound on the list. */
export const passkeysPerUser = 10;
/**
 * EdDSA, ES256 and RS256: what authenticators make today. SimpleWebAuthn also offers ML-DSA, whose checks rest on
 * Node's Web Crypto support that Node 24 still calls experimental.
 */
const supportedAlgorithmIDs = [-8, -7, -257];
/** How long the browser may take to make or use a passkey; the challenge lasts as long. */
const ceremonyMinutes = 5;

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  backedUp: row.backedUp,
});

/** The challenge a browser signed, as its client data says; undefined when the client data is not JSON with one. */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const clientData: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    if (typeof clientData !== 'object' || clientData === null || !('challenge' in clientData)) return undefined;
    const { challenge } = clientData;
    return typeof challenge === 'string' && challenge.length <= 512 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/** Why a passkey's answer was refused, for the security event; the caller answers without telling which. */
export type PasskeyRefusal = 'unknown credential' | 'other user' | 'challenge' | 'signature' | 'counter went back';

export type PasskeyCheck = { ok: true; passkey: PasskeyRow } | { ok: false; reason: PasskeyRefusal; userId?: number };

export type PasskeyService = ReturnType<typeof createPasskeyService>;

/**
 * A user's passkeys (WebAuthn with SimpleWebAuthn, ADR 0059): added from the profile with a challenge given to that
 * user, used as the second step of a sign-in or as a sign-in alone. Challenges are random, stored as SHA-256, live
 * five minutes and are used once; a passkey whose counter goes back is refused as a likely clone.
 */
export function createPasskeyService(deps: {
  db: Database;
  now: Clock;
  relyingParty: WebAuthnRelyingParty;
  /** Additions and removals per user, so a borrowed session cannot churn the list. */
  changeLimit: RateLimit;
  /** Options for a sign-in with a passkey alone per address, so nobody fills the challenges' table. */
  optionsLimit: RateLimit;
  rateLimiter: RateLimiter;
  securityEvents: SecurityEvents;
  notify: Notify;
}) {
  const { db, now, relyingParty, changeLimit, optionsLimit, rateLimiter, securityEvents, notify } = deps;
  const repository = passkeysRepository(db);
  const expiry = () => new Date(now().getTime() + ceremonyMinutes * 60_000);

  const userEvent = (userId: number, ip: string) => ({
    actorUserId: userId,
    targetType: 'user' as const,
    targetId: String(userId),
    ip,
  });

  async function limitChanges(userId: number): Promise<void> {
    if (!(await rateLimiter.hit(`passkey-changes:user:${userId}`, changeLimit))) {
      throw new AppError(429, errorMessages.tooManyAttempts);
    }
  }

  const service = {
    async list(userId: number): Promise<Passkey[]> {
      return (await repository.listOf(userId)).map(toPasskey);
    },

    /**
     * Options for adding a passkey: discoverable (so it can sign in alone), the user's own passkeys excluded, and
     * one random user handle (WebAuthn asks for one that names nobody) for all of them, so an authenticator keeps
     * one passkey per account. The handle waits with the challenge for the passkey it makes.
     */
    async registrationOptions(userId: number, email: string, displayName: string): Promise<PasskeyRegistrationOptions> {
      await limitChanges(userId);
      const existing = await repository.listOf(userId);
      if (existing.length >= passkeysPerUser) throw new AppError(409, errorMessages.tooManyPasskeys);
      const userHandle = existing[0]?.userHandle ?? isoBase64URL.fromBuffer(randomBytes(32));
      const options = await generateRegistrationOptions({
        rpName: relyingParty.name,
        rpID: relyingParty.id,
        userName: email,
        userDisplayName: displayName,
        userID: isoBase64URL.toBuffer(userHandle),
        timeout: ceremonyMinutes * 60_000,
        attestationType: 'none',
        excludeCredentials: existing.map((passkey) => ({
          id: passkey.credentialId,
          transports: passkey.transports,
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        supportedAlgorithmIDs,
      });
      await repository.insertChallenge(
        {
          challengeHash: hashToken(options.challenge),
          purpose: 'registration',
          userId,
          userHandle,
          expiresAt: expiry(),
        },
        now(),
      );
      return options as PasskeyRegistrationOptions;
    },

    /** Adds the passkey the browser made for a challenge given to this user; a security event records it. */
    async register(userId: number, request: RegisterPasskeyRequest, ip: string): Promise<Passkey> {
      const { response } = request;
      const name = request.name.trim();
      const refused = (detail: string) =>
        new AppError(400, errorMessages.passkeyRefused, { response: `${errorMessages.passkeyRefused}: ${detail}` });
      const challenge = challengeOf(response.response.clientDataJSON);
      const given = challenge
        ? await repository.consumeChallenge(hashToken(challenge), 'registration', userId, now())
        : undefined;
      if (!challenge || !given?.userHandle) {
        throw new AppError(400, errorMessages.passkeyChallengeExpired, {
          response: errorMessages.passkeyChallengeExpired,
        });
      }
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response: response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
          expectedChallenge: challenge,
          expectedOrigin: relyingParty.origins,
          expectedRPID: relyingParty.id,
          requireUserVerification: false,
          supportedAlgorithmIDs,
        });
      } catch (error) {
        throw refused(error instanceof Error ? error.message.slice(0, 200) : 'unreadable');
      }
      if (!verification.verified) throw refused('not verified');
      const { credential, credentialBackedUp } = verification.registrationInfo;
      const { userHandle } = given;
      const row = await db.transaction(async (tx) => {
        const passkeys = passkeysRepository(tx);
        if ((await passkeys.countOf(userId)) >= passkeysPerUser) throw new AppError(409, errorMessages.tooManyPasskeys);
        const inserted = await passkeys.insert({
          userId,
          credentialId: credential.id,
          publicKey: isoBase64URL.fromBuffer(credential.publicKey),
          userHandle,
          signCount: credential.counter,
          transports: (credential.transports ?? []).slice(0, 10),
          backedUp: credentialBackedUp,
          name,
          createdAt: now(),
        });
        if (!inserted) throw new AppError(409, errorMessages.passkeyAlreadyRegistered);
        await securityEvents.record(
          {
            action: securityActions.secondFactorEnrolled,
            ...userEvent(userId, ip),
            details: { method: 'passkey', passkeyId: inserted.id },
          },
          tx,
        );
        await notify(tx, {
          userId,
          kind: 'secondFactorChanged',
          subject: 'secondFactor',
          params: { change: 'passkeyAdded' },
        });
        return inserted;
      });
      return toPasskey(row);
    },

    async rename(userId: number, id: number, name: string): Promise<Passkey> {
      const row = await repository.rename(userId, id, name.trim());
      if (!row) throw new AppError(404, errorMessages.notFound);
      return toPasskey(row);
    },

    /** Removes one of the user's own passkeys; another user's is not found. A security event records it. */
    async remove(userId: number, id: number, ip: string): Promise<void> {
      await limitChanges(userId);
      await db.transaction(async (tx) => {
        const removed = await passkeysRepository(tx).remove(userId, id);
        if (!removed) throw new AppError(404, errorMessages.notFound);
        await securityEvents.record(
          {
            action: securityActions.secondFactorRemoved,
            ...userEvent(userId, ip),
            details: { method: 'passkey', passkeyId: id },
          },
          tx,
        );
        await notify(tx, {
          userId,
          kind: 'secondFactorChanged',
          subject: 'secondFactor',
          params: { change: 'passkeyRemoved' },
        });
      });
    },

    /** Options for a sign-in with a passkey alone: any discoverable passkey of this site, its user verified. */
    async signInOptions(ip: string): Promise<PasskeyAuthenticationOptions> {
      if (!(await rateLimiter.hit(`passkey-options:ip:${ip}`, optionsLimit))) {
        throw new AppError(429, errorMessages.tooManyAttempts);
      }
      const options = await generateAuthenticationOptions({
        rpID: relyingParty.id,
        timeout: ceremonyMinutes * 60_000,
        userVerification: 'required',
      });
      await repository.insertChallenge(
        { challengeHash: hashToken(options.challenge), purpose: 'sign-in', userId: null, expiresAt: expiry() },
        now(),
      );
      return options as PasskeyAuthenticationOptions;
    },

    /** Options for a pending sign-in's second step: the user's own passkeys; the challenge goes with that sign-in. */
    async secondStepOptions(
      userId: number,
      keepChallenge: (challengeHash: string) => Promise<boolean>,
    ): Promise<PasskeyAuthenticationOptions> {
      const existing = await repository.listOf(userId);
      const options = await generateAuthenticationOptions({
        rpID: relyingParty.id,
        timeout: ceremonyMinutes * 60_000,
        userVerification: 'preferred',
        allowCredentials: existing.map((passkey) => ({
          id: passkey.credentialId,
          transports: passkey.transports,
        })),
      });
      if (!(await keepChallenge(hashToken(options.challenge)))) {
        throw new AppError(401, errorMessages.signInStepExpired);
      }
      return options as PasskeyAuthenticationOptions;
    },

    /**
     * Options for a signed-in user to prove again who they are with one of their passkeys (ADR 0058): their own
     * passkeys only, and a challenge given to them, used once.
     */
    async reauthenticationOptions(userId: number): Promise<PasskeyAuthenticationOptions> {
      if (!(await rateLimiter.hit(`passkey-options:user:${userId}`, optionsLimit))) {
        throw new AppError(429, errorMessages.tooManyAttempts);
      }
      const existing = await repository.listOf(userId);
      const options = await generateAuthenticationOptions({
        rpID: relyingParty.id,
        timeout: ceremonyMinutes * 60_000,
        userVerification: 'preferred',
        allowCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
      });
      await repository.insertChallenge(
        { challengeHash: hashToken(options.challenge), purpose: 'reauthentication', userId, expiresAt: expiry() },
        now(),
      );
      return options as PasskeyAuthenticationOptions;
    },

    /** Whether an answer to `reauthenticationOptions` is right: one of the user's passkeys, on their challenge. */
    async verifyReauthentication(userId: number, response: AuthenticationResponse, ip: string): Promise<boolean> {
      const passkey = await repository.findByCredentialId(response.id);
      if (passkey?.userId !== userId) return false;
      const check = await service.verify(passkey, response, {
        consumeChallenge: async (challengeHash) =>
          (await repository.consumeChallenge(challengeHash, 'reauthentication', userId, now())) !== undefined,
        requireUserVerification: false,
        ip,
      });
      return check.ok;
    },

    /** The passkey an answer names, if any: who it claims to be, looked up before the answer is checked. */
    findCredential(response: AuthenticationResponse): Promise<PasskeyRow | undefined> {
      return repository.findByCredentialId(response.id);
    },

    /**
     * Checks a browser's answer for `passkey`: the challenge (used up by `consumeChallenge`), origin, relying party,
     * signature, user verification when asked, and a counter that moved on. A counter that went back is recorded as
     * a security event: the passkey may have been copied.
     */
    async verify(
      passkey: PasskeyRow,
      response: AuthenticationResponse,
      options: {
        consumeChallenge: (challengeHash: string) => Promise<boolean>;
        requireUserVerification: boolean;
        ip: string;
      },
    ): Promise<PasskeyCheck> {
      const challenge = challengeOf(response.response.clientDataJSON);
      if (!challenge || !(await options.consumeChallenge(hashToken(challenge)))) {
        return { ok: false, reason: 'challenge', userId: passkey.userId };
      }
      if (response.response.userHandle !== undefined && response.response.userHandle !== passkey.userHandle) {
        return { ok: false, reason: 'other user', userId: passkey.userId };
      }
      let newCounter: number;
      try {
        const verification = await verifyAuthenticationResponse({
          response: response as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
          expectedChallenge: challenge,
          expectedOrigin: relyingParty.origins,
          expectedRPID: relyingParty.id,
          // The counter is checked below, against the row, so a refusal can be told from a bad signature.
          credential: {
            id: passkey.credentialId,
            publicKey: isoBase64URL.toBuffer(passkey.publicKey),
            counter: 0,
            transports: passkey.transports,
          },
          requireUserVerification: options.requireUserVerification,
        });
        if (!verification.verified) return { ok: false, reason: 'signature', userId: passkey.userId };
        newCounter = verification.authenticationInfo.newCounter;
      } catch {
        return { ok: false, reason: 'signature', userId: passkey.userId };
      }
      if (!(await repository.recordUse(passkey.id, newCounter, now()))) {
        await securityEvents.record({
          action: securityActions.passkeyCounterWentBack,
          actorUserId: null,
          targetType: 'user',
          targetId: String(passkey.userId),
          ip: options.ip,
          details: { passkeyId: passkey.id, storedCounter: passkey.signCount, reportedCounter: newCounter },
        });
        return { ok: false, reason: 'counter went back', userId: passkey.userId };
      }
      return { ok: true, passkey };
    },
  };
  return service;
}
