import { z } from 'zod';

/** The one error shape every non-ok answer carries. `errors` maps a field path (`email`, `address.city`) to its message. */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Fixed messages the server and the screens both know by value. */
export const errorMessages = {
  invalidInput: 'Invalid input',
  unauthenticated: 'Authentication required',
  forbidden: 'Forbidden',
  notFound: 'Entity Not Found',
  invalidCredentials: 'Wrong email or password',
  tooManyAttempts: 'Too many attempts, try again later',
  crossSite: 'Cross-site request rejected',
  payloadTooLarge: 'Request body is too large',
  internal: 'An internal server error occurred',
  emailTaken: 'E-mail already registered',
  invalidToken: 'Invalid or expired token',
  unblockUnderReview: 'there is already an unblock request under review',
  unblockNotAllowed: 'You may not request a temporary unblock',
  accountNotBlocked: 'The account is not blocked',
  idempotencyKeyReused: 'This Idempotency-Key was already used for another request',
  notIssuer: 'Coins can only be inserted in your own name',
  licenseOfAnotherUser: 'The licence belongs to another user',
  licenseRevoked: 'The licence is revoked',
  licenseAlreadyUnlimited: 'The licence is already unlimited',
  licenseNotUnlimited: 'Only an unlimited licence can be made offline',
  licenseAlreadyOffline: 'The licence is already offline',
  labelTaken: 'The client already has a licence with this label',
  blockingOrderFinished: 'The blocking order is already finished',
  accountDisabled: 'This account is disabled',
  commonPassword: 'This password is too common; choose another',
  wrongCurrentPassword: 'The current password is wrong',
  staffEditAdminOnly: 'Only an admin changes staff accounts',
  clientWalletsOnly: 'Coins go only into client wallets',
  ownWallet: 'Nobody inserts coins into their own wallet',
  ownAccount: 'An admin cannot disable their own account',
  signOutNeedsFetch: 'Sign out from the console (GET sign-out answers only same-origin fetch calls)',
} as const;
