import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { routes } from '@orbit/contract';
import { mockCoastersResponse, mockRoute, mockShortRunway, mockUsers } from '@orbit/mocks';
import { ConnectedPage } from '../stories/ConnectedPage.tsx';
import { failing, mockApi, slow } from '../stories/handlers.ts';
import { arrived } from '../stories/reportPlay.ts';

const arrival = { timeout: 10_000 };

/** The client's coasters page with its real hook against the mock API (msw-storybook-addon). */
const meta = {
  title: 'Connected pages/Client/Coasters',
  component: ConnectedPage,
  args: { path: '/dash/coasters' },
  parameters: { layout: 'fullscreen', msw: mockApi(mockUsers.client) },
} satisfies Meta<typeof ConnectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The client finds the page in the sidebar: the runway, then each machine as its calls show it. */
export const Client: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Coasters');
    await expect(canvas.getByRole('link', { name: 'Coasters' })).toHaveAttribute('aria-current', 'page');
    const table = within(await canvas.findByRole('table', { name: 'Your coasters' }, arrival));
    await expect(table.getByRole('row', { name: /Parque Aventura 2/ })).toHaveTextContent('Offline');
    await expect(canvas.getByRole('region', { name: 'Wallet runway' })).toHaveTextContent('20 days');
  },
};

/** The coins run out on Saturday night: the page warns before the block comes. */
export const ShortRunway: Story = {
  parameters: {
    msw: mockApi(mockUsers.client, [
      mockRoute(routes.coasters, () => ({ ...mockCoastersResponse, runway: mockShortRunway })),
    ]),
  },
  play: async ({ canvasElement }) => {
    const runway = within(await within(canvasElement).findByRole('region', { name: 'Wallet runway' }, arrival));
    await expect(runway.getByRole('status')).toHaveTextContent('tomorrow');
  },
};

/** The account was blocked when the coins ran out: the red banner, and the block on every machine. */
export const BlockedAccount: Story = {
  parameters: { msw: mockApi(mockUsers.client, [], { blocking: { account: 'blocked' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your coins have run out', { exact: false }, arrival)).toBeVisible();
    await expect(canvas.getAllByText('Code #2: insufficient coin balance').length).toBeGreaterThan(0);
  },
};

/** The machines wait for the server. */
export const Slow: Story = {
  parameters: { msw: mockApi(mockUsers.client, [slow('/api/coasters')]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Coasters');
    await expect(await canvas.findByText('Loading…', {}, arrival)).toBeVisible();
  },
};

/** The server fails: an error with a retry. */
export const Failing: Story = {
  parameters: {
    msw: mockApi(mockUsers.client, [failing('/api/coasters')]),
    expectedConsoleErrors: ['status of 500'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your coasters could not be loaded.', {}, arrival)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
