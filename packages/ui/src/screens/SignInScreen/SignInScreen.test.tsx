import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { SignInScreen, type SignInScreenProps } from './SignInScreen.tsx';

const i18n = createI18n({ language: 'en' });

function renderSignIn(props: Partial<SignInScreenProps> = {}) {
  const onSubmit = vi.fn<SignInScreenProps['onSubmit']>();
  render(
    <I18nextProvider i18n={i18n}>
      <OrbitThemeProvider>
        <SignInScreen
          onSubmit={onSubmit}
          resetPasswordHref="/reset-password/request"
          signUpHref="/sign-up"
          {...props}
        />
      </OrbitThemeProvider>
    </I18nextProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('SignInScreen', () => {
  it('submits the email trimmed and the password as typed', async () => {
    const { onSubmit, user } = renderSignIn();
    await user.type(screen.getByLabelText('Email'), '  carla@example.com  ');
    await user.type(screen.getByLabelText('Password'), ' demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'carla@example.com', password: ' demo1234' });
  });

  it('does not submit empty fields and says both are required', async () => {
    const { onSubmit, user } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(2));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('treats an email of spaces as empty', async () => {
    const { onSubmit, user } = renderSignIn();
    await user.type(screen.getByLabelText('Email'), '   ');
    await user.type(screen.getByLabelText('Password'), 'demo1234{Enter}');
    await waitFor(() => expect(screen.getByText('This field is required.')).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ignores submits while the previous one is in flight', async () => {
    const { onSubmit, user } = renderSignIn({ submitting: true });
    await user.type(screen.getByLabelText('Email'), 'carla@example.com');
    await user.type(screen.getByLabelText('Password'), 'demo1234{Enter}');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' }).getAttribute('aria-busy')).toBe('true');
  });

  it('shows the server’s message as an alert', () => {
    renderSignIn({ errorMessage: 'Wrong email or password. Try again or use “Forgot password?”' });
    expect(screen.getByRole('alert').textContent).toContain('Wrong email or password.');
  });

  it('links to password reset and sign-up', () => {
    renderSignIn();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/reset-password/request');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/sign-up');
  });
});
