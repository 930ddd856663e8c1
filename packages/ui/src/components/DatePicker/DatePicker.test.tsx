import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { DatePicker, readTypedDate } from './DatePicker.tsx';

const english = createI18n({ language: 'en' });

describe('readTypedDate', () => {
  const t = english.t;

  it('reads a date, an empty field and text that is no date', () => {
    expect(readTypedDate('5/20/2026', 'en', t)).toEqual({ kind: 'date', value: '2026-05-20' });
    expect(readTypedDate('  ', 'en', t)).toEqual({ kind: 'empty' });
    expect(readTypedDate('tomorrow', 'en', t)).toMatchObject({ kind: 'error' });
  });

  it('names the bound a date falls outside of', () => {
    expect(readTypedDate('05/09/2026', 'en', t, { min: '2026-05-10' })).toEqual({
      kind: 'error',
      message: 'Choose 05/10/2026 or a later date.',
    });
    expect(readTypedDate('21/05/2026', 'pt', t, { max: '2026-05-20' })).toMatchObject({ kind: 'error' });
  });
});

function Harness({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>('2026-05-08');
  return (
    <DatePicker
      label="Start"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DatePicker', () => {
  function renderPicker() {
    const onChange = vi.fn();
    render(
      <I18nextProvider i18n={english}>
        <OrbitThemeProvider>
          <Harness onChange={onChange} />
        </OrbitThemeProvider>
      </I18nextProvider>,
    );
    return { onChange, user: userEvent.setup(), input: screen.getByRole('textbox', { name: 'Start' }) };
  }

  it('empties the value when the text is cleared', async () => {
    const { onChange, user, input } = renderPicker();
    expect(input).toHaveProperty('value', '05/08/2026');
    await user.clear(input);
    await user.tab();
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('picks a day in the calendar and closes it', async () => {
    const { onChange, user, input } = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Friday, May 8, 2026' }));
    await user.click(screen.getByRole('button', { name: 'Monday, May 11, 2026' }));
    expect(onChange).toHaveBeenCalledWith('2026-05-11');
    expect(input).toHaveProperty('value', '05/11/2026');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
