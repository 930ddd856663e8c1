import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { SignUpScreen, type SignUpScreenProps } from './SignUpScreen.tsx';

const countries = [
  { id: 76, isoAlpha3: 'BRA' },
  { id: 32, isoAlpha3: 'ARG' },
  { id: 250, isoAlpha3: 'FRA' },
];

function renderSignUp(props: Partial<SignUpScreenProps> = {}, language = 'en') {
  const onSubmit = vi.fn<SignUpScreenProps['onSubmit']>();
  render(
    <I18nextProvider i18n={createI18n({ language })}>
      <OrbitThemeProvider>
        <SignUpScreen onSubmit={onSubmit} countries={countries} signInHref="/sign-in" {...props} />
      </OrbitThemeProvider>
    </I18nextProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('SignUpScreen', () => {
  it('submits trimmed name and email and the country id as a number', async () => {
    const { onSubmit, user } = renderSignUp();
    await user.type(screen.getByLabelText(/^Name/), '  Carla Dias  ');
    await user.type(screen.getByLabelText(/^Email/), ' carla@example.com ');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'Brazil');
    await user.type(screen.getByLabelText(/^Password/), 'demo1234');
    await user.type(screen.getByLabelText(/^Repeat password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Carla Dias',
      email: 'carla@example.com',
      countryId: 76,
      password: 'demo1234',
    });
  });

  it('validates a field when it loses focus', async () => {
    const { user } = renderSignUp();
    const email = screen.getByLabelText(/^Email/);
    await user.type(email, 'not-an-email');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBeNull();
  });

  it('reports a different repetition on the repeat field', async () => {
    const { user } = renderSignUp();
    await user.type(screen.getByLabelText(/^Password/), 'demo1234');
    await user.type(screen.getByLabelText(/^Repeat password/), 'demo12345');
    await user.tab();
    await waitFor(() => expect(screen.getByText('Does not match the password.')).toBeTruthy());
    expect(screen.getByLabelText(/^Repeat password/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBeNull();
  });

  it('names the password rules it breaks', async () => {
    const { user } = renderSignUp();
    const password = screen.getByLabelText(/^Password/);
    await user.type(password, 'abc');
    await user.tab();
    await waitFor(() => expect(screen.getByText('Must be at least 6 characters long.')).toBeTruthy());
    await user.type(password, 'defgh');
    await user.tab();
    await waitFor(() => expect(screen.getByText('Must contain letters and numbers.')).toBeTruthy());
  });

  it('does not submit an empty form, marks every field and focuses the first', async () => {
    const { onSubmit, user } = renderSignUp();
    await user.type(screen.getByLabelText(/^Name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(5));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Name/));
  });

  it('lists the countries by their name in the interface language', () => {
    renderSignUp({}, 'fr');
    const options = within(screen.getByLabelText(/^Pays/)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choisissez un pays',
      'Argentine',
      'Brésil',
      'France',
    ]);
  });

  it('says when the countries could not be loaded and retries on request', async () => {
    const onRetryCountries = vi.fn();
    const { user } = renderSignUp({ countries: undefined, countriesFailed: true, onRetryCountries });
    expect(screen.getByRole('alert').textContent).toContain('Error loading countries.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetryCountries).toHaveBeenCalledOnce();
  });
});
