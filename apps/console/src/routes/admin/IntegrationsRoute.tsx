import { useOutletContext } from 'react-router-dom';
import { useAdminApiKeys, useAdminCreateApiKey, useAdminRevokeApiKey, useAdminRollApiKey } from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { useTranslation } from '@orbit/i18n';
import { IntegrationsScreen, useOnline } from '@orbit/ui';
import { keyCallError, keysLoadError } from '../apiKeyCalls.ts';
import { scopeMayCall } from '../scopeMayCall.ts';

/**
 * /dash/admin/integrations (ADR 0094): the business's API keys, for admins, who make, roll and revoke them; other
 * staff read nothing here, as the server refuses them. The webhook endpoints join this page when they exist.
 */
export function IntegrationsRoute() {
  const { t } = useTranslation();
  const online = useOnline();
  const viewer = useOutletContext<CurrentUser>();
  const mayManage = scopeMayCall(viewer.scope, 'adminApiKeys');
  const keys = useAdminApiKeys({ enabled: mayManage });
  const create = useAdminCreateApiKey();
  const roll = useAdminRollApiKey();
  const revoke = useAdminRevokeApiKey();
  const explained = <Result,>(promise: Promise<Result>) =>
    promise.catch((error: unknown) => {
      throw keyCallError(error, t);
    });

  return (
    <IntegrationsScreen
      apiKeys={{
        keys: keys.data?.results,
        loadError: !mayManage ? 'forbidden' : keys.isError ? keysLoadError(keys.error) : undefined,
        onRetry: () => void keys.refetch(),
        ...(mayManage && {
          onCreate: (body) => explained(create.mutateAsync(body)),
          onRoll: (key, overlapHours) => explained(roll.mutateAsync({ id: key.id, overlapHours })),
          onRevoke: (key) => explained(revoke.mutateAsync(key.id)),
        }),
        disabled: !online,
        timeZone: viewer.timezone || undefined,
      }}
    />
  );
}
