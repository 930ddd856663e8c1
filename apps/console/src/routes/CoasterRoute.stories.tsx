import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockUsers } from '@orbit/mocks';
import { ConnectedPage } from '../stories/ConnectedPage.tsx';
import { failing, mockApi, slow } from '../stories/handlers.ts';

const arrival = { timeout: 10_000 };

/** One of the client's machines with its real hooks against the mock API (msw-storybook-addon). */
const meta = {
  title: 'Connected pages/Client/Coaster',
  component: ConnectedPage,
  args: { path: '/dash/coasters/45' },
  parameters: { layout: 'fullscreen', msw: mockApi(mockUsers.client) },
} satisfies Meta<typeof ConnectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the coasters page, the machine's label opens its page: its status, its month and its alert settings. */
export const FromTheList: Story = {
  args: { path: '/dash/coasters' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Shopping Norte 1' }, arrival));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Shopping Norte 1' }, arrival)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Last 30 days' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Tell me after it is offline for (minutes)' })).toHaveValue('30');
  },
};

/** The settings are saved, and the page shows them as the server holds them. */
export const SaveAlerts: Story = {
  // Mock handlers of its own: what it saves stays out of the other stories.
  parameters: { msw: mockApi(mockUsers.client) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = within(await canvas.findByRole('region', { name: 'Alerts' }, arrival));
    const threshold = alerts.getByRole('textbox', { name: 'Tell me after it is offline for (minutes)' });
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '20');
    await userEvent.selectOptions(alerts.getByRole('combobox', { name: 'Snooze' }), 'Until it is back online');
    const save = alerts.getByRole('button', { name: 'Save alerts' });
    await userEvent.click(save);
    await expect(await alerts.findByText('The alert settings are saved.', {}, arrival)).toBeVisible();
    await expect(alerts.getByText('Snoozed until it is back online')).toBeVisible();
    await expect(threshold).toHaveValue('20');
    await expect(save).toHaveFocus();
  },
};

/** Lost since last night: the outage runs on. */
export const Offline: Story = {
  args: { path: '/dash/coasters/44' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Parque Aventura 2' }, arrival)).toBeVisible();
    await expect(canvas.getByText('Last seen 14 hours ago')).toBeVisible();
  },
};

/** A machine that is not the client's: the server's 404, and the way back. */
export const NotFound: Story = {
  args: { path: '/dash/coasters/999' },
  parameters: { expectedConsoleErrors: ['status of 404'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This coaster is not among yours.', {}, arrival)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All coasters' })).toBeVisible();
  },
};

/** The machine waits for the server. */
export const Slow: Story = {
  parameters: { msw: mockApi(mockUsers.client, [slow('/api/coasters/*')]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page's own loader, once its code is there (the layout shows one of its own while the code downloads).
    await expect(await canvas.findByRole('link', { name: 'All coasters' }, arrival)).toBeVisible();
    await expect(await canvas.findByText('Loading…', {}, arrival)).toBeVisible();
  },
};

/** The server fails: an error with a retry. */
export const Failing: Story = {
  parameters: {
    msw: mockApi(mockUsers.client, [failing('/api/coasters/*')]),
    expectedConsoleErrors: ['status of 500'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This coaster could not be loaded.', {}, arrival)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
