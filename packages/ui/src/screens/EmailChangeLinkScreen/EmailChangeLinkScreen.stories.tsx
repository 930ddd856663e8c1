import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmailChangeLinkScreen } from './EmailChangeLinkScreen.tsx';

const meta = {
  title: 'Screens/Client/EmailChangeLinkScreen',
  component: EmailChangeLinkScreen,
  parameters: { layout: 'fullscreen' },
  args: { action: 'confirm', status: 'done', signInHref: '/sign-in' },
} satisfies Meta<typeof EmailChangeLinkScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirming: Story = {
  args: { status: 'working' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Confirming your new email address…');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Email changed' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('sign in with the new address');
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  },
};

export const Cancelled: Story = {
  args: { action: 'cancel' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change cancelled' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('your account keeps this address');
  },
};

export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Link not valid' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('invalid, was already used or has expired');
  },
};

/** Another account took the address while the change waited. */
export const AddressTaken: Story = {
  args: { status: 'failed', failure: 'This email belongs to another account.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This email belongs to another account.');
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'E-mail alterado' })).toBeVisible();
  },
};
