import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { ResetPasswordRequestScreen, type ResetPasswordRequestScreenProps } from './ResetPasswordRequestScreen.tsx';

const i18n = createI18n({ language: 'en' });

function renderRequest(props: Partial<ResetPasswordRequestScreenProps> = {}) {
  const onSubmit = vi.fn<ResetPasswordRequestScreenProps['onSubmit']>();
  render(
    <I18nextProvider i18n={i18n}>
      <OrbitThemeProvider>
        <ResetPasswordRequestScreen onSubmit={onSubmit} signInHref="/sign-in" {...props} />
      </OrbitThemeProvider>
    </I18nextProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('ResetPasswordRequestScreen', () => {
  it('submits the email trimmed', async () => {
    const { onSubmit, user } = renderRequest();
    await user.type(screen.getByLabelText(/^Email/), '  carla@example.com {Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'carla@example.com' });
  });

  it('requires an email and focuses the field', async () => {
    const { onSubmit, user } = renderRequest();
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(screen.getByText('This field is required.')).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
  });

  it('refuses an address that is not an email', async () => {
    const { onSubmit, user } = renderRequest();
    await user.type(screen.getByLabelText(/^Email/), 'carla{Enter}');
    await waitFor(() => expect(screen.getByText('Enter a valid email address.')).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows where the link went and how long it lasts, with a way back to sign-in', () => {
    renderRequest({ sentTo: 'carla@example.com' });
    expect(screen.getByRole('status').textContent).toContain(
      'We sent a link to carla@example.com. It is valid for 30 minutes.',
    );
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/sign-in');
  });
});
