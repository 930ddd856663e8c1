import { useId, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { formatDate, useTranslation } from '@orbit/i18n';
import { CalendarIcon } from '../../icons/index.ts';
import { breakpoint } from '../../theme/tokens.ts';
import { focusRing } from '../../theme/mixins.ts';
import { media, vars } from '../../theme/vars.ts';
import { Button } from '../Button/index.ts';
import { Calendar, formatIsoDate } from '../Calendar/index.ts';
import { FieldError, FieldHint, FieldLabel, StyledFieldStack, fieldDescription } from '../Field/index.ts';
import { StyledPickerAnchor, PickerPopover, usePickerPopover } from '../PickerPopover/index.ts';
import { TextField } from '../TextField/index.ts';

/** A period of whole days or of date-times: `{ start, end }`, start not after end. */
export interface PickedRange {
  /** First day (`YYYY-MM-DD`) or first moment (`YYYY-MM-DDTHH:mm`, local time). */
  start: string;
  /** Last day or last moment, in the same form as `start`. */
  end: string;
}

/** A ready-made period offered beside the calendar, such as "Last 7 days". */
export interface RangePreset {
  /** Stable identifier. */
  id: string;
  /** The preset's visible text and accessible name. */
  label: string;
  /** The days it picks (ISO dates). */
  range: { start: string; end: string };
}

/** The props a range picker field takes; `Range` is the shape of its value. */
export interface RangeFieldProps<Range extends PickedRange = PickedRange> {
  /** Visible label and accessible name of the field. */
  label: string;
  /** The picked period, or null when none is. */
  value: Range | null;
  /** Called with the applied period, or null when it was cleared and applied. */
  onChange: (value: Range | null) => void;
  /** The earliest day that can be picked (ISO date). */
  min?: string;
  /** The latest day that can be picked (ISO date). */
  max?: string;
  /** Ready-made periods of days shown beside the calendar, such as "Last 7 days"; times stay as chosen. */
  presets?: readonly RangePreset[];
  /** Help shown under the label and read after it. */
  hint?: string;
  /** Error message from the form; marks the field invalid. */
  error?: string;
  /** Shows the required asterisk. */
  required?: boolean;
  /** Greys the field out and ignores presses. */
  disabled?: boolean;
  /** Id of the button that opens the calendar. */
  id?: string;
}

export interface RangePickerProps extends RangeFieldProps {
  /** Adds start and end time inputs; values are then local date-times. */
  withTime: boolean;
}

/** What the popover holds until Apply: days picked so far and the times. */
export interface RangeDraft {
  start: string | null;
  end: string | null;
  startTime: string;
  endTime: string;
}

/** Times a new period starts with: the whole of its days. */
export const dayStartTime = '00:00';
export const dayEndTime = '23:59';

/** A first click picks the start; the next picks the end, or a new start when it comes before the start. */
export function pickRangeDay(draft: RangeDraft, day: string): RangeDraft {
  if (draft.start === null || draft.end !== null || day < draft.start) return { ...draft, start: day, end: null };
  return { ...draft, end: day };
}

/** The draft of a picked value (date or date-time form). */
export function draftOf(value: PickedRange | null): RangeDraft {
  if (!value) return { start: null, end: null, startTime: dayStartTime, endTime: dayEndTime };
  return {
    start: value.start.slice(0, 10),
    end: value.end.slice(0, 10),
    startTime: value.start.slice(11, 16) || dayStartTime,
    endTime: value.end.slice(11, 16) || dayEndTime,
  };
}

/** The value Apply gives for a draft: a period, null for an empty draft, or undefined when it cannot be applied yet. */
export function rangeOfDraft(draft: RangeDraft, withTime: boolean): PickedRange | null | undefined {
  if (draft.start === null && draft.end === null) return null;
  if (draft.start === null || draft.end === null) return undefined;
  if (!withTime) return { start: draft.start, end: draft.end };
  if (!/^\d{2}:\d{2}$/.test(draft.startTime) || !/^\d{2}:\d{2}$/.test(draft.endTime)) return undefined;
  const start = `${draft.start}T${draft.startTime}`;
  const end = `${draft.end}T${draft.endTime}`;
  return start <= end ? { start, end } : undefined;
}

const compactQuery = `(max-width: ${breakpoint.shell - 0.02}px)`;

function subscribeToCompact(onChange: () => void): () => void {
  const query = window.matchMedia(compactQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True below the 600 px breakpoint, where one month fits instead of two. */
function useCompactScreen(): boolean {
  return useSyncExternalStore(
    subscribeToCompact,
    () => window.matchMedia(compactQuery).matches,
    () => false,
  );
}

const StyledTrigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  min-height: ${vars.size.controlMd};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: ${vars.size.borderWidth} solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  font-family: inherit;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text};
  text-align: start;
  cursor: pointer;

  & > svg {
    flex: none;
    font-size: ${vars.size.iconSm};
    color: ${vars.color.textMuted};
  }

  &:focus-visible {
    ${focusRing()}
  }

  &[data-empty] {
    color: ${vars.color.textMuted};
  }

  &[data-invalid] {
    border-color: ${vars.color.errorText};
  }

  &:disabled {
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

const StyledBody = styled.div`
  display: flex;
  gap: ${vars.space[4]};

  ${media.compact} {
    flex-direction: column;
  }
`;

const StyledPresets = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: max-content;
  padding-inline-end: ${vars.space[4]};
  border-inline-end: ${vars.size.borderWidth} solid ${vars.color.border};

  ${media.compact} {
    flex-direction: row;
    flex-wrap: wrap;
    min-width: 0;
    padding: 0 0 ${vars.space[3]};
    border-inline-end: 0;
    border-bottom: ${vars.size.borderWidth} solid ${vars.color.border};
  }
`;

const StyledPresetsTitle = styled.p`
  width: 100%;
  margin: 0 0 ${vars.space[1]};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.textMuted};
`;

const StyledTimes = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.space[3]};
`;

const StyledSummary = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;

/** The field and popover shared by DateRangePicker and DateTimeRangePicker. */
export function RangePicker({
  label,
  value,
  onChange,
  withTime,
  min,
  max,
  presets = [],
  hint,
  error,
  required = false,
  disabled = false,
  id,
}: RangePickerProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const labelId = `${triggerId}-label`;
  const valueId = `${triggerId}-value`;
  const { hintId, errorId, describedBy } = fieldDescription(triggerId, { hint, error });
  const { open, setOpen, close, anchor, trigger, position, handleAnchorBlur } = usePickerPopover();
  const compact = useCompactScreen();
  const [draft, setDraft] = useState<RangeDraft>(() => draftOf(value));
  const [focusDate, setFocusDate] = useState<string | undefined>(undefined);

  const formatPoint = (point: string) =>
    withTime ? formatDate(new Date(point), language, 'dateTime') : formatIsoDate(point, language);
  const shown = value ? `${formatPoint(value.start)} – ${formatPoint(value.end)}` : t('pickers.chooseDates');
  const applied = rangeOfDraft(draft, withTime);
  const timesInvalid =
    withTime && draft.start !== null && draft.end !== null && applied === undefined && draft.start === draft.end;
  const dialogLabel = t('pickers.chooseDates');

  function openPopover() {
    setDraft(draftOf(value));
    setFocusDate(undefined);
    setOpen(true);
  }

  function apply() {
    if (applied === undefined) return;
    onChange(applied);
    close();
  }

  function choosePreset(preset: RangePreset) {
    setDraft({ ...draft, start: preset.range.start, end: preset.range.end });
    setFocusDate(preset.range.start);
  }

  const dayText = (day: string | null) => (day ? formatIsoDate(day, language) : t('pickers.notChosen'));

  return (
    <StyledPickerAnchor ref={anchor} onBlur={handleAnchorBlur}>
      <StyledFieldStack>
        <FieldLabel htmlFor={triggerId} required={required}>
          <span id={labelId}>{label}</span>
        </FieldLabel>
        {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
        <StyledTrigger
          ref={trigger}
          id={triggerId}
          type="button"
          disabled={disabled}
          aria-labelledby={`${labelId} ${valueId}`}
          aria-describedby={describedBy}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-empty={value ? undefined : ''}
          data-invalid={error ? '' : undefined}
          onClick={() => (open ? setOpen(false) : openPopover())}
        >
          <span id={valueId}>{shown}</span>
          <CalendarIcon />
        </StyledTrigger>
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </StyledFieldStack>
      {open && (
        <PickerPopover label={dialogLabel} onEscape={close} position={position}>
          <StyledBody>
            {presets.length > 0 && (
              <StyledPresets role="group" aria-labelledby={`${triggerId}-presets`}>
                <StyledPresetsTitle id={`${triggerId}-presets`}>{t('pickers.presets')}</StyledPresetsTitle>
                {presets.map((preset) => (
                  <Button
                    key={preset.id}
                    variant="ghost"
                    size="sm"
                    aria-pressed={draft.start === preset.range.start && draft.end === preset.range.end}
                    onClick={() => choosePreset(preset)}
                  >
                    {preset.label}
                  </Button>
                ))}
              </StyledPresets>
            )}
            <Calendar
              label={dialogLabel}
              selectedStart={draft.start}
              selectedEnd={draft.end ?? draft.start}
              onSelect={(day) => setDraft(pickRangeDay(draft, day))}
              min={min}
              max={max}
              numberOfMonths={compact ? 1 : 2}
              focusDate={focusDate}
              autoFocus
            />
          </StyledBody>
          {withTime && (
            <StyledTimes>
              <TextField
                type="time"
                label={t('pickers.startTime')}
                value={draft.startTime}
                onChange={(event) => setDraft({ ...draft, startTime: event.target.value })}
              />
              <TextField
                type="time"
                label={t('pickers.endTime')}
                value={draft.endTime}
                error={timesInvalid ? t('pickers.endBeforeStart') : undefined}
                onChange={(event) => setDraft({ ...draft, endTime: event.target.value })}
              />
            </StyledTimes>
          )}
          <StyledSummary role="status">
            {t('pickers.startDate')}: {dayText(draft.start)} · {t('pickers.endDate')}: {dayText(draft.end)}
          </StyledSummary>
          <StyledFooter>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setDraft({ start: null, end: null, startTime: dayStartTime, endTime: dayEndTime })}
            >
              {t('pickers.clear')}
            </Button>
            <Button variant="primary" size="sm" disabled={applied === undefined} onClick={apply}>
              {t('pickers.apply')}
            </Button>
          </StyledFooter>
        </PickerPopover>
      )}
    </StyledPickerAnchor>
  );
}
