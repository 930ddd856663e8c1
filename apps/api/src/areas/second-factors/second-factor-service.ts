import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { errorMessages } from '@orbit/contract';
import type {
  RecoveryCodes,
  RemoveTotpRequest,
  SecondFactorMethod,
  SecondFactorStatus,
  TotpEnrolment,
} from '@orbit/contract';
import { normaliseRecoveryCode, recoveryCodeCount, totpDigits } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { secondFactorsRepository } from './second-factors-repository.ts';
import { usersRepository } from '../identity/index.ts';
import type { RateLimit, RateLimiter } from '../identity/index.ts';
import { verifyPassword } from '../../shared/passwords.ts';
import { securityActions } from '../audit/index.ts';
import type { SecurityEvents } from '../audit/index.ts';
import { hashToken } from '../../shared/tokens.ts';
import type { Notify } from '../notifications/index.ts';

/** RFC 6238's defaults, the only ones every authenticator app honours. */
const totpSettings = { algorithm: 'SHA1', digits: totpDigits, period: 30 } as const;
/** A code of the step before or after the server's is accepted too (clock drift, a code typed as it changed). */
const stepTolerance = 1;
/** 160 bits, the HMAC-SHA1 key length RFC 4226 recommends. */
const secretBytes = 20;
/** No 0/o, 1/l/i: a code read from paper is typed without doubt. 10 characters of 31 carry about 50 bits. */
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const recoveryCodeLength = 10;

/** The time step of a code the secret made within the tolerance around `at`, or null when it made none. */
function matchingStep(secret: string, code: string, at: Date): number | null {
  const timestamp = at.getTime();
  const delta = TOTP.validate({
    ...totpSettings,
    secret: Secret.fromBase32(secret),
    token: code,
    timestamp,
    window: stepTolerance,
  });
  return delta === null ? null : TOTP.counter({ period: totpSettings.period, timestamp }) + delta;
}

