import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useTranslation } from '@orbit/i18n';
import { mockCountries } from '@orbit/mocks';
import { SignUpScreen, type SignUpScreenProps } from './SignUpScreen.tsx';

const meta = {
  title: 'Screens/Client/SignUpScreen',
  component: SignUpScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    onSubmit: fn(),
    onRetryCountries: fn(),
    countries: mockCountries,
    signInHref: '/sign-in',
  },
} satisfies Meta<typeof SignUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app maps a 409 to this catalogue message; the story does the same in the chosen language. */
function WithEmailTaken(props: SignUpScreenProps) {
  const { t } = useTranslation();
  return <SignUpScreen {...props} errorMessage={t('publicPages.signUp.emailTaken')} />;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  },
};

export const LoadingCountries: Story = {
  args: { countries: undefined },
  play: async ({ canvasElement }) => {
    const country = within(canvasElement).getByLabelText(/^Country/);
    await expect(country).toBeDisabled();
    await expect(country).toHaveDisplayValue('Loading countries…');
  },
};

export const CountriesError: Story = {
  args: { countries: undefined, countriesFailed: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error loading countries.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryCountries).toHaveBeenCalledOnce();
  },
};

export const ValidatedOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(/^Name/));
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Name/)).toHaveAccessibleDescription('This field is required.');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'carla@');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter a valid email address.');
    await expect(canvas.getByLabelText(/^Password/)).not.toHaveAttribute('aria-invalid');
  },
};

export const PasswordRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Password/), 'orbitorbit');
    await userEvent.type(canvas.getByLabelText(/^Repeat password/), 'orbit');
    await userEvent.tab();
    await expect(canvas.getByText('Must contain letters and numbers.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Repeat password/)).toHaveAccessibleDescription('Does not match the password.');
  },
};

export const AllRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findAllByText('This field is required.')).toHaveLength(5);
    await expect(canvas.getByLabelText(/^Name/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsValues: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Name/), ' Carla Dias ');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'carla@example.com');
    await userEvent.selectOptions(canvas.getByLabelText(/^Country/), 'Portugal');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'orbit2026');
    await userEvent.type(canvas.getByLabelText(/^Repeat password/), 'orbit2026{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Carla Dias',
      email: 'carla@example.com',
      countryId: 620,
      password: 'orbit2026',
    });
  },
};

export const EmailTaken: Story = {
  render: (args) => <WithEmailTaken {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('already registered');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: 'Create account' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const MobileWithErrors: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <WithEmailTaken {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create account' }));
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Criar uma conta' })).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Brasil' })).toBeInTheDocument();
  },
};

export const Italian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Crea account' }));
  },
};
