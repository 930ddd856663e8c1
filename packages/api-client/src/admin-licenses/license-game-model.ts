import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameModel } from '@orbit/domain';
import { apiRequest } from '../client.ts';
import { adminClientQueryKey } from './admin-user-licenses.ts';

/** PATCH /api/admin/users/license/{licenseKey}/gamemodel — switches a licence's game model (admin, supervisor). */
export function changeLicenseGameModel({ licenseKey, gameModel }: { licenseKey: string; gameModel: GameModel }) {
  return apiRequest('adminLicenseGameModel', { params: { licenseKey }, body: { gameModel } });
}

/** Switches the model and refreshes the owner's licences and what they can obtain (scenarios are per model). */
export function useChangeLicenseGameModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeLicenseGameModel,
    onSuccess: (license) => queryClient.invalidateQueries({ queryKey: adminClientQueryKey(license.userId) }),
  });
}
