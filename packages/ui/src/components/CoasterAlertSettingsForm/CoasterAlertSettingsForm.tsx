import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { CoasterAlertSettings, PutCoasterAlertSettingsBody } from '@orbit/contract';
import { coasterAlertRules, openingWeekdays, type CoasterSnooze, type OpeningWeekday } from '@orbit/domain';
import { formatDate, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { FieldError } from '../Field/index.ts';
import { Select } from '../Select/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextField } from '../TextField/index.ts';

/** Where the last save stands; the console follows its call and says so. */
export type CoasterAlertSaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved' }
  | {
      status: 'failed';
      /** The server's message, shown when it names no field. */
      message?: string;
      /** A 400's fields at fault, by path (`offlineThresholdMinutes`, `openingHours.mon.from`): shown on them. */
      fieldErrors?: Readonly<Record<string, string>>;
    };

export interface CoasterAlertSettingsFormProps {
  /** The machine's settings as the server holds them; the form starts from them. */
  settings: CoasterAlertSettings;
  /** Called with the body of `PUT /api/coasters/{deviceId}/alerts` once the fields are valid. */
  onSave: (body: PutCoasterAlertSettingsBody) => void;
  /** Where the last save stands. */
  saveState?: CoasterAlertSaveState;
  /** "Now", to tell whether a snooze has run out. */
  now: Date;
  /** The owner's IANA time zone, in which the snooze's end and the opening hours are read. */
  timeZone?: string;
  /** Level of the form's heading. */
  headingLevel?: 2 | 3;
}

/** What the snooze choice does on saving: keep the snooze as it is, start one, or end it. */
type SnoozeChoice = 'keep' | CoasterSnooze | 'end';

interface DayDraft {
  open: boolean;
  from: string;
  to: string;
}

interface Draft {
  threshold: string;
  alwaysOpen: boolean;
  days: Record<OpeningWeekday, DayDraft>;
  snooze: SnoozeChoice;
}

/** The fields a message can stand on: the threshold, a day's opening or closing time, the hours as a whole. */
type FieldKey = 'offlineThresholdMinutes' | 'openingHours' | `openingHours.${OpeningWeekday}.${'from' | 'to'}`;
type FieldErrors = Partial<Record<FieldKey, string>>;

/** The hours a day gets when it is opened in the form: a mall's usual day. */
const usualDay = { from: '10:00', to: '22:00' };
const timeOfDay = /^([01]\d|2[0-3]):[0-5]\d$/;
const { minOfflineThresholdMinutes: minMinutes, maxOfflineThresholdMinutes: maxMinutes } = coasterAlertRules;

function draftOf(settings: CoasterAlertSettings): Draft {
  const hours = settings.openingHours;
  const days = Object.fromEntries(
    openingWeekdays.map((day) => {
      const span = hours?.[day];
      return [day, span ? { open: true, ...span } : { open: false, ...usualDay }];
    }),
  ) as Record<OpeningWeekday, DayDraft>;
  // The server reads hours with no open day as always open (ADR 0086): the form shows them so.
  const anyOpen = openingWeekdays.some((day) => days[day].open);
  return { threshold: String(settings.offlineThresholdMinutes), alwaysOpen: !anyOpen, days, snooze: 'keep' };
}

/** The server's field paths as the form's fields; a path it does not show lands on the hours or the threshold. */
function serverFieldErrors(errors: Readonly<Record<string, string>> | undefined): Set<FieldKey> {
  const fields = new Set<FieldKey>();
  for (const path of Object.keys(errors ?? {})) {
    const [head, day, end] = path.split('.');
    if (head === 'offlineThresholdMinutes') fields.add('offlineThresholdMinutes');
    else if (head !== 'openingHours') continue;
    else if ((openingWeekdays as readonly string[]).includes(day ?? '') && (end === 'from' || end === 'to')) {
      fields.add(`openingHours.${day as OpeningWeekday}.${end}`);
    } else fields.add('openingHours');
  }
  return fields;
}

const StyledDays = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: ${vars.space[4]};
`;

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const StyledDay = styled(StyledFieldset)`
  padding: ${vars.space[3]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

const StyledLegend = styled.legend`
  margin-bottom: ${vars.space[2]};
  padding: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text};
`;

/** Opening and closing side by side where they fit, one under the other on the narrowest phones. */
const StyledTimes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7.5rem, 1fr));
  gap: ${vars.space[3]};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const StyledCurrent = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeight.semibold};
