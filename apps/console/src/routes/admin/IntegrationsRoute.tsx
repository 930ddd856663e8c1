import { useOutletContext } from 'react-router-dom';
import { useAdminApiKeys, useAdminCreateApiKey, useAdminRevokeApiKey, useAdminRollApiKey } from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { loadCatalogueArea, useTranslation } from '@orbit/i18n';
import { deferredModule, IntegrationsScreen, useOnline } from '@orbit/ui';
import { keyCallError, keysLoadError } from '../apiKeyCalls.ts';
import { scopeMayCall } from '../scopeMayCall.ts';

/** The webhook endpoints, below the keys, with their texts: fetched after the page's first render (ADR 0097). */
const webhooks = deferredModule(
  async () => (await Promise.all([import('../WebhookEndpointsSection.tsx'), loadCatalogueArea('webhooks')]))[0],
);

/**
 * /dash/admin/integrations (ADR 0094, 0097): the business's API keys and webhook endpoints, for admins, who make,
 * roll and revoke keys and manage endpoints and their delivery logs; other staff read nothing here, as the server
 * refuses them.
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
  const later = webhooks.useModule();
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
      webhookEndpoints={
        later && (
          <later.WebhookEndpointsSection
            whose="business"
            mayManage={scopeMayCall(viewer.scope, 'adminWebhookEndpoints')}
            timeZone={viewer.timezone}
          />
        )
      }
    />
  );
}
