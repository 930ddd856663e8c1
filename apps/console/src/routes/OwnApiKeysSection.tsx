import { useApiKeys, useCreateApiKey, useRevokeApiKey, useRollApiKey } from '@orbit/api-client';
import { useTranslation } from '@orbit/i18n';
import { ApiKeysCard, useOnline } from '@orbit/ui';
import { keyCallError, keysLoadError } from './apiKeyCalls.ts';

/**
 * The profile's own API keys (ADR 0092, 0094): the signed-in person's keys for their own account, with their calls.
 * The profile downloads this and its texts after its first render: the card is below the others, and the profile's
 * first download stays as it was.
 */
export function OwnApiKeysSection({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const online = useOnline();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const roll = useRollApiKey();
  const revoke = useRevokeApiKey();
  const explained = <Result,>(promise: Promise<Result>) =>
    promise.catch((error: unknown) => {
      throw keyCallError(error, t);
    });
  return (
    <ApiKeysCard
      kind="account"
      keys={keys.data?.results}
      loadError={keys.isError ? keysLoadError(keys.error) : undefined}
      onRetry={() => void keys.refetch()}
      onCreate={(body) => explained(create.mutateAsync(body))}
      onRoll={(key, overlapHours) => explained(roll.mutateAsync({ id: key.id, overlapHours }))}
      onRevoke={(key) => explained(revoke.mutateAsync(key.id))}
      disabled={!online}
      timeZone={timeZone || undefined}
    />
  );
}
