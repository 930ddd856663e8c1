import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { focusRing } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';
import { IconButton } from '../IconButton/index.ts';
import {
  addDays,
  addMonths,
  clampDate,
  endOfWeek,
  isOutsideRange,
  monthWeeks,
  monthsBetween,
  startOfMonth,
  startOfWeek,
  todayIso,
} from './dates.ts';
import { formatIsoDate, weekdayNames } from './formatting.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/index.ts';

export interface CalendarProps {
  /** Accessible name of the calendar, such as "Choose date". */
  label: string;
  /** The picked day, or the first day of a picked range (ISO `YYYY-MM-DD`). */
  selectedStart?: string | null;
  /** The last day of a picked range; the same as `selectedStart` (or omitted) for a single day. */
  selectedEnd?: string | null;
  /** Called with the ISO date the person picks by click, Enter or Space. */
  onSelect: (date: string) => void;
  /** The earliest day that can be picked. */
  min?: string;
  /** The latest day that can be picked. */
  max?: string;
  /** How many months are shown side by side. */
  numberOfMonths?: 1 | 2;
  /** The day that has the keyboard focus first; a new value moves the calendar there. Defaults to the selection or today. */
  focusDate?: string;
  /** Moves the focus into the calendar when it appears (as when its popover opens). */
  autoFocus?: boolean;
}

const StyledCalendar = styled.div`
  position: relative;
  display: flex;
  gap: ${vars.space[6]};
`;

const StyledMonth = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

const StyledMonthHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  min-height: ${vars.size.controlSm};

  &[data-only-prev] {
    padding-inline-end: ${vars.size.controlSm};
  }

  &[data-only-next] {
    padding-inline-start: ${vars.size.controlSm};
  }

  &[data-no-nav] {
    padding-inline: ${vars.size.controlSm};
  }
`;

const StyledCaption = styled.p`
  flex: 1;
  margin: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.snug};
  color: ${vars.color.text};
  text-align: center;

  &::first-letter {
    text-transform: uppercase;
  }
`;

const StyledGrid = styled.table`
  border-collapse: collapse;
  table-layout: fixed;

  th {
    width: ${vars.size.controlMd};
    padding: 0 0 ${vars.space[1]};
    font-size: ${vars.fontSize.xs};
    font-weight: ${vars.fontWeight.medium};
    color: ${vars.color.textMuted};
    text-align: center;
  }

  td {
    padding: 0;
  }

  td[data-in-range] {
    background: ${vars.color.surfaceSelected};
  }

  td[data-range-start] {
    border-start-start-radius: ${vars.radius.md};
    border-end-start-radius: ${vars.radius.md};
  }

  td[data-range-end] {
    border-start-end-radius: ${vars.radius.md};
    border-end-end-radius: ${vars.radius.md};
  }
`;

const StyledDay = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.controlMd};
  height: ${vars.size.controlMd};
  padding: 0;
  border: ${vars.size.borderWidth} solid transparent;
  border-radius: ${vars.radius.md};
  background: transparent;
  font-family: inherit;
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
  color: ${vars.color.text};
  cursor: pointer;

  &:hover:not([aria-disabled='true']) {
    background: ${vars.color.surfaceMuted};
  }

  &:focus-visible {
    ${focusRing(`calc(-1 * ${vars.size.focusRing})`)}
  }

  &[aria-current='date'] {
    border-color: ${vars.color.borderStrong};
    font-weight: ${vars.fontWeight.semibold};
  }

  &[data-selected],
  &[data-selected]:hover {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    font-weight: ${vars.fontWeight.semibold};
  }

  &[data-selected]:focus-visible {
    outline-offset: ${vars.size.focusOffset};
  }

  &[aria-disabled='true'] {
    color: ${vars.color.textDisabled};
    text-decoration: line-through;
    cursor: not-allowed;
  }
`;

/** Where a key moves the focused day, or undefined for keys the calendar leaves alone. */
export function dayAfterKey(focused: string, key: string, shiftKey = false): string | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(focused, -1);
    case 'ArrowRight':
      return addDays(focused, 1);
    case 'ArrowUp':
      return addDays(focused, -7);
    case 'ArrowDown':
      return addDays(focused, 7);
    case 'Home':
      return startOfWeek(focused);
    case 'End':
      return endOfWeek(focused);
    case 'PageUp':
      return addMonths(focused, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(focused, shiftKey ? 12 : 1);
    default:
      return undefined;
  }
}

/** The first month shown so that `focused` is visible, moving the view as little as possible. */
export function firstMonthShowing(focused: string, currentFirstMonth: string, numberOfMonths: number): string {
  const offset = monthsBetween(currentFirstMonth, focused);
  if (offset < 0) return startOfMonth(focused);
  if (offset >= numberOfMonths) return addMonths(startOfMonth(focused), -(numberOfMonths - 1));
  return currentFirstMonth;
}

/**
 * A month grid (or two side by side) to pick a day or a range, weeks starting on Monday. Arrows move by day
 * and week, Home and End to the week's ends, PageUp and PageDown by month (with Shift by year).
 */
