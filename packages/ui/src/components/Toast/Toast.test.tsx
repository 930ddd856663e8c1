import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { Toast, type ToastTone } from './Toast.tsx';

const i18n = createI18n({ language: 'en' });

function renderToast(tone: ToastTone, autoHideMs?: number) {
  const onDismiss = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <OrbitThemeProvider>
        <Toast tone={tone} onDismiss={onDismiss} autoHideMs={autoHideMs}>
          Done.
        </Toast>
      </OrbitThemeProvider>
    </I18nextProvider>,
  );
  return onDismiss;
}

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hides a success toast after 5 s by default', () => {
    const onDismiss = renderToast('success');
    expect(screen.getByRole('status').textContent).toContain('Done.');
    act(() => vi.advanceTimersByTime(4_999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('keeps an error toast until it is dismissed', () => {
    const onDismiss = renderToast('error');
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('pauses the countdown while pointed at', () => {
    const onDismiss = renderToast('success', 1_000);
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(5_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(1_000));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
