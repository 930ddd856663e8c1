import { errorMessages } from '@orbit/contract';
import type { PendingEmailChange } from '@orbit/contract';
import { limits } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { databaseErrorCode, pgErrorCodes } from '../../db/errors.ts';
import type { Mail } from '../../email/mailer.ts';
import type { OutgoingMail } from '../../email/outgoing-mail.ts';
import {
  emailChangeConfirmMail,
  emailChangedMail,
  emailChangeRequestedMail,
  languageOfCountry,
} from '../../email/templates.ts';
import { AppError } from '../../http/app-error.ts';
import {
  emailChangeTokensRepository,
  emailVerificationTokensRepository,
  passwordResetTokensRepository,
} from '../accounts/index.ts';
import type { EmailChangeToken } from '../accounts/index.ts';
import { usersRepository } from '../identity/index.ts';
import type { RateLimiter, SessionService } from '../identity/index.ts';
import type { CurrentPasswordCheck } from './current-password.ts';
import { securityActions } from '../audit/index.ts';
import type { SecurityEvents } from '../audit/index.ts';
import { hashToken, newToken } from '../../shared/tokens.ts';

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;

const linkMs = limits.emailChangeLinkHours * 3_600_000;

/** Who asks for a change of email: the account's owner, or staff on the client page. */
export interface EmailChangeRequester {
  userId: number;
  byStaff: boolean;
  ip: string;
}

/** The account a change concerns, as `findForEmailChange` reads it. */
interface ChangedAccount {
  id: number;
  name: string;
  email: string;
  countryAlpha2: string | null;
}

const invalidToken = () => new AppError(400, errorMessages.invalidToken, { token: errorMessages.invalidToken });
const emailTaken = () => new AppError(409, errorMessages.emailTaken, { email: errorMessages.emailTaken });

export function toPendingEmailChange(row: EmailChangeToken): PendingEmailChange {
  return {
    email: row.newEmail,
    requestedAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    // A staff member's account may have gone since (the column is then null): only staff ask for others.
    byStaff: row.requestedByUserId !== row.userId,
  };
}

/**
 * A change of email takes effect only when the new address confirms it by a mailed link (ADR 0055); the old address
 * is told at once and may cancel it. Until then sign-in and resets use the old address, so neither a borrowed
 * session nor a staff member can move an account to an address the owner never saw. Every mail of a change goes in
 * the language of the account's country, as the staff pages' mails always did.
 */