export function Calendar({
  label,
  selectedStart = null,
  selectedEnd = selectedStart,
  onSelect,
  min,
  max,
  numberOfMonths = 1,
  focusDate,
  autoFocus = false,
}: CalendarProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const baseId = useId();
  const initialFocus = () => clampDate(focusDate ?? selectedStart ?? todayIso(), min, max);
  const [focused, setFocused] = useState(initialFocus);
  const [firstMonth, setFirstMonth] = useState(() => startOfMonth(initialFocus()));
  const [lastFocusDate, setLastFocusDate] = useState(focusDate);
  const dayButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusRequested = useRef(autoFocus);

  // A new focus date from the parent (a preset, a typed date) moves the calendar there.
  if (focusDate !== lastFocusDate) {
    setLastFocusDate(focusDate);
    if (focusDate !== undefined) {
      setFocused(focusDate);
      setFirstMonth(firstMonthShowing(focusDate, firstMonth, numberOfMonths));
    }
  }

  // Fewer months (a phone turned narrow) must still show the focused day.
  const shownFirstMonth = firstMonthShowing(focused, firstMonth, numberOfMonths);
  const months = Array.from({ length: numberOfMonths }, (_, index) => addMonths(shownFirstMonth, index));

  useEffect(() => {
    if (!focusRequested.current) return;
    focusRequested.current = false;
    dayButtons.current.get(focused)?.focus();
  }, [focused]);

  function moveFocus(date: string) {
    setFocused(date);
    setFirstMonth(firstMonthShowing(date, shownFirstMonth, numberOfMonths));
    focusRequested.current = true;
    // The same day again (already focused) needs no state change to regain the focus.
    if (date === focused) dayButtons.current.get(date)?.focus();
  }

  function showMonths(step: 1 | -1) {
    const date = addMonths(focused, step);
    setFocused(date);
    setFirstMonth(addMonths(shownFirstMonth, step));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!(event.target instanceof HTMLButtonElement) || !event.target.dataset.date) return;
    const next = dayAfterKey(focused, event.key, event.shiftKey);
    if (next === undefined) return;
    event.preventDefault();
    moveFocus(next);
  }

  const rangeEnd = selectedEnd ?? selectedStart;
  const weekdays = weekdayNames(language);
  const today = todayIso();

  return (
    <StyledCalendar role="group" aria-label={label} onKeyDown={handleKeyDown}>
      {months.map((month, monthIndex) => {
        const captionId = `${baseId}-caption-${monthIndex}`;
        const first = monthIndex === 0;
        const last = monthIndex === months.length - 1;
        return (
          <StyledMonth key={month}>
            <StyledMonthHeader
              data-only-prev={first && !last ? '' : undefined}
              data-only-next={last && !first ? '' : undefined}
              data-no-nav={!first && !last ? '' : undefined}
            >
              {first && (
                <IconButton
                  label={t('pickers.previousMonth')}
                  icon={<ChevronLeftIcon />}
                  size="sm"
                  onClick={() => showMonths(-1)}
                />
              )}
              <StyledCaption id={captionId} aria-live="polite">
                {formatIsoDate(month, language, 'monthYear')}
              </StyledCaption>
              {last && (
                <IconButton
                  label={t('pickers.nextMonth')}
                  icon={<ChevronRightIcon />}
                  size="sm"
                  onClick={() => showMonths(1)}
                />
              )}
            </StyledMonthHeader>
            <StyledGrid role="grid" aria-labelledby={captionId}>
              <thead>
                <tr>
                  {weekdays.map((weekday) => (
                    <th key={weekday.long} scope="col" abbr={weekday.long}>
                      {weekday.short}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {monthWeeks(month).map((week, weekIndex) => (
                  <tr key={weekIndex}>
                    {week.map((date, dayIndex) => {
                      if (date === null) return <td key={`blank-${dayIndex}`} />;
                      const inRange =
                        selectedStart !== null && rangeEnd !== null && date >= selectedStart && date <= rangeEnd;
                      const isEdge = date === selectedStart || date === rangeEnd;
                      const disabled = isOutsideRange(date, min, max);
                      return (
                        <td
                          key={date}
                          aria-selected={inRange || isEdge}
                          data-in-range={inRange && selectedStart !== rangeEnd ? '' : undefined}
                          data-range-start={date === selectedStart ? '' : undefined}
                          data-range-end={date === rangeEnd ? '' : undefined}
                        >
                          <StyledDay
                            ref={(element) => {
                              if (element) dayButtons.current.set(date, element);
                              else dayButtons.current.delete(date);
                            }}
                            type="button"
                            data-date={date}
                            data-selected={isEdge ? '' : undefined}
                            tabIndex={date === focused ? 0 : -1}
                            aria-label={formatIsoDate(date, language, 'long')}
                            aria-current={date === today ? 'date' : undefined}
                            aria-disabled={disabled || undefined}
                            onClick={() => {
                              setFocused(date);
                              if (!disabled) onSelect(date);
                            }}
                          >
                            {Number(date.slice(8))}
                          </StyledDay>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </StyledGrid>
          </StyledMonth>
        );
      })}
    </StyledCalendar>
  );
}
