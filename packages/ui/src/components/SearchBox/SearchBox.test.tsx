import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { SearchBox } from './SearchBox.tsx';

const i18n = createI18n({ language: 'en' });

function renderSearchBox(debounceMs: number, value = '') {
  const onChange = vi.fn<(value: string) => void>();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <OrbitThemeProvider>
        <SearchBox label="Search" value={value} onChange={onChange} debounceMs={debounceMs} />
      </OrbitThemeProvider>
    </I18nextProvider>,
  );
  return { onChange, input: screen.getByRole('searchbox', { name: 'Search' }), view };
}

describe('SearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls onChange once, with the last text, after the debounce delay', () => {
    const { onChange, input } = renderSearchBox(300);
    fireEvent.change(input, { target: { value: 'o' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: 'or' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('or');
  });

  it('searches at once on Enter and drops the pending call', () => {
    const { onChange, input } = renderSearchBox(300);
    fireEvent.change(input, { target: { value: 'orbit' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('orbit');
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('clears at once with the clear button and cancels a pending search', () => {
    const { onChange, input } = renderSearchBox(300, 'arcade');
    fireEvent.change(input, { target: { value: 'arcades' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((input as HTMLInputElement).value).toBe('');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('');
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('shows a new value from the parent', () => {
    const { input, view, onChange } = renderSearchBox(0, 'a');
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <OrbitThemeProvider>
          <SearchBox label="Search" value="b" onChange={onChange} />
        </OrbitThemeProvider>
      </I18nextProvider>,
    );
    expect((input as HTMLInputElement).value).toBe('b');
  });
});
