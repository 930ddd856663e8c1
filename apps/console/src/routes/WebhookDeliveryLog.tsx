import { useWebhookDeliveries, type WebhookOwner } from '@orbit/api-client';
import type { ResendWebhookBody, WebhookEndpoint } from '@orbit/contract';
import { WebhookDeliveryLogDialog } from '@orbit/ui';

interface WebhookDeliveryLogProps {
  whose: WebhookOwner;
  endpoint: WebhookEndpoint;
  onClose: () => void;
  onResend: (body: ResendWebhookBody) => Promise<{ queued: number }>;
  disabled: boolean;
  timeZone: string | undefined;
}

/** One endpoint's delivery log, a page at a time, asked for when it opens. */
export function WebhookDeliveryLog({
  whose,
  endpoint,
  onClose,
  onResend,
  disabled,
  timeZone,
}: WebhookDeliveryLogProps) {
  const deliveries = useWebhookDeliveries(whose, endpoint.id);
  return (
    <WebhookDeliveryLogDialog
      endpoint={endpoint}
      deliveries={deliveries.data?.pages.flatMap((page) => page.results)}
      loadError={deliveries.isError}
      onRetry={() => void deliveries.refetch()}
      hasMore={deliveries.hasNextPage}
      loadingMore={deliveries.isFetchingNextPage}
      onLoadMore={() => void deliveries.fetchNextPage()}
      onResend={onResend}
      onClose={onClose}
      disabled={disabled}
      timeZone={timeZone}
    />
  );
}
