import { errorMessages, routes } from '@orbit/contract';
import type { BlockingOrder, TemporaryUnblockRequest } from '@orbit/contract';
import { limits } from '@orbit/domain';
import { mockBlockedOrders, mockBlockingOrders, mockNow, mockUnblockRequests } from '../fixtures/client-area.ts';
import { mockError, mockRoute } from '../respond.ts';

export interface BlockingHandlerOptions {
  /** `blocked` answers an account-wide order (the red banner); `clear` only a finished licence order. */
  account?: 'clear' | 'blocked';
  mayRequestUnblock?: boolean;
}

/** Blocking orders and temporary unblock requests; a granted request lasts as long as the handlers. */
export function blockingHandlers({
  account = 'clear',
  mayRequestUnblock = account === 'blocked',
}: BlockingHandlerOptions = {}) {
  const orders: BlockingOrder[] = account === 'blocked' ? mockBlockedOrders : mockBlockingOrders;
  const requests: TemporaryUnblockRequest[] = account === 'blocked' ? [...mockUnblockRequests] : [];
  return [
    mockRoute(routes.blockingOrders, () => ({ results: orders, mayRequestUnblock })),
    mockRoute(routes.temporaryUnblockRequests, () => ({ results: requests })),
    mockRoute(routes.createTemporaryUnblockRequest, () => {
      if (!mayRequestUnblock) return mockError(403, errorMessages.unblockNotAllowed);
      if (!orders.some((order) => order.licenseKey === null && order.revokedAt === null)) {
        return mockError(409, errorMessages.accountNotBlocked);
      }
      if (requests.some((request) => Date.parse(request.expiresAt) > Date.parse(mockNow)))
        return mockError(409, errorMessages.unblockUnderReview);
      const createdAt = Date.parse(mockNow);
      const request = {
        id: 100 + requests.length,
        createdAt: new Date(createdAt).toISOString(),
        expiresAt: new Date(createdAt + limits.temporaryUnblockDays * 86_400_000).toISOString(),
        archivedAt: null,
      };
      requests.unshift(request);
      return { data: request };
    }),
  ];
}
