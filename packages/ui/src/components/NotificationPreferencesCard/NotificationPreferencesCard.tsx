import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { NotificationPreferences, PutNotificationPreferencesBody } from '@orbit/contract';
import type { NotificationKind } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { media, vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { DelayedLoader } from '../DelayedLoader/index.ts';
import { ErrorState } from '../ErrorState/index.ts';

export interface NotificationPreferencesCardProps {
  /** For each kind the person can receive, in the console and by mail; and the daily digest. Absent while loading. */
  preferences?: NotificationPreferences;
  /** The preferences are on their way. */
  loading?: boolean;
  /** Loading failed: an error with a retry replaces the form. */
  error?: boolean;
  /** Asks for the preferences again after a failure. */
  onRetry?: () => void;
  /** Saves the choices; rejects with the message to show. */
  onSave: (choices: PutNotificationPreferencesBody) => Promise<unknown>;
  /** Nothing can be saved now (offline). */
  disabled?: boolean;
}

type Choices = PutNotificationPreferencesBody;

const StyledDescription = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const StyledKinds = styled.div`
  display: flex;
  flex-direction: column;
`;

/** One kind: its name (and why a security kind stays) beside its two channels; they go under it on a phone. */
const StyledKind = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[4]};
  padding: ${vars.space[3]} 0;
  border-top: ${vars.size.borderWidth} solid ${vars.color.border};

  ${media.compact} {
    grid-template-columns: auto auto;
    justify-content: start;
  }
`;

const StyledKindText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.text};

  ${media.compact} {
    grid-column: 1 / -1;
  }
`;

const StyledNote = styled.span`
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.regular};
  color: ${vars.color.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
`;

/** What the form holds: the preferences as the server answered them, without the security flags. */
function choicesOf(preferences: NotificationPreferences): Choices {
  return {
    kinds: preferences.kinds.map(({ kind, console, mail }) => ({ kind, console, mail })),
    digest: preferences.digest,
  };
}

/**
 * The profile's notification preferences (ADR 0080): for each kind the person can receive, in the console, by mail,
 * both or neither; and one daily digest instead of single mails. A security kind always shows in the console.
 */
export function NotificationPreferencesCard({
  preferences,
  loading = false,
  error = false,
  onRetry,
  onSave,
  disabled = false,
}: NotificationPreferencesCardProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [shown, setShown] = useState(preferences);
  const [choices, setChoices] = useState(preferences && choicesOf(preferences));
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ failure?: string }>();

  // New preferences from the server (the first answer, or the saved ones) replace what the form holds.
  if (preferences !== shown) {
    setShown(preferences);
    setChoices(preferences && choicesOf(preferences));
  }

  function choose(kind: NotificationKind, channel: 'console' | 'mail', on: boolean) {
    setOutcome(undefined);
    setChoices(
      (current) =>
        current && {
          ...current,
          kinds: current.kinds.map((entry) => (entry.kind === kind ? { ...entry, [channel]: on } : entry)),
        },
    );
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!choices || saving) return;
    setSaving(true);
    setOutcome(undefined);
    try {
      await onSave(choices);
      setOutcome({});
    } catch (cause) {
      setOutcome({ failure: cause instanceof Error && cause.message ? cause.message : t('errors.unexpected') });
    } finally {
      setSaving(false);
    }
  }

  function content() {
    if (error) return <ErrorState message={t('notifications.preferences.loadError')} onRetry={onRetry} />;
    if (loading || !preferences || !choices) return <DelayedLoader layout="block" label={t('common.loading')} />;
    return (
      <StyledForm onSubmit={(event) => void save(event)} aria-label={t('notifications.preferences.heading')}>
        <StyledKinds>
          {preferences.kinds.map(({ kind, security }) => {
            const chosen = choices.kinds.find((entry) => entry.kind === kind);
            return (
              <StyledKind key={kind} role="group" aria-labelledby={`${idPrefix}-${kind}`}>
                <StyledKindText>
                  <span id={`${idPrefix}-${kind}`}>{t(`notifications.kinds.${kind}`)}</span>
                  {security && <StyledNote>{t('notifications.preferences.security')}</StyledNote>}
                </StyledKindText>
                <Checkbox
                  label={t('notifications.preferences.console')}
                  checked={security || (chosen?.console ?? false)}
                  disabled={security}
                  onChange={(on) => choose(kind, 'console', on)}
                />
                <Checkbox
                  label={t('notifications.preferences.mail')}
                  checked={chosen?.mail ?? false}
                  onChange={(on) => choose(kind, 'mail', on)}
                />
              </StyledKind>
            );
          })}
        </StyledKinds>
        <Checkbox
          label={t('notifications.preferences.digest')}
          checked={choices.digest}
          onChange={(on) => {
            setOutcome(undefined);
            setChoices({ ...choices, digest: on });
          }}
        />
        {outcome &&
          (outcome.failure === undefined ? (
            <Alert tone="success">{t('notifications.preferences.saved')}</Alert>
          ) : (
            <Alert tone="error" title={t('notifications.preferences.saveError')}>
              {outcome.failure}
            </Alert>
          ))}
        <StyledActions>
          <Button type="submit" loading={saving} disabled={disabled}>
            {t('notifications.preferences.save')}
          </Button>
        </StyledActions>
      </StyledForm>
    );
  }

  return (
    <Card heading={t('notifications.preferences.heading')}>
      <StyledDescription>{t('notifications.preferences.description')}</StyledDescription>
      {content()}
    </Card>
  );
}