export function createEmailChangeService(deps: {
  db: Database;
  now: Clock;
  mails: OutgoingMail;
  publicUrl: string;
  checkCurrentPassword: CurrentPasswordCheck;
  rateLimiter: RateLimiter;
  /** Token checks from one client address per window, as for the other mailed links. */
  tokenChecks: { windowMinutes: number; perIp: number };
  sessions: Pick<SessionService, 'endAllOfUser'>;
  securityEvents: SecurityEvents;
}) {
  const { db, now, mails: outgoing, publicUrl, rateLimiter, tokenChecks, sessions, securityEvents } = deps;

  /** Queued with the change (ADR 0079): a mail server that is down delays the mails, never loses or undoes. */
  async function queueAll(tx: Database, mails: readonly Mail[]): Promise<void> {
    for (const mail of mails) await outgoing.queue(tx, mail);
  }

  async function limitTokenChecks(ip: string): Promise<void> {
    const withinLimit = await rateLimiter.hit(`email-change-token:ip:${ip}`, {
      limit: tokenChecks.perIp,
      windowMinutes: tokenChecks.windowMinutes,
    });
    if (!withinLimit) throw new AppError(429, errorMessages.tooManyAttempts);
  }

  /** The unused, unexpired token of a link, locked; anything else is the same 400, so links cannot be probed. */
  async function usableToken(tx: Database, token: string, purpose: EmailChangeToken['purpose']) {
    const row = await emailChangeTokensRepository(tx).findForUpdate(hashToken(token));
    if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt <= now()) throw invalidToken();
    return row;
  }

  /**
   * Inside the caller's transaction, with the account locked: replaces any change waiting with this one and queues
   * its two mails.
   */
  async function start(
    tx: Database,
    account: ChangedAccount,
    newEmail: string,
    requester: EmailChangeRequester,
  ): Promise<PendingEmailChange> {
    if (newEmail === account.email)
      throw new AppError(400, errorMessages.sameEmail, { email: errorMessages.sameEmail });
    const holder = await usersRepository(tx).findAccountByEmail(newEmail);
    if (holder && holder.id !== account.id) throw emailTaken();
    const tokens = emailChangeTokensRepository(tx);
    const createdAt = now();
    await tokens.retireUnusedOf(account.id, createdAt);
    const confirmToken = newToken();
    const cancelToken = newToken();
    const change = {
      userId: account.id,
      newEmail,
      requestedByUserId: requester.userId,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + linkMs),
    };
    await tokens.insert({
      ...change,
      confirmTokenHash: hashToken(confirmToken),
      cancelTokenHash: hashToken(cancelToken),
    });
    await securityEvents.record(
      {
        action: securityActions.emailChangeRequested,
        actorUserId: requester.userId,
        targetType: 'user',
        targetId: String(account.id),
        ip: requester.ip,
        details: { newEmail, byStaff: requester.byStaff },
      },
      tx,
    );
    const language = languageOfCountry(account.countryAlpha2);
    const link = (path: string, token: string) =>
      `${publicUrl}/email-change/${path}?token=${encodeURIComponent(token)}`;
    await queueAll(tx, [
      emailChangeConfirmMail(language, newEmail, account.name, link('confirm', confirmToken)),
      emailChangeRequestedMail(language, account.email, account.name, newEmail, link('cancel', cancelToken)),
    ]);
    return toPendingEmailChange({ ...change, tokenHash: '', purpose: 'confirm', usedAt: null });
  }

  return {
    /** The change of email waiting for the user's new address, if any. */
    async pendingOf(userId: number, transaction: Database = db): Promise<PendingEmailChange | null> {
      const row = await emailChangeTokensRepository(transaction).pendingOf(userId, now());
      return row ? toPendingEmailChange(row) : null;
    },

    /** The signed-in user asks for a new address; the current password proves it is them. */
    async requestOwn(input: {
      userId: number;
      email: string;
      currentPassword: string;
      ip: string;
    }): Promise<PendingEmailChange> {
      await deps.checkCurrentPassword(input.userId, input.currentPassword);
      return db.transaction(async (tx) => {
        const account = await usersRepository(tx).findForEmailChange(input.userId);
        if (!account || account.disabledAt) throw new AppError(401, errorMessages.unauthenticated);
        return start(tx, account, input.email, { userId: input.userId, byStaff: false, ip: input.ip });
      });
    },

    /**
     * Staff ask for a client's new address from the client page, inside the edit's own transaction (the account is
     * locked there); its mails are queued with it.
     */
    async requestByStaff(
      tx: Database,
      account: ChangedAccount,
      newEmail: string,
      requester: Omit<EmailChangeRequester, 'byStaff'>,
    ): Promise<void> {
      await start(tx, account, newEmail, { ...requester, byStaff: true });
    },

    /** The signed-in user withdraws their change; nothing waiting is no error. */
    async cancelOwn(userId: number, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await emailChangeTokensRepository(tx).retireUnusedOf(userId, now()))) return;
        await securityEvents.record(
          {
            action: securityActions.emailChangeCancelled,
            actorUserId: userId,
            targetType: 'user',
            targetId: String(userId),
            ip,
            details: { by: 'profile' },
          },
          tx,
        );
      });
    },

    /** The old address's link cancels the change waiting. */
    async cancel(input: { token: string; ip: string }): Promise<void> {
      await limitTokenChecks(input.ip);
      await db.transaction(async (tx) => {
        const row = await usableToken(tx, input.token, 'cancel');
        await emailChangeTokensRepository(tx).retireUnusedOf(row.userId, now());
        await securityEvents.record(
          {
            action: securityActions.emailChangeCancelled,
            actorUserId: null,
            targetType: 'user',
            targetId: String(row.userId),
            ip: input.ip,
            details: { by: 'link', newEmail: row.newEmail },
          },
          tx,
        );
      });
    },

    /**
     * The new address's link makes it the account's email, verified. Links mailed to the old address (resets,
     * verification, the cancel link) stop working and every other session of the user ends, as a staff change of
     * email always did; the session the link was opened in stays when it is the user's own.
     */
    async confirm(input: { token: string; ip: string; currentSessionToken: string | undefined }): Promise<void> {
      await limitTokenChecks(input.ip);
      try {
        await db.transaction(async (tx) => {
          const row = await usableToken(tx, input.token, 'confirm');
          const users = usersRepository(tx);
          const account = await users.findForEmailChange(row.userId);
          if (!account || account.disabledAt) throw invalidToken();
          const at = now();
          await emailChangeTokensRepository(tx).retireUnusedOf(account.id, at);
          await users.updateConfirmedEmail(account.id, row.newEmail, at);
          await passwordResetTokensRepository(tx).retireUnusedOf(account.id, at);
          await emailVerificationTokensRepository(tx).retireUnusedOf(account.id, at);
          const ended = await sessions.endAllOfUser(account.id, input.currentSessionToken, tx);
          await securityEvents.record(
            {
              action: securityActions.emailChanged,
              actorUserId: row.requestedByUserId,
              targetType: 'user',
              targetId: String(account.id),
              ip: input.ip,
              details: { from: account.email, to: row.newEmail, sessionsEnded: ended },
            },
            tx,
          );
          await outgoing.queue(
            tx,
            emailChangedMail(languageOfCountry(account.countryAlpha2), account.email, account.name, row.newEmail),
          );
        });
      } catch (error) {
        // Another account took the address while this change waited: the unique index decides.
        if (databaseErrorCode(error) === pgErrorCodes.uniqueViolation) throw emailTaken();
        throw error;
      }
    },
  };
}
