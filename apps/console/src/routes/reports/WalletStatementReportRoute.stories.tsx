import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routes } from '@orbit/contract';
import { mockRoute, mockUsers } from '@orbit/mocks';
import { ConnectedPage } from '../../stories/ConnectedPage.tsx';
import { failing, mockApi } from '../../stories/handlers.ts';
import { arrived, pickLastMonth, pickOption } from '../../stories/reportPlay.ts';

async function findStatement(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await arrived(canvas, 'Wallet statement');
  await pickOption(canvas, /Client/, new RegExp(mockUsers.client.name));
  await pickLastMonth(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Find' }));
  return canvas;
}

/** The wallet statement with its real hooks against the mock API. */
const meta = {
  title: 'Connected pages/Admin/Wallet statement',
  component: ConnectedPage,
  args: { path: '/dash/admin/reports/customer-acount' },
  parameters: { layout: 'fullscreen', msw: mockApi(mockUsers.supervisor) },
} satisfies Meta<typeof ConnectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A supervisor finds a client's statement of last month: five cards and the rides. */
export const Found: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await findStatement(canvasElement);
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Customers' })).toHaveTextContent(/\d/), {
      timeout: 10_000,
    });
    await expect(canvas.getByRole('table', { name: 'Wallet statement' })).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: {
    msw: mockApi(mockUsers.supervisor, [failing('/api/admin/reports/consumptions')]),
    expectedConsoleErrors: ['status of 500'],
  },
  play: async ({ canvasElement }) => {
    const canvas = await findStatement(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 15_000 })).toBeVisible();
  },
};

/** The clients cannot be loaded: the picker says so. */
export const ClientsFailing: Story = {
  parameters: {
    msw: mockApi(mockUsers.supervisor, [failing('/api/admin/reports/users')]),
    expectedConsoleErrors: ['status of 500'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Wallet statement');
    await expect(await canvas.findByText('The clients could not be loaded.', {}, { timeout: 15_000 })).toBeVisible();
  },
};

/** A business without clients yet. */
export const NoClients: Story = {
  parameters: {
    msw: mockApi(mockUsers.supervisor, [
      mockRoute(routes.adminReportUsers, () => ({ results: [], meta: { count: 0, limit: 2000, offset: 0 } })),
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Wallet statement');
    await expect(await canvas.findByText('No clients found.', {}, { timeout: 10_000 })).toBeVisible();
  },
};
