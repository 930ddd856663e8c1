import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useResendWebhook,
  useTestWebhook,
  useUpdateWebhookEndpoint,
  useWebhookEndpoints,
  type WebhookOwner,
} from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { useTranslation } from '@orbit/i18n';
import { deferredModule, useOnline, WebhookEndpointsCard } from '@orbit/ui';
import { webhookCallError, webhooksLoadError } from './webhookCalls.ts';

/** The delivery log and its dialog: fetched once the card has rendered, as it opens on request only (ADR 0097). */
const deliveryLog = deferredModule(() => import('./WebhookDeliveryLog.tsx'));

interface Props {
  /** The business's endpoints (admins) or the signed-in person's own account's. */
  whose: WebhookOwner;
  /** The server would answer the viewer (`scopeMayCall`); without it no call is made and the card says why. */
  mayManage?: boolean;
  /** The viewer's time zone; the browser's when empty. */
  timeZone: string;
}

/**
 * The webhook endpoints with their calls (ADR 0093, 0097): the business's on the integrations page, one's own on
 * the profile, with the same hooks (`whose`); both pages fetch this and its texts (`webhooks`) after their first
 * render. The delivery log loads its pages only while it is open.
 */
export function WebhookEndpointsSection({ whose, mayManage = true, timeZone }: Props) {
  const { t } = useTranslation();
  const online = useOnline();
  const endpoints = useWebhookEndpoints(whose, { enabled: mayManage });
  const create = useCreateWebhookEndpoint(whose);
  const update = useUpdateWebhookEndpoint(whose);
  const remove = useDeleteWebhookEndpoint(whose);
  const test = useTestWebhook(whose);
  const resend = useResendWebhook(whose);
  const explained = <Result,>(promise: Promise<Result>) =>
    promise.catch((error: unknown) => {
      throw webhookCallError(error, t);
    });
  const zone = timeZone || undefined;
  const log = deliveryLog.useModule();

  return (
    <WebhookEndpointsCard
      kind={whose === 'business' ? 'business' : 'account'}
      endpoints={endpoints.data?.results}
      loadError={!mayManage ? 'forbidden' : endpoints.isError ? webhooksLoadError(endpoints.error) : undefined}
      onRetry={() => void endpoints.refetch()}
      {...(mayManage && {
        onCreate: (body) => explained(create.mutateAsync(body)),
        onUpdate: (endpoint, changes) => explained(update.mutateAsync({ id: endpoint.id, body: changes })),
        onDelete: (endpoint) => explained(remove.mutateAsync(endpoint.id)),
        onTest: (endpoint) => explained(test.mutateAsync(endpoint.id)),
        onResend: (endpoint, body) => explained(resend.mutateAsync({ id: endpoint.id, body })),
        deliveryLog: (endpoint, close) =>
          log && (
            <log.WebhookDeliveryLog
              whose={whose}
              endpoint={endpoint}
              onClose={close}
              onResend={(body) => explained(resend.mutateAsync({ id: endpoint.id, body }))}
              disabled={!online}
              timeZone={zone}
            />
          ),
      })}
      disabled={!online}
      timeZone={zone}
    />
  );
}

/**
 * The profile's share: a client's own endpoints. A staff member's own account has no licences, machines or coins, so
 * no event would ever reach theirs; the business's are on the integrations page (ADR 0097).
 */
export function OwnWebhookEndpointsSection({ user }: { user: CurrentUser }) {
  return user.scope === 'user' ? <WebhookEndpointsSection whose="own" timeZone={user.timezone} /> : null;
}
