import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { ResetPasswordScreen, type ResetPasswordScreenProps } from './ResetPasswordScreen.tsx';

const i18n = createI18n({ language: 'en' });

function renderReset(props: Partial<ResetPasswordScreenProps> = {}) {
  const onSubmit = vi.fn<ResetPasswordScreenProps['onSubmit']>();
  render(
    <I18nextProvider i18n={i18n}>
      <OrbitThemeProvider>
        <ResetPasswordScreen
          status="ready"
          onSubmit={onSubmit}
          signInHref="/sign-in"
          requestNewHref="/reset-password/request"
          {...props}
        />
      </OrbitThemeProvider>
    </I18nextProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('ResetPasswordScreen', () => {
  it('submits a valid new password once it is repeated', async () => {
    const { onSubmit, user } = renderReset();
    await user.type(screen.getByLabelText(/^New password/), 'orbit2026');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'orbit2026{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ password: 'orbit2026' });
  });

  it('refuses a password without digits and focuses it', async () => {
    const { onSubmit, user } = renderReset();
    await user.type(screen.getByLabelText(/^New password/), 'orbitorbit');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'orbitorbit{Enter}');
    await waitFor(() => expect(screen.getByText('Must contain letters and numbers.')).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText(/^New password/));
  });

  it('reports a different repetition on the repeat field', async () => {
    const { onSubmit, user } = renderReset();
    await user.type(screen.getByLabelText(/^New password/), 'orbit2026');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'orbit2025{Enter}');
    await waitFor(() => expect(screen.getByText('Does not match the password.')).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Repeat the new password/));
  });

  it('offers a new link and sign-in when the token failed', () => {
    renderReset({ status: 'failed' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Link not valid');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/reset-password/request',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it('leads to sign-in once the password is changed', () => {
    renderReset({ status: 'done' });
    expect(screen.getByRole('status').textContent).toContain('Your password has been changed.');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/sign-in');
  });
});
