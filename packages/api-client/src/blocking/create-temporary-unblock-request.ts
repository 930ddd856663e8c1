import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

/** POST /api/temporary-unblock-requests — asks for 7 days unblocked; 409 while a request is under review. */
export function createTemporaryUnblockRequest() {
  return apiRequest('createTemporaryUnblockRequest');
}

/** The page reloads after a successful request (docs/domain.md#states-and-transitions), so nothing is invalidated here. */
export function useCreateTemporaryUnblockRequest() {
  return useMutation({ mutationFn: createTemporaryUnblockRequest });
}
