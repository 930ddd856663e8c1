import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { filterOptions, MultiPicker, nextEnabledIndex, toggleValue, type MultiPickerOption } from './MultiPicker.tsx';

const countries: MultiPickerOption[] = [
  { value: 'BRA', label: 'Brasil' },
  { value: 'ESP', label: 'España' },
  { value: 'FRA', label: 'França', description: 'Europa' },
  { value: 'ITA', label: 'Itália', description: 'Europa' },
];

describe('filterOptions', () => {
  it('matches labels and descriptions without accents or case', () => {
    expect(filterOptions(countries, 'ESPANA').map((option) => option.value)).toEqual(['ESP']);
    expect(filterOptions(countries, 'franca').map((option) => option.value)).toEqual(['FRA']);
    expect(filterOptions(countries, 'europa').map((option) => option.value)).toEqual(['FRA', 'ITA']);
    expect(filterOptions(countries, '  ')).toHaveLength(4);
  });
});

describe('toggleValue', () => {
  it('adds, removes and respects the cap', () => {
    expect(toggleValue(['BRA'], 'ESP')).toEqual(['BRA', 'ESP']);
    expect(toggleValue(['BRA', 'ESP'], 'BRA', 2)).toEqual(['ESP']);
    expect(toggleValue(['BRA', 'ESP'], 'FRA', 2)).toEqual(['BRA', 'ESP']);
  });
});

describe('nextEnabledIndex', () => {
  it('skips disabled entries and wraps', () => {
    expect(nextEnabledIndex([true, false, true], 0, 1)).toBe(2);
    expect(nextEnabledIndex([true, false, true], 2, 1)).toBe(0);
    expect(nextEnabledIndex([true, false, true], 0, -1)).toBe(2);
    expect(nextEnabledIndex([false, false], -1, 1)).toBe(-1);
  });
});

function Harness({ onChange, max }: { onChange: (value: string[]) => void; max?: number }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <MultiPicker
      label="Countries"
      options={countries}
      value={value}
      max={max}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function renderPicker(max?: number) {
  const onChange = vi.fn();
  render(
    <I18nextProvider i18n={createI18n({ language: 'en' })}>
      <OrbitThemeProvider>
        <Harness onChange={onChange} max={max} />
        <p>Outside</p>
      </OrbitThemeProvider>
    </I18nextProvider>,
  );
  return { onChange, user: userEvent.setup(), input: screen.getByRole('combobox', { name: 'Countries' }) };
}

describe('MultiPicker', () => {
  it('types a space into the search until an option is reached with the arrows', async () => {
    const { onChange, user, input } = renderPicker();
    await user.type(input, 'it ');
    expect(input).toHaveProperty('value', 'it ');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown} ');
    expect(onChange).toHaveBeenLastCalledWith(['ITA']);
  });

  it('disables further options at the cap and says why', async () => {
    const { onChange, user, input } = renderPicker(1);
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Brasil' }));
    expect(onChange).toHaveBeenLastCalledWith(['BRA']);
    expect(screen.getByRole('status').textContent).toBe('You can only select up to 1.');
    expect(screen.getByRole('option', { name: 'España' }).getAttribute('aria-disabled')).toBe('true');
    // Only the chosen option can still be reached, to unselect it.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByText('You can only select up to 1.')).toBeNull();
  });

  it('closes when the pointer goes down outside and clears the search with Escape', async () => {
    const { user, input } = renderPicker();
    await user.type(input, 'bra');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('listbox')).toBeNull();
    input.focus();
    await user.keyboard('{Escape}');
    expect(input).toHaveProperty('value', '');
  });
});
