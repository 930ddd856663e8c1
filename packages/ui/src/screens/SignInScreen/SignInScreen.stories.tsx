import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useTranslation } from '@orbit/i18n';
import { mockNews } from '@orbit/mocks';
import { Button } from '../../components/Button/index.ts';
import { SignInScreen, type SignInScreenProps } from './SignInScreen.tsx';

const meta = {
  title: 'Screens/Client/SignInScreen',
  component: SignInScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    onSubmit: fn(),
    resetPasswordHref: '/reset-password/request',
    signUpHref: '/sign-up',
  },
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app maps a 401 to this catalogue message; the story does the same in the chosen language. */
function WithWrongCredentials(props: SignInScreenProps) {
  const { t } = useTranslation();
  return <SignInScreen {...props} errorMessage={t('signIn.wrongCredentials')} />;
}

export const Default: Story = {};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'carla@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'demo1234');
    await expect(canvas.queryByText('This field is required.')).not.toBeInTheDocument();
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));

    const email = canvas.getByLabelText('Email');
    const password = canvas.getByLabelText('Password');
    await expect(canvas.getAllByText('This field is required.')).toHaveLength(2);
    await expect(email).toHaveAccessibleDescription('This field is required.');
    await expect(password).toHaveAccessibleDescription('This field is required.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RequiredShownOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Email'));
    await userEvent.tab();
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('This field is required.');
    await expect(canvas.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  },
};

export const SubmitsTrimmedEmail: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), '  carla@example.com  ');
    await userEvent.type(canvas.getByLabelText('Password'), 'demo1234{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'carla@example.com', password: 'demo1234' });
  },
};

export const ServerError: Story = {
  render: (args) => <WithWrongCredentials {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Wrong email or password.');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'carla@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'demo1234');
    const submit = canvas.getByRole('button', { name: 'Sign in' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const MobileWithErrors: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <WithWrongCredentials {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in' }));
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  render: (args) => <WithWrongCredentials {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await expect(canvas.getByLabelText('Senha')).toBeVisible();
  },
};

export const WithNews: Story = {
  args: { news: mockNews },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const news = within(canvas.getByRole('region', { name: 'News' }));
    const titles = (await news.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);
    await expect(titles).toEqual([
      'New scenario pack: Frozen Glacier',
      'Scheduled maintenance on Sunday',
      'Welcome to the new console',
    ]);
  },
};

export const NewsReadMore: Story = {
  args: { news: mockNews },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Read more: New scenario pack: Frozen Glacier' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'New scenario pack: Frozen Glacier' });
    await expect(dialog).toHaveTextContent('three winter rides with new soundtracks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const NewsLoading: Story = {
  args: { newsLoading: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading news…');
  },
};

export const WithoutNews: Story = {
  args: { news: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'News' })).not.toBeInTheDocument();
  },
};

export const MobileWithNews: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { news: mockNews },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('article')).toHaveLength(3);
  },
};

export const PortugueseWithNews: Story = {
  globals: { locale: 'pt' },
  args: { news: mockNews.filter((item) => item.languages.pt), newsLanguage: 'pt' },
  play: async ({ canvasElement }) => {
    const news = within(within(canvasElement).getByRole('region', { name: 'Notícias' }));
    await expect(await news.findAllByRole('button', { name: /^Leia mais/ })).toHaveLength(2);
  },
};

/** Default in the second brand, Bubble: the same component with other tokens (logo, colours, typeface, links). */
export const BubbleBrand: Story = { ...Default, globals: { ...Default.globals, brand: 'bubble' } };

/** The app maps the server's refusals of a code to these catalogue messages; the stories do the same. */
function WithFactorMessage({ messageKey, ...props }: SignInScreenProps & { messageKey: string }) {
  const { t } = useTranslation();
  const step = props.secondFactorStep;
  return <SignInScreen {...props} secondFactorStep={step && { ...step, errorMessage: t(messageKey) }} />;
}

const factorStep = { onSubmit: fn(), onCancel: fn() };

