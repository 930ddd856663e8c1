import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { Calendar, dayAfterKey, firstMonthShowing } from './Calendar.tsx';
import { addMonths, isIsoDate, monthWeeks, todayIso, weekdayIndex } from './dates.ts';
import { formatNumericDate, numericDatePattern, parseNumericDate, weekdayNames } from './formatting.ts';

describe('dates', () => {
  it('accepts only real calendar days', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-5-1')).toBe(false);
  });

  it('keeps the day inside the target month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-05-15', 12)).toBe('2027-05-15');
  });

  it('starts weeks on Monday', () => {
    expect(weekdayIndex('2026-05-18')).toBe(0);
    expect(weekdayIndex('2026-05-24')).toBe(6);
    // May 2026 starts on a Friday: four blank cells, then the 1st.
    const weeks = monthWeeks('2026-05-01');
    expect(weeks[0]).toEqual([null, null, null, null, '2026-05-01', '2026-05-02', '2026-05-03']);
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('reads today in local time', () => {
    expect(todayIso(new Date(2026, 4, 15, 23, 30))).toBe('2026-05-15');
  });
});

describe('formatting', () => {
  it('reads typed dates in the order of the language', () => {
    expect(parseNumericDate('05/20/2026', 'en')).toBe('2026-05-20');
    expect(parseNumericDate('20/05/2026', 'pt')).toBe('2026-05-20');
    expect(parseNumericDate('20.5.26', 'it')).toBe('2026-05-20');
    expect(parseNumericDate('31/02/2026', 'fr')).toBeNull();
    expect(parseNumericDate('2026', 'en')).toBeNull();
  });

  it('writes dates the way they are read', () => {
    expect(formatNumericDate('2026-05-08', 'en')).toBe('05/08/2026');
    expect(formatNumericDate('2026-05-08', 'es')).toBe('08/05/2026');
    expect(parseNumericDate(formatNumericDate('2026-12-01', 'fr'), 'fr')).toBe('2026-12-01');
  });

  it('lays the typing pattern out in the order of the language', () => {
    expect(numericDatePattern('en', { day: 'dd', month: 'mm', year: 'yyyy' })).toBe('mm/dd/yyyy');
    expect(numericDatePattern('fr', { day: 'jj', month: 'mm', year: 'aaaa' })).toBe('jj/mm/aaaa');
  });

  it('names weekdays from Monday', () => {
    expect(weekdayNames('en')[0]).toEqual({ short: 'Mon', long: 'Monday' });
    expect(weekdayNames('pt')[6]?.long).toBe('domingo');
  });
});

describe('keyboard movement', () => {
  it('moves by day, week, week ends, month and year', () => {
    expect(dayAfterKey('2026-05-15', 'ArrowLeft')).toBe('2026-05-14');
    expect(dayAfterKey('2026-05-31', 'ArrowRight')).toBe('2026-06-01');
    expect(dayAfterKey('2026-05-15', 'ArrowUp')).toBe('2026-05-08');
    expect(dayAfterKey('2026-05-15', 'Home')).toBe('2026-05-11');
    expect(dayAfterKey('2026-05-15', 'End')).toBe('2026-05-17');
    expect(dayAfterKey('2026-05-31', 'PageDown')).toBe('2026-06-30');
    expect(dayAfterKey('2026-05-15', 'PageUp', true)).toBe('2025-05-15');
    expect(dayAfterKey('2026-05-15', 'Tab')).toBeUndefined();
  });

  it('moves the view as little as possible to show the focused day', () => {
    expect(firstMonthShowing('2026-06-03', '2026-05-01', 2)).toBe('2026-05-01');
    expect(firstMonthShowing('2026-07-03', '2026-05-01', 2)).toBe('2026-06-01');
    expect(firstMonthShowing('2026-04-30', '2026-05-01', 2)).toBe('2026-04-01');
  });
});

describe('Calendar', () => {
  function renderCalendar(props: Partial<Parameters<typeof Calendar>[0]> = {}) {
    const onSelect = vi.fn();
    render(
      <I18nextProvider i18n={createI18n({ language: 'en' })}>
        <OrbitThemeProvider>
          <Calendar label="Choose date" onSelect={onSelect} focusDate="2026-05-15" {...props} />
        </OrbitThemeProvider>
      </I18nextProvider>,
    );
    return { onSelect, user: userEvent.setup() };
  }

  it('focuses the day on open and picks with the keyboard across months', async () => {
    const { onSelect, user } = renderCalendar({ autoFocus: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Friday, May 15, 2026' }));
    await user.keyboard('{PageDown}{ArrowRight}{Enter}');
    expect(screen.getByRole('grid', { name: 'June 2026' })).toBeTruthy();
    expect(onSelect).toHaveBeenCalledWith('2026-06-16');
  });

  it('ignores days outside min and max', async () => {
    const { onSelect, user } = renderCalendar({ min: '2026-05-10' });
    await user.click(screen.getByRole('button', { name: 'Saturday, May 9, 2026' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('keeps only the focused day in the Tab order', () => {
    renderCalendar({ numberOfMonths: 2 });
    const days = screen.getAllByRole('button').filter((button) => button.dataset.date);
    expect(days.filter((day) => day.tabIndex === 0).map((day) => day.dataset.date)).toEqual(['2026-05-15']);
    expect(screen.getAllByRole('grid').map((grid) => grid.getAttribute('aria-labelledby'))).toHaveLength(2);
  });
});
