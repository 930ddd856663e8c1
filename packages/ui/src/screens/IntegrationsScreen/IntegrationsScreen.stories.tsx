import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { mockBusinessApiKeys } from '@orbit/mocks';
import { IntegrationsScreen } from './IntegrationsScreen.tsx';

const meta = {
  title: 'Screens/Admin/IntegrationsScreen',
  component: IntegrationsScreen,
  args: {
    apiKeys: {
      keys: mockBusinessApiKeys,
      timeZone: 'UTC',
      onRetry: fn(),
      onCreate: fn(() => new Promise<never>(() => undefined)),
      onRoll: fn(() => new Promise<never>(() => undefined)),
      onRevoke: fn(async () => undefined),
    },
  },
} satisfies Meta<typeof IntegrationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's title, then the business's keys in every state. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'API keys' })).toBeVisible();
    await expect(canvas.getByText(/for the business without signing in/)).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(mockBusinessApiKeys.length + 1);
  },
};

export const Loading: Story = {
  args: { apiKeys: { keys: undefined } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the keys…')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { apiKeys: { keys: [], onCreate: fn(() => new Promise<never>(() => undefined)) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No keys yet/)).toBeVisible();
  },
};

export const Forbidden: Story = {
  args: { apiKeys: { keys: undefined, loadError: 'forbidden' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only admins manage the business’s keys.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Intégrations' })).toBeVisible();
  },
};
