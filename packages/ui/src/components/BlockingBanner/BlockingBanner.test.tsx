import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { BlockingBanner, type BlockingBannerProps } from './BlockingBanner.tsx';

const i18n = createI18n({ language: 'en' });

function renderBanner(props: BlockingBannerProps) {
  render(
    <I18nextProvider i18n={i18n}>
      <OrbitThemeProvider>
        <BlockingBanner {...props} />
      </OrbitThemeProvider>
    </I18nextProvider>,
  );
}

describe('BlockingBanner', () => {
  it('renders nothing when the account is not blocked', () => {
    renderBanner({ state: { kind: 'none' } });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('lists each account code once with its reason, unknown codes as they are', () => {
    renderBanner({ state: { kind: 'blocked', canRequestUnblock: false }, codes: [2, 2, 9] });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Code #2: insufficient coin balance', '#9']);
  });

  it('offers the 7-day request only when the client may request', async () => {
    const onRequestUnblock = vi.fn();
    renderBanner({ state: { kind: 'blocked', canRequestUnblock: true }, onRequestUnblock });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unblock for 7 days' }));
    expect(onRequestUnblock).toHaveBeenCalledOnce();
  });

  it('hides the request button when the rules do not allow a request', () => {
    renderBanner({ state: { kind: 'blocked', canRequestUnblock: false }, onRequestUnblock: vi.fn() });
    expect(screen.getByRole('region', { name: 'Your account is blocked' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the expiry in the client time zone while temporarily unblocked', () => {
    renderBanner({
      state: { kind: 'temporarilyUnblocked', expiresAt: '2026-05-22T02:00:00.000Z' },
      timeZone: 'America/Sao_Paulo',
    });
    expect(screen.getByRole('region', { name: 'Temporarily unblocked' }).textContent).toContain(
      'unblocked until May 21, 2026, 11:00 PM',
    );
  });
});
