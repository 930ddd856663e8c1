/** docs/domain.md#records-and-fields: reasons staff give when blocking, and the codes shown to clients. */
export const blockReasons = [
  'insufficient-coin-balance',
  'pending-part-devolution',
  'financial-debt',
  'pending-agreement',
  'owner-request',
] as const;
export type BlockReason = (typeof blockReasons)[number];

export const blockReasonCodes: Record<BlockReason, number> = {
  'insufficient-coin-balance': 2,
  'pending-part-devolution': 3,
  'financial-debt': 4,
  'pending-agreement': 5,
  'owner-request': 6,
};

/** The reason behind a code, or undefined for a code that is displayed as it is. */
export function blockReasonForCode(code: number): BlockReason | undefined {
  return blockReasons.find((reason) => blockReasonCodes[reason] === code);
}

export interface BlockingOrderLike {
  licenseKey: string | null;
  revokedAt: string | null;
}

export interface UnblockRequestLike {
  createdAt: string;
  expiresAt: string;
  archivedAt: string | null;
}

/** Active means neither archived nor expired. */
export function isUnblockRequestActive(request: UnblockRequestLike, now: Date): boolean {
  return request.archivedAt === null && new Date(request.expiresAt).getTime() > now.getTime();
}

/** The newest request by creation date. */
export function latestUnblockRequest<T extends UnblockRequestLike>(requests: readonly T[]): T | undefined {
  return requests.reduce<T | undefined>(
    (latest, request) => (!latest || request.createdAt > latest.createdAt ? request : latest),
    undefined,
  );
}

export type BlockingBanner =
  | { kind: 'none' }
  | { kind: 'blocked'; canRequestUnblock: boolean }
  | { kind: 'temporarilyUnblocked'; expiresAt: string };

/**
 * docs/domain.md#states-and-transitions: red when an open order blocks the whole account and no request is active; amber while the latest
 * request is active; otherwise nothing. The request button shows only when the client may request and the
 * latest request's expiry is not in the future.
 */
export function blockingBanner(
  orders: readonly BlockingOrderLike[],
  requests: readonly UnblockRequestLike[],
  mayRequestUnblock: boolean,
  now: Date,
): BlockingBanner {
  const latest = latestUnblockRequest(requests);
  if (latest && isUnblockRequestActive(latest, now))
    return { kind: 'temporarilyUnblocked', expiresAt: latest.expiresAt };
  const openOrders = orders.filter((order) => order.revokedAt === null);
  const accountBlocked = openOrders.some((order) => order.licenseKey === null);
  if (!accountBlocked) return { kind: 'none' };
  const latestExpiryPassed = !latest || new Date(latest.expiresAt).getTime() <= now.getTime();
  const anyActive = requests.some((request) => isUnblockRequestActive(request, now));
  return { kind: 'blocked', canRequestUnblock: mayRequestUnblock && latestExpiryPassed && !anyActive };
}