/** A recovery code as shown: ten characters in two groups of five. */
function newRecoveryCode(): string {
  const characters = Array.from(
    { length: recoveryCodeLength },
    () => recoveryAlphabet[randomInt(recoveryAlphabet.length)],
  );
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

/** Recovery codes carry about 50 random bits each, so a fast hash keeps them as safe as a slow one would. */
const hashRecoveryCode = (code: string) => hashToken(normaliseRecoveryCode(code));

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;

/**
 * A user's second factors (ADR 0056): an authenticator app (TOTP, RFC 6238) enrolled by a first valid code, with ten
 * recovery codes, and removed with one of its codes or the password. A code is accepted once: its time step must
 * be later than the last accepted one.
 */
export function createSecondFactorService(deps: {
  db: Database;
  now: Clock;
  /** The name authenticator apps show beside the account. */
  issuer: string;
  /** Removal attempts per user, so a borrowed session cannot guess the password or a code. */
  removalLimit: RateLimit;
  rateLimiter: RateLimiter;
  securityEvents: SecurityEvents;
  notify: Notify;
}) {
  const { db, now, issuer, removalLimit, rateLimiter, securityEvents, notify } = deps;
  const factors = secondFactorsRepository(db);

  const userEvent = (userId: number, ip: string) => ({
    actorUserId: userId,
    targetType: 'user' as const,
    targetId: String(userId),
    ip,
  });

  /** Accepts an enrolled app's code once; false for a wrong code, a replayed one, or no enrolled app. */
  async function acceptTotpCode(userId: number, code: string): Promise<boolean> {
    const factor = await factors.findTotp(userId);
    if (!factor?.confirmedAt) return false;
    const step = matchingStep(factor.secret, code, now());
    return step !== null && factors.acceptStep(userId, step);
  }

  return {
    async status(userId: number): Promise<SecondFactorStatus> {
      const factor = await factors.findTotp(userId);
      return {
        totp: factor?.confirmedAt ? { enrolledAt: factor.confirmedAt.toISOString() } : null,
        recoveryCodesLeft: factor?.confirmedAt ? await factors.recoveryCodesLeft(userId) : 0,
      };
    },

    /** The methods a sign-in's second step may use; empty for an account with no second factor. */
    methodsOf(userId: number): Promise<SecondFactorMethod[]> {
      return factors.methodsOf(userId);
    },

    /** A new secret, answered this once; the app counts as enrolled only once `confirmTotp` saw its first code. */
    async startTotp(userId: number, email: string): Promise<TotpEnrolment> {
      const existing = await factors.findTotp(userId);
      if (existing?.confirmedAt) throw new AppError(409, errorMessages.totpAlreadyEnrolled);
      const secret = new Secret({ size: secretBytes });
      await factors.startTotp(userId, secret.base32, now());
      const totp = new TOTP({ ...totpSettings, issuer, label: email, secret });
      return { secret: secret.base32, uri: totp.toString() };
    },

    /** Enrols the app whose code this is and answers new recovery codes, shown this once. */
    async confirmTotp(userId: number, code: string, ip: string): Promise<RecoveryCodes> {
      const factor = await factors.findTotp(userId);
      if (!factor) throw new AppError(409, errorMessages.totpEnrolmentNotStarted);
      if (factor.confirmedAt) throw new AppError(409, errorMessages.totpAlreadyEnrolled);
      const at = now();
      const step = matchingStep(factor.secret, code, at);
      const recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
      const enrolled = await db.transaction(async (tx) => {
        const repository = secondFactorsRepository(tx);
        if (step === null || !(await repository.acceptStep(userId, step, at))) return false;
        await repository.replaceRecoveryCodes(userId, recoveryCodes.map(hashRecoveryCode));
        await securityEvents.record(
          { action: securityActions.secondFactorEnrolled, ...userEvent(userId, ip), details: { method: 'totp' } },
          tx,
        );
        await notify(tx, {
          userId,
          kind: 'secondFactorChanged',
          subject: 'secondFactor',
          params: { change: 'totpOn' },
        });
        return true;
      });
      if (!enrolled) {
        // 400, not 401: the session is fine; the form shows the message beside the code.
        throw new AppError(400, errorMessages.wrongSecondFactorCode, { code: errorMessages.wrongSecondFactorCode });
      }
      return { recoveryCodes };
    },

    /** Removes the app and its recovery codes, given one of its codes or the account's password. */
    async removeTotp(userId: number, proof: RemoveTotpRequest, ip: string): Promise<void> {
      if (!(await rateLimiter.hit(`second-factor-removal:user:${userId}`, removalLimit))) {
        throw new AppError(429, errorMessages.tooManyAttempts);
      }
      const factor = await factors.findTotp(userId);
      if (!factor?.confirmedAt) throw new AppError(409, errorMessages.totpNotEnrolled);
      if (proof.password !== undefined) {
        const passwordHash = await usersRepository(db).findPasswordHash(userId);
        if (!(await verifyPassword(passwordHash, proof.password))) {
          throw new AppError(400, errorMessages.wrongCurrentPassword, { password: errorMessages.wrongCurrentPassword });
        }
      } else if (!(await acceptTotpCode(userId, proof.code ?? ''))) {
        await securityEvents.record({
          action: securityActions.secondFactorFailed,
          ...userEvent(userId, ip),
          details: { method: 'totp', during: 'removal' },
        });
        throw new AppError(400, errorMessages.wrongSecondFactorCode, { code: errorMessages.wrongSecondFactorCode });
      }
      await db.transaction(async (tx) => {
        await secondFactorsRepository(tx).removeTotp(userId);
        await securityEvents.record(
          {
            action: securityActions.secondFactorRemoved,
            ...userEvent(userId, ip),
            details: { method: 'totp', provedWith: proof.password !== undefined ? 'password' : 'code' },
          },
          tx,
        );
        await notify(tx, {
          userId,
          kind: 'secondFactorChanged',
          subject: 'secondFactor',
          params: { change: 'totpOff' },
        });
      });
    },

    /**
     * Checks a sign-in's second step and uses the code up; a used recovery code is recorded with how many are left.
     * Answers whether it was right.
     */
    async verify(userId: number, method: SecondFactorMethod, code: string, ip: string): Promise<boolean> {
      if (method === 'totp') return acceptTotpCode(userId, code);
      if (!(await factors.useRecoveryCode(userId, hashRecoveryCode(code), now()))) return false;
      await securityEvents.record({
        action: securityActions.recoveryCodeUsed,
        ...userEvent(userId, ip),
        details: { recoveryCodesLeft: await factors.recoveryCodesLeft(userId) },
      });
      return true;
    },
  };
}