/** After a right password on an account with an authenticator app (ADR 0056). */
export const SecondFactorStep: Story = {
  args: { secondFactorStep: factorStep },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Two-step verification');
    const code = await canvas.findByLabelText(/Authenticator code/);
    await expect(code).toHaveFocus();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '123 456{Enter}');
    await expect(args.secondFactorStep?.onSubmit).toHaveBeenCalledWith({ method: 'totp', code: '123456' });
  },
};

export const SecondFactorCodeMalformed: Story = {
  args: { secondFactorStep: { ...factorStep, onSubmit: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Authenticator code/), '12a{Enter}');
    await expect(canvas.getByLabelText(/Authenticator code/)).toHaveAccessibleDescription(
      'Enter the 6 digits the app shows.',
    );
    await expect(args.secondFactorStep?.onSubmit).not.toHaveBeenCalled();
  },
};

export const SecondFactorRecoveryCode: Story = {
  args: { secondFactorStep: { ...factorStep, onSubmit: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(canvas.getByLabelText(/Recovery code/), ' k7q3f-m2pxr {Enter}');
    await expect(args.secondFactorStep?.onSubmit).toHaveBeenCalledWith({ method: 'recoveryCode', code: 'k7q3f-m2pxr' });
    await expect(canvas.getByRole('button', { name: 'Use the authenticator app instead' })).toBeVisible();
  },
};

export const SecondFactorWrongCode: Story = {
  args: { secondFactorStep: factorStep },
  render: (args) => <WithFactorMessage {...args} messageKey="signIn.wrongCode" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The code is wrong or was already used.',
    );
  },
};

export const SecondFactorLocked: Story = {
  args: { secondFactorStep: factorStep },
  render: (args) => <WithFactorMessage {...args} messageKey="errors.tooManyAttempts" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Too many attempts.');
  },
};

export const SecondFactorSubmitting: Story = {
  args: { secondFactorStep: { ...factorStep, submitting: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Verify/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

const onPasskeySignIn = fn();

/** The console's button of a sign-in with a passkey alone, as it gives it to the screen. */
function PasskeySignInButton({ loading = false }: { loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" size="lg" fullWidth loading={loading} onClick={onPasskeySignIn}>
      {t('signIn.passkeySignIn')}
    </Button>
  );
}

/** A browser that can use passkeys: a sign-in with a passkey alone, under the password form (ADR 0059). */
export const WithPasskeySignIn: Story = {
  args: { passkeySignIn: <PasskeySignInButton /> },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    onPasskeySignIn.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Use a passkey' }));
    await expect(onPasskeySignIn).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasskeySignInUnderWay: Story = {
  args: { passkeySignIn: <PasskeySignInButton loading /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Use a passkey/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The passkey was refused (a counter that went back, a removed passkey): the message stands above the form. */
export const PasskeySignInRefused: Story = {
  args: { passkeySignIn: <PasskeySignInButton /> },
  render: (args) => <WithPasskeyMessage {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The passkey could not be used.');
  },
};

function WithPasskeyMessage(props: SignInScreenProps) {
  const { t } = useTranslation();
  return <SignInScreen {...props} errorMessage={t('signIn.passkeyFailed')} />;
}

/** An account with an authenticator app and a passkey: the code, or the passkey's button. */
export const SecondFactorWithPasskey: Story = {
  args: { secondFactorStep: { ...factorStep, methods: ['totp', 'recoveryCode', 'passkey'], onPasskey: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/Authenticator code/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use a passkey' }));
    await expect(args.secondFactorStep?.onPasskey).toHaveBeenCalledOnce();
  },
};

/** An account with passkeys only: no code to type. */
export const SecondFactorPasskeyOnly: Story = {
  args: { secondFactorStep: { ...factorStep, methods: ['passkey'], onPasskey: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Use a passkey' }));
    await expect(args.secondFactorStep?.onPasskey).toHaveBeenCalledOnce();
    await expect(canvas.queryByLabelText(/Authenticator code/)).not.toBeInTheDocument();
  },
};

/** A browser without WebAuthn: the passkey's button is off and says why. */
export const SecondFactorPasskeyUnsupported: Story = {
  args: {
    secondFactorStep: { ...factorStep, methods: ['passkey'], onPasskey: fn(), passkeyUnsupported: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Use a passkey' })).toBeDisabled();
    await expect(canvas.getByText('The passkey could not be used.')).toBeVisible();
  },
};
