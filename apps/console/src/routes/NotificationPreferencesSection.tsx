import { useNotificationPreferences, useSetNotificationPreferences } from '@orbit/api-client';
import { useTranslation } from '@orbit/i18n';
import { NotificationPreferencesCard, useOnline } from '@orbit/ui';
import { describeError } from '../errors.ts';

/**
 * The profile's notification preferences (ADR 0080), with their calls. The profile downloads this after its first
 * render, with the notification centre's texts (ADR 0083): the card is below the others.
 */
export function NotificationPreferencesSection() {
  const { t } = useTranslation();
  const online = useOnline();
  const preferences = useNotificationPreferences();
  const save = useSetNotificationPreferences();
  return (
    <NotificationPreferencesCard
      preferences={preferences.data}
      loading={preferences.isPending}
      error={preferences.isError}
      onRetry={() => void preferences.refetch()}
      onSave={(choices) =>
        save.mutateAsync(choices).catch((error: unknown) => {
          throw new Error(describeError(error, t));
        })
      }
      disabled={!online}
    />
  );
}
