import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import {
  filterOptions,
  MultiPicker,
  nextEnabledIndex,
  pageEnabledIndex,
  toggleValue,
  type MultiPickerOption,
} from './MultiPicker.tsx';

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

describe('pageEnabledIndex', () => {
  it('moves a page, stops at the ends and skips disabled entries', () => {
    const enabled = [true, true, true, false, true, true, true, true];
    expect(pageEnabledIndex(enabled, 0, 1, 3)).toBe(4);
    expect(pageEnabledIndex(enabled, 6, 1, 3)).toBe(7);
    expect(pageEnabledIndex(enabled, 7, -1, 3)).toBe(4);
    expect(pageEnabledIndex(enabled, 1, -1, 3)).toBe(0);
    expect(pageEnabledIndex(enabled, -1, 1, 3)).toBe(2);
    expect(pageEnabledIndex([true, true, false], 0, 1, 5)).toBe(1);
    expect(pageEnabledIndex([false, false], 0, 1, 5)).toBe(-1);
  });
});

/** 2,000 clients, as many as a report may offer; every hundredth is closed. */
const manyClients: MultiPickerOption[] = Array.from({ length: 2000 }, (_, index) => ({
  value: String(index + 1),
  label: `Client ${String(index + 1).padStart(4, '0')}`,
  description: `client${index + 1}@example.com`,
  disabled: index % 100 === 99,
}));

function renderManyClients() {
  const onChange = vi.fn();
  function ManyHarness() {
    const [value, setValue] = useState<string[]>([]);
    return (
      <MultiPicker
        label="Clients"
        options={manyClients}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    );
  }
  render(
    <I18nextProvider i18n={createI18n({ language: 'en' })}>
      <OrbitThemeProvider>
        <ManyHarness />
      </OrbitThemeProvider>
    </I18nextProvider>,
  );
  return { onChange, user: userEvent.setup(), input: screen.getByRole('combobox', { name: 'Clients' }) };
}

/** The option the search box points at with aria-activedescendant. */
function activeOption(input: HTMLElement): string | undefined {
  const id = input.getAttribute('aria-activedescendant');
  return id === null ? undefined : (document.getElementById(id)?.textContent ?? `missing ${id}`);
}

describe('MultiPicker', () => {
  it('renders only some of 2,000 options, tells each its place, and searches them all', async () => {
    const { onChange, user, input } = renderManyClients();
    await user.click(input);
    const listbox = screen.getByRole('listbox', { name: 'Clients' });
    const rendered = listbox.querySelectorAll('[role="option"]');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(100);
    expect(rendered[0]?.getAttribute('aria-setsize')).toBe('2000');
    expect(rendered[0]?.getAttribute('aria-posinset')).toBe('1');
    await user.type(input, 'client1999@');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Client 1999client1999@example.com',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['1999']);
  });

  it('moves by a page with PageDown and PageUp, and to the ends with Home and End once in the list', async () => {
    const { user, input } = renderPicker();
    await user.type(input, 'a');
    // Before the arrows reached an option, Home and End move the caret in the search box.
    await user.keyboard('{Home}');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect((input as HTMLInputElement).selectionStart).toBe(0);
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toBe('Brasil');
    await user.keyboard('{End}');
    expect(activeOption(input)).toBe('ItáliaEuropa');
    await user.keyboard('{Home}');
    expect(activeOption(input)).toBe('Brasil');
    await user.keyboard('{PageDown}');
    expect(activeOption(input)).toBe('ItáliaEuropa');
    await user.keyboard('{PageUp}');
    expect(activeOption(input)).toBe('Brasil');
  });

  it('keeps the list drawn ahead hidden while closed, and reopens it at its first option with none active', async () => {
    const { user, input } = renderManyClients();
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(input);
    await user.keyboard('{ArrowDown}{PageDown}');
    expect(input.getAttribute('aria-activedescendant')).toMatch(/-6$/);
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.click(input);
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    const options = within(screen.getByRole('listbox', { name: 'Clients' })).getAllByRole('option');
    expect(options[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(options.every((option) => option.getAttribute('data-active') === null)).toBe(true);
  });

  it('moves through 2,000 options with the page keys and skips closed ones', async () => {
    const { onChange, user, input } = renderManyClients();
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toMatch(/-0$/);
    await user.keyboard('{PageDown}');
    expect(input.getAttribute('aria-activedescendant')).toMatch(/-6$/);
    await user.keyboard('{End}');
    // The last client (index 1999) is closed: End stops at the one before it.
    expect(input.getAttribute('aria-activedescendant')).toMatch(/-1998$/);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['1999']);
    await user.keyboard('{Home}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['1999', '1']);
  });

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
