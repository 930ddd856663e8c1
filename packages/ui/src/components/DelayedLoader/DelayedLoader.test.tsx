import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { DelayedLoader } from './DelayedLoader.tsx';

const i18n = createI18n({ language: 'en' });

function renderLoader(delayMs?: number) {
  return render(
    <I18nextProvider i18n={i18n}>
      <OrbitThemeProvider>
        <DelayedLoader delayMs={delayMs} />
      </OrbitThemeProvider>
    </I18nextProvider>,
  );
}

describe('DelayedLoader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([50, 200, 350])('shows nothing for %i ms, then the loader', (delayMs) => {
    renderLoader(delayMs);
    act(() => vi.advanceTimersByTime(delayMs - 1));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('waits 200 ms by default', () => {
    renderLoader();
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('shows at once with no delay', () => {
    renderLoader(0);
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('never shows when unmounted before the delay', () => {
    const view = renderLoader(200);
    view.unmount();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
