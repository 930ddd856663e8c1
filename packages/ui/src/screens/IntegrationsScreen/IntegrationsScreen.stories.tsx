import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { mockBusinessApiKeys, mockBusinessWebhookEndpoints } from '@orbit/mocks';
import { WebhookEndpointsCard } from '../../components/WebhookEndpointsCard/index.ts';
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
    webhookEndpoints: (
      <WebhookEndpointsCard
        kind="business"
        endpoints={mockBusinessWebhookEndpoints}
        timeZone="UTC"
        onCreate={fn(() => new Promise<never>(() => undefined))}
        onUpdate={fn(() => new Promise<never>(() => undefined))}
        onDelete={fn(async () => undefined)}
        onTest={fn(async () => ({ eventId: 'evt_mocktest1' }))}
      />
    ),
  },
} satisfies Meta<typeof IntegrationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's title, the business's keys in every state, then its webhook endpoints. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'API keys' })).toBeVisible();
    await expect(canvas.getByText(/for the business without signing in/)).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(mockBusinessApiKeys.length + 1);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Webhook endpoints' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: {
    apiKeys: { keys: undefined },
    webhookEndpoints: <WebhookEndpointsCard kind="business" endpoints={undefined} />,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the keys…')).toBeVisible();
    await expect(await within(canvasElement).findByText('Loading the endpoints…')).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    apiKeys: { keys: [], onCreate: fn(() => new Promise<never>(() => undefined)) },
    webhookEndpoints: (
      <WebhookEndpointsCard kind="business" endpoints={[]} onCreate={fn(() => new Promise<never>(() => undefined))} />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No keys yet/)).toBeVisible();
    await expect(within(canvasElement).getByText(/No endpoints yet/)).toBeVisible();
  },
};

export const Forbidden: Story = {
  args: {
    apiKeys: { keys: undefined, loadError: 'forbidden' },
    webhookEndpoints: <WebhookEndpointsCard kind="business" endpoints={undefined} loadError="forbidden" />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only admins manage the business’s keys.')).toBeVisible();
    await expect(within(canvasElement).getByText('Only admins manage the business’s endpoints.')).toBeVisible();
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
