import { useOutletContext } from 'react-router-dom';
import type { CurrentUser } from '@orbit/contract';
import {
  useAddPasskey,
  useCancelOwnEmailChange,
  useChangePassword,
  useConfirmTotpEnrolment,
  useEndOtherOwnSessions,
  useEndOwnSession,
  useOwnEmailChange,
  useOwnSessions,
  usePasskeys,
  useRemovePasskey,
  useRemoveTotp,
  useRequestEmailChange,
  useSecondFactors,
  useStartTotpEnrolment,
} from '@orbit/api-client';
import { loadCatalogueArea, useTranslation } from '@orbit/i18n';
import { deferredModule, ProfileScreen, useOnline } from '@orbit/ui';
import { describeError } from '../errors.ts';
import { ceremonyCancelled, createPasskey, passkeysSupported, suggestedPasskeyName } from '../passkeys.ts';

/**
 * The notification preferences card (ADR 0083), the person's own API keys (ADR 0094) and webhook endpoints (ADR 0097),
 * with their texts, fetched together after the profile's first render: all are below the other cards.
 */
const laterSections = deferredModule(
  async () =>
    (
      await Promise.all([
        import('./profileLaterSections.ts'),
        loadCatalogueArea('notifications'),
        loadCatalogueArea('apiKeys'),
        loadCatalogueArea('webhooks'),
      ])
    )[0],
);

/**
 * /dash/me: the signed-in person's profile, from the current user the shell already holds; their password, their
 * email with the change waiting for confirmation, their sessions (ADR 0021, ADR 0055), two-step verification
 * (ADR 0056), passkeys (ADR 0059), own API keys (ADR 0094), a client's own webhook endpoints (ADR 0097) and
 * notification preferences (ADR 0080). An admin or supervisor the installation requires it of is sent here first.
 */
export function ProfileRoute() {
  const { t } = useTranslation();
  const online = useOnline();
  const user = useOutletContext<CurrentUser>();
  const changePassword = useChangePassword();
  const emailChange = useOwnEmailChange();
  const requestEmailChange = useRequestEmailChange();
  const cancelEmailChange = useCancelOwnEmailChange();
  const sessions = useOwnSessions();
  const endSession = useEndOwnSession();
  const endOtherSessions = useEndOtherOwnSessions();

  /** The server's message in the person's language, for the cards and dialogs. */
  const explained = <Result,>(promise: Promise<Result>) =>
    promise.catch((error: unknown) => {
      throw new Error(describeError(error, t));
    });
  const secondFactors = useSecondFactors();
  const start = useStartTotpEnrolment();
  const confirm = useConfirmTotpEnrolment();
  const remove = useRemoveTotp();
  const passkeys = usePasskeys();
  const addPasskey = useAddPasskey();
  const removePasskey = useRemovePasskey();
  const hasPasskeys = (passkeys.data?.passkeys.length ?? 0) > 0;
  const later = laterSections.useModule();
  /** A call whose failure the screen shows with the message in the person's language. */
  const explainedCall =
    <Args extends unknown[]>(call: (...args: Args) => Promise<unknown>) =>
    (...args: Args) =>
      explained(call(...args));

  return (
    <ProfileScreen
      user={user}
      changePasswordDisabled={!online}
      onChangePassword={(values) => explained(changePassword.mutateAsync(values))}
      emailChange={{
        pending: emailChange.data?.pending,
        loading: emailChange.isPending,
        error: emailChange.isError,
        onRetry: () => void emailChange.refetch(),
        onRequest: (values) => explained(requestEmailChange.mutateAsync(values)),
        onCancel: () => explained(cancelEmailChange.mutateAsync()),
        disabled: !online,
      }}
      sessions={{
        sessions: sessions.data?.results,
        loading: sessions.isPending,
        error: sessions.isError,
        onRetry: () => void sessions.refetch(),
        onEnd: (session) => explained(endSession.mutateAsync(session.id)),
        onEndOthers: () => explained(endOtherSessions.mutateAsync()),
        disabled: !online,
      }}
      secondFactor={{
        status: secondFactors.data,
        loadFailed: secondFactors.isError,
        // A passkey satisfies the installation's requirement as the app does (ADR 0059).
        required: user.secondFactor.required && !hasPasskeys,
        enrolment: start.data,
        recoveryCodes: confirm.data?.recoveryCodes,
        onStart: explainedCall(() => start.mutateAsync()),
        onConfirm: explainedCall((code: string) => confirm.mutateAsync({ code })),
        onCancelEnrolment: () => start.reset(),
        onCodesSaved: () => {
          confirm.reset();
          start.reset();
        },
        onRemove: explainedCall(remove.mutateAsync),
        disabled: !online,
      }}
      passkeys={{
        passkeys: passkeys.data?.passkeys,
        loadFailed: passkeys.isError,
        supported: passkeysSupported(),
        defaultName: suggestedPasskeyName(),
        onAdd: (name) =>
          addPasskey.mutateAsync({ name, create: createPasskey }).catch((error: unknown) => {
            throw new Error(ceremonyCancelled(error) ? t('passkeys.cancelled') : describeError(error, t));
          }),
        onRemove: explainedCall(removePasskey.mutateAsync),
        disabled: !online,
      }}
      apiKeys={later && <later.OwnApiKeysSection timeZone={user.timezone} />}
      webhookEndpoints={later && <later.OwnWebhookEndpointsSection user={user} />}
      notificationPreferences={later && <later.NotificationPreferencesSection />}
    />
  );
}
