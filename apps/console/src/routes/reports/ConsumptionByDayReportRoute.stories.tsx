import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockUsers } from '@orbit/mocks';
import { ConnectedPage } from '../../stories/ConnectedPage.tsx';
import { mockApi } from '../../stories/handlers.ts';
import { arrived, pickLastMonth, pickOption, selectAll } from '../../stories/reportPlay.ts';

/** Consumption by day with its real hooks against the mock API. */
const meta = {
  title: 'Connected pages/Admin/Consumption by day',
  component: ConnectedPage,
  args: { path: '/dash/admin/reports/consumption-by-day' },
  parameters: { layout: 'fullscreen', msw: mockApi(mockUsers.admin) },
} satisfies Meta<typeof ConnectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Consumption by day');
    await pickOption(canvas, /Clients/, new RegExp(mockUsers.client.name));
    await selectAll(canvas, 'Select all licences');
    await pickLastMonth(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(
      await canvas.findByRole('img', { name: /Customers and rides per day/ }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
