import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';

let online = true;

function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

function renderNotice(language = 'en') {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  render(
    <I18nextProvider i18n={createI18n({ language })}>
      <OrbitThemeProvider>
        <OfflineNotice />
      </OrbitThemeProvider>
    </I18nextProvider>,
  );
  return screen.getByRole('status');
}

afterEach(() => {
  online = true;
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('OfflineNotice', () => {
  it('keeps an empty status region while online', () => {
    expect(renderNotice().textContent).toBe('');
  });

  it('shows the message on the offline event and hides it on the online event', () => {
    const status = renderNotice();
    setOnline(false);
    expect(status.textContent).toContain('You are offline.');
    setOnline(true);
    expect(status.textContent).toBe('');
  });

  it('shows the message at once when the page opens offline, in the chosen language', () => {
    online = false;
    expect(renderNotice('pt').textContent).toContain('Você está sem conexão.');
  });
});
