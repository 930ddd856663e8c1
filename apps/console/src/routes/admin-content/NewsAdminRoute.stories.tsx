import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routes } from '@orbit/contract';
import { mockRoute, mockUsers } from '@orbit/mocks';
import { ConnectedPage } from '../../stories/ConnectedPage.tsx';
import { failing, mockApi, slow } from '../../stories/handlers.ts';
import { arrived } from '../../stories/reportPlay.ts';

/** The news admin with its real hooks against the mock API (msw-storybook-addon). */
const meta = {
  title: 'Connected pages/Admin/News',
  component: ConnectedPage,
  args: { path: '/dash/admin/news' },
  parameters: { layout: 'fullscreen', msw: mockApi(mockUsers.admin) },
} satisfies Meta<typeof ConnectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every item with the counter; the draft is switched on and the list refreshes. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'News');
    const draft = await canvas.findByRole('row', { name: /Summer tournament/ }, { timeout: 10_000 });
    await userEvent.click(within(draft).getByRole('switch', { name: 'Active' }));
    await waitFor(() =>
      expect(within(canvas.getByRole('row', { name: /Summer tournament/ })).getByRole('switch')).toBeChecked(),
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search news' }), 'summer');
    await waitFor(() => expect(canvas.getByText(/^Showing 1 of/)).toBeVisible(), { timeout: 5000 });
  },
};

export const Slow: Story = {
  parameters: { msw: mockApi(mockUsers.admin, [slow('/api/admin/news')]) },
  play: async ({ canvasElement }) => {
    await arrived(within(canvasElement), 'News');
  },
};

export const Failing: Story = {
  parameters: {
    msw: mockApi(mockUsers.admin, [failing('/api/admin/news')]),
    expectedConsoleErrors: ['status of 500'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 10_000 })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: mockApi(mockUsers.admin, [
      mockRoute(routes.adminNewsList, () => ({ results: [], meta: { count: 0, limit: 500, offset: 0 }, total: 0 })),
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No news yet. Create the first one.', {}, { timeout: 10_000 })).toBeVisible();
  },
};
