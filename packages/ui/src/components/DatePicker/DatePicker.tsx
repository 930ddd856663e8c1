import { useState, type KeyboardEvent } from 'react';
import { useTranslation, type TFunction } from '@orbit/i18n';
import { CalendarIcon } from '../../icons/index.ts';
import {
  Calendar,
  formatNumericDate,
  isOutsideRange,
  numericDatePattern,
  parseNumericDate,
  todayIso,
} from '../Calendar/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { StyledPickerAnchor, PickerPopover, usePickerPopover } from '../PickerPopover/index.ts';
import { TextField } from '../TextField/index.ts';

export interface DatePickerProps {
  /** Visible label and accessible name of the date field. */
  label: string;
  /** The picked day as an ISO date (`YYYY-MM-DD`), or null when none is picked. */
  value: string | null;
  /** Called with the new ISO date, or null when the field is emptied. */
  onChange: (value: string | null) => void;
  /** The earliest day that can be picked (ISO date). */
  min?: string;
  /** The latest day that can be picked (ISO date). */
  max?: string;
  /** Help shown under the label and read after it. */
  hint?: string;
  /** Error message from the form; marks the field invalid. */
  error?: string;
  /** Marks the field as required and shows an asterisk. */
  required?: boolean;
  /** Greys the field out and ignores input. */
  disabled?: boolean;
  /** Id of the text input, for a label elsewhere or a form library. */
  id?: string;
  /** Name of the text input in a form. */
  name?: string;
}

/** What typed text means: a date, an empty field, or an error to show. */
export type TypedDate = { kind: 'date'; value: string } | { kind: 'empty' } | { kind: 'error'; message: string };

/** Reads what the person typed in their language's numeric date order and checks it against `min` and `max`. */
export function readTypedDate(
  text: string,
  language: string,
  t: TFunction,
  bounds: { min?: string; max?: string } = {},
): TypedDate {
  if (text.trim() === '') return { kind: 'empty' };
  const value = parseNumericDate(text, language);
  if (value === null) {
    return { kind: 'error', message: t('pickers.invalidDate', { example: formatNumericDate(todayIso(), language) }) };
  }
  if (bounds.min !== undefined && value < bounds.min) {
    return { kind: 'error', message: t('pickers.notBefore', { min: formatNumericDate(bounds.min, language) }) };
  }
  if (bounds.max !== undefined && value > bounds.max) {
    return { kind: 'error', message: t('pickers.notAfter', { max: formatNumericDate(bounds.max, language) }) };
  }
  return { kind: 'date', value };
}

/**
 * A date field: the date can be typed in the person's language (15/05/2026 in Portuguese) or picked in a
 * calendar that opens from the button beside it (also Alt+ArrowDown in the field).
 */
export function DatePicker({
  label,
  value,
  onChange,
  min,
  max,
  hint,
  error,
  required = false,
  disabled = false,
  id,
  name,
}: DatePickerProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { open, setOpen, close, anchor, trigger, position, handleAnchorBlur } = usePickerPopover();
  const shown = value ? formatNumericDate(value, language) : '';
  const [text, setText] = useState(shown);
  const [lastShown, setLastShown] = useState(shown);
  const [typedError, setTypedError] = useState<string | undefined>(undefined);

  // A new value from the parent (or a new language) replaces what is typed.
  if (shown !== lastShown) {
    setLastShown(shown);
    setText(shown);
    setTypedError(undefined);
  }

  function commit() {
    const typed = readTypedDate(text, language, t, { min, max });
    if (typed.kind === 'error') {
      setTypedError(typed.message);
      return;
    }
    setTypedError(undefined);
    const next = typed.kind === 'date' ? typed.value : null;
    if (next !== value) onChange(next);
    else setText(shown);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') commit();
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      setOpen(true);
    }
  }

  function pick(date: string) {
    setTypedError(undefined);
    setText(formatNumericDate(date, language));
    onChange(date);
    close();
  }

  const calendarLabel = t('pickers.chooseDate');

  return (
    <StyledPickerAnchor ref={anchor} onBlur={handleAnchorBlur}>
      <TextField
        id={id}
        name={name}
        label={label}
        hint={hint}
        error={typedError ?? error}
        required={required}
        disabled={disabled}
        inputMode="numeric"
        placeholder={numericDatePattern(language, {
          day: t('pickers.dayLetters'),
          month: t('pickers.monthLetters'),
          year: t('pickers.yearLetters'),
        })}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={handleKeyDown}
        endAdornment={
          <IconButton
            ref={trigger}
            label={calendarLabel}
            icon={<CalendarIcon />}
            size="sm"
            disabled={disabled}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          />
        }
      />
      {open && (
        <PickerPopover label={calendarLabel} onEscape={close} position={position}>
          <Calendar
            label={calendarLabel}
            selectedStart={value !== null && !isOutsideRange(value, min, max) ? value : null}
            onSelect={pick}
            min={min}
            max={max}
            autoFocus
          />
        </PickerPopover>
      )}
    </StyledPickerAnchor>
  );
}
