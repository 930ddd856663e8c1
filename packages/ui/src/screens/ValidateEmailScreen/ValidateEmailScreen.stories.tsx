import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ValidateEmailScreen } from './ValidateEmailScreen.tsx';

const meta = {
  title: 'Screens/Client/ValidateEmailScreen',
  component: ValidateEmailScreen,
  parameters: { layout: 'fullscreen' },
  args: { status: 'sent', signInHref: '/sign-in' },
} satisfies Meta<typeof ValidateEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your mailbox' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  },
};

export const Verifying: Story = {
  args: { status: 'verifying' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Confirming your email address…');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Verified: Story = {
  args: { status: 'verified' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Email confirmed' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('You can sign in now.');
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('invalid, was already used or has expired');
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const MobileFailed: Story = {
  args: { status: 'failed' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Revisa tu bandeja de entrada' })).toBeVisible();
  },
};

export const FrenchVerified: Story = {
  args: { status: 'verified' },
  globals: { locale: 'fr' },
};