`;

/**
 * A machine's alert settings (ADR 0086): after how many minutes offline its owner is told, the opening hours outside
 * which offline alerts stay silent, and the snooze. Checked here before it goes, and again by the server, whose 400
 * stands on the fields it names. The console saves and says how it went.
 */
export function CoasterAlertSettingsForm({
  settings,
  onSave,
  saveState = { status: 'idle' },
  now,
  timeZone,
  headingLevel = 2,
}: CoasterAlertSettingsFormProps) {
  const { t, i18n } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const hintId = useId();
  const hoursErrorId = useId();
  const alwaysOpenId = useId();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [checked, setChecked] = useState(false);
  // Other settings from the server (saved here, or elsewhere) start the form again from them; the form stays
  // mounted, so the focus stays where it was.
  const [shown, setShown] = useState(settings);
  if (JSON.stringify(shown) !== JSON.stringify(settings)) {
    setShown(settings);
    setDraft(draftOf(settings));
    setChecked(false);
  }
  const saving = saveState.status === 'saving';

  const snoozedUntil =
    settings.snoozedUntil && Date.parse(settings.snoozedUntil) > now.getTime() ? settings.snoozedUntil : null;
  const snoozed = snoozedUntil !== null || settings.snoozedUntilBack;

  function validate(values: Draft): FieldErrors {
    const errors: FieldErrors = {};
    const minutes = Number(values.threshold);
    if (!/^\d+$/.test(values.threshold.trim()) || minutes < minMinutes || minutes > maxMinutes) {
      errors.offlineThresholdMinutes = t('coasters.alerts.thresholdError', { min: minMinutes, max: maxMinutes });
    }
    if (!values.alwaysOpen) {
      const open = openingWeekdays.filter((day) => values.days[day].open);
      if (open.length === 0) errors.openingHours = t('coasters.alerts.noOpenDay');
      for (const day of open) {
        for (const end of ['from', 'to'] as const) {
          if (!timeOfDay.test(values.days[day][end]))
            errors[`openingHours.${day}.${end}`] = t('coasters.alerts.timeError');
        }
      }
    }
    return errors;
  }

  const ownErrors = checked ? validate(draft) : {};
  // The server's say stands until the next save; the form's own messages in the person's language replace its words.
  const fromServer = saveState.status === 'failed' ? serverFieldErrors(saveState.fieldErrors) : new Set<FieldKey>();
  const errorOf = (field: FieldKey): string | undefined => {
    if (ownErrors[field]) return ownErrors[field];
    if (!fromServer.has(field)) return undefined;
    if (field === 'offlineThresholdMinutes') {
      return t('coasters.alerts.thresholdError', { min: minMinutes, max: maxMinutes });
    }
    return field === 'openingHours' ? t('coasters.alerts.noOpenDay') : t('coasters.alerts.timeError');
  };

  const setDay = (day: OpeningWeekday, changes: Partial<DayDraft>) =>
    setDraft((current) => ({ ...current, days: { ...current.days, [day]: { ...current.days[day], ...changes } } }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(validate(draft)).length > 0) {
      // The first field at fault takes the focus once its message is drawn; hours with no open day, "always open".
      requestAnimationFrame(() => {
        const form = formRef.current;
        const field =
          form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? document.getElementById(alwaysOpenId);
        field?.focus();
      });
      return;
    }
    const body: PutCoasterAlertSettingsBody = {
      offlineThresholdMinutes: Number(draft.threshold),
      openingHours: draft.alwaysOpen
        ? null
        : Object.fromEntries(
            openingWeekdays.map((day) => {
              const { open, from, to } = draft.days[day];
              return [day, open ? { from, to } : null];
            }),
          ),
    };
    if (draft.snooze !== 'keep') body.snooze = draft.snooze === 'end' ? null : draft.snooze;
    onSave(body);
  }

  const snoozeChoices: SnoozeChoice[] = ['keep', '1h', 'tomorrow', 'untilBack', ...(snoozed ? ['end' as const] : [])];
  const hoursError = errorOf('openingHours');
  const failedMessage =
    saveState.status === 'failed'
      ? fromServer.size > 0
        ? t('coasters.alerts.checkFields')
        : saveState.message || t('coasters.alerts.saveError')
      : undefined;

  return (
    <Card heading={t('coasters.alerts.title')} headingLevel={headingLevel}>
      <StyledMuted>{t('coasters.alerts.intro')}</StyledMuted>
      <Stack as="form" ref={formRef} gap={6} noValidate onSubmit={handleSubmit}>
        <TextField
          name="offlineThresholdMinutes"
          label={t('coasters.alerts.threshold')}
          hint={t('coasters.alerts.thresholdHint', { min: minMinutes, max: maxMinutes })}
          inputMode="numeric"
          value={draft.threshold}
          onChange={(event) => setDraft({ ...draft, threshold: event.target.value })}
          error={errorOf('offlineThresholdMinutes')}
          required
        />
        <StyledFieldset aria-describedby={hoursError ? `${hintId} ${hoursErrorId}` : hintId}>
          <StyledLegend>{t('coasters.alerts.openingHours')}</StyledLegend>
          <StyledMuted id={hintId}>{t('coasters.alerts.openingHoursHint')}</StyledMuted>
          <Checkbox
            id={alwaysOpenId}
            label={t('coasters.alerts.alwaysOpen')}
            checked={draft.alwaysOpen}
            onChange={(alwaysOpen) => setDraft({ ...draft, alwaysOpen })}
          />
          {hoursError && <FieldError id={hoursErrorId}>{hoursError}</FieldError>}
          {!draft.alwaysOpen && (
            <StyledDays>
              {openingWeekdays.map((day) => {
                const { open, from, to } = draft.days[day];
                return (
                  <StyledDay key={day}>
                    <StyledLegend>{t(`coasters.alerts.weekdays.${day}`)}</StyledLegend>
                    <Checkbox
                      label={t('coasters.alerts.closed')}
                      checked={!open}
                      onChange={(closed) => setDay(day, { open: !closed })}
                    />
                    {open && (
                      <StyledTimes>
                        <TextField
                          type="time"
                          name={`${day}-from`}
                          label={t('coasters.alerts.opens')}
                          value={from}
                          onChange={(event) => setDay(day, { from: event.target.value })}
                          error={errorOf(`openingHours.${day}.from`)}
                          required
                        />
                        <TextField
                          type="time"
                          name={`${day}-to`}
                          label={t('coasters.alerts.closes')}
                          value={to}
                          onChange={(event) => setDay(day, { to: event.target.value })}
                          error={errorOf(`openingHours.${day}.to`)}
                          required
                        />
                      </StyledTimes>
                    )}
                  </StyledDay>
                );
              })}
            </StyledDays>
          )}
        </StyledFieldset>
        <Stack gap={2} align="flex-start">
          <StyledCurrent>
            {settings.snoozedUntilBack
              ? t('coasters.alerts.snoozedUntilBack')
              : snoozedUntil
                ? t('coasters.alerts.snoozedUntil', {
                    date: formatDate(snoozedUntil, i18n.language, 'dateTime', timeZone),
                  })
                : t('coasters.alerts.notSnoozed')}
          </StyledCurrent>
          <Select
            name="snooze"
            label={t('coasters.alerts.snooze')}
            value={draft.snooze}
            onChange={(value) => setDraft({ ...draft, snooze: value as SnoozeChoice })}
            options={snoozeChoices.map((choice) => ({ value: choice, label: t(`coasters.alerts.snoozes.${choice}`) }))}
          />
        </Stack>
        {saveState.status === 'saved' && <Alert tone="success">{t('coasters.alerts.saved')}</Alert>}
        {failedMessage && (
          <Alert tone="error" title={t('coasters.alerts.saveError')}>
            {failedMessage}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={saving}>
            {t('coasters.alerts.save')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
