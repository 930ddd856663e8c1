import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { AppShell, type AppShellProps } from './AppShell.tsx';
import { isCurrentPath } from './navigation.ts';
import { sampleNavigation } from './sampleNavigation.ts';

const i18n = createI18n({ language: 'en' });

function renderShell({ staff = false, ...props }: Partial<AppShellProps> & { staff?: boolean } = {}) {
  const onSignOut = vi.fn();
  const navigation = sampleNavigation(i18n.t, { staff, storeUrl: 'https://store.orbit.example' });
  render(
    <I18nextProvider i18n={i18n}>
      <OrbitThemeProvider>
        <AppShell
          userName="Carla Mendes"
          onSignOut={onSignOut}
          navigation={navigation}
          profileHref="/dash/me"
          {...props}
        >
          <p>Content</p>
        </AppShell>
      </OrbitThemeProvider>
    </I18nextProvider>,
  );
  return { onSignOut, user: userEvent.setup() };
}

describe('isCurrentPath', () => {
  it('matches the same path and the pages below it', () => {
    expect(isCurrentPath('/dash/licenses', '/dash/licenses')).toBe(true);
    expect(isCurrentPath('/dash/licenses', '/dash/licenses/')).toBe(true);
    expect(isCurrentPath('/dash/licenses', '/dash/licenses/ORB%2042')).toBe(true);
    expect(isCurrentPath('/dash/admin/reports', '/dash/admin/reports/rides')).toBe(true);
  });

  it('does not match a sibling that shares a prefix, a missing path or, when exact, a page below', () => {
    expect(isCurrentPath('/dash/news', '/dash/newsletter')).toBe(false);
    expect(isCurrentPath('/dash/news', undefined)).toBe(false);
    expect(isCurrentPath('/dash', '/dash/wallet', true)).toBe(false);
    expect(isCurrentPath('/dash', '/dash', true)).toBe(true);
  });
});

describe('AppShell', () => {
  it('draws the sections it is given, so the app decides who sees the admin section', () => {
    renderShell();
    expect(screen.queryByRole('region', { name: 'Administration' })).toBeNull();
  });

  it('lists the admin links for staff', () => {
    renderShell({ staff: true });
    expect(screen.getByRole('region', { name: 'Administration' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scenarios' }).getAttribute('href')).toBe('/dash/admin/scenarios');
  });

  it('marks the current page', () => {
    renderShell({ currentPath: '/dash/wallet' });
    expect(screen.getByRole('link', { name: 'Wallet' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Dashboard' }).hasAttribute('aria-current')).toBe(false);
  });

  it('labels the profile link with the name cut to 16 characters', () => {
    renderShell({ userName: 'Alexandra Fernandes da Silva' });
    expect(screen.getByRole('link', { name: 'Alexandra Fernan…' }).getAttribute('href')).toBe('/dash/me');
  });

  it('hides the language switcher without a handler', () => {
    renderShell();
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  });

  it('calls onLanguageChange with the chosen code', async () => {
    const onLanguageChange = vi.fn();
    const { user } = renderShell({ onLanguageChange });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    expect(onLanguageChange).toHaveBeenCalledWith('fr');
  });

  it('shows the version and build date in the footer', () => {
    renderShell({ version: '1.4.0', buildDate: '15/05/2026' });
    expect(screen.getByText('Version 1.4.0')).toBeTruthy();
    expect(screen.getByText('Built on 15/05/2026')).toBeTruthy();
  });

  it('closes the menu with Escape', async () => {
    const { user } = renderShell();
    const toggle = screen.getByRole('button', { name: 'Open menu', hidden: true });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    act(() => screen.getByRole('link', { name: 'Dashboard', hidden: true }).focus());
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
