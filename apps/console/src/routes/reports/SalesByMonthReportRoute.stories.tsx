import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockUsers } from '@orbit/mocks';
import { ConnectedPage } from '../../stories/ConnectedPage.tsx';
import { failing, mockApi } from '../../stories/handlers.ts';
import { arrived, pickLastMonth, pickOption, selectAll } from '../../stories/reportPlay.ts';

/** Coin sales by month with its real hooks against the mock API. */
const meta = {
  title: 'Connected pages/Admin/Coin sales by month',
  component: ConnectedPage,
  args: { path: '/dash/admin/reports/sales-by-month' },
  parameters: { layout: 'fullscreen', msw: mockApi(mockUsers.admin) },
} satisfies Meta<typeof ConnectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every country and the last twelve months: the bars appear by themselves. */
export const SearchesByItself: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Coin sales by month');
    await selectAll(canvas, 'Select all countries');
    await pickLastMonth(canvas);
    await expect(await canvas.findByRole('img', { name: /Coins sold per month/ }, { timeout: 10_000 })).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: {
    msw: mockApi(mockUsers.admin, [failing('/api/admin/reports/orbitcoins/salesmonth')]),
    expectedConsoleErrors: ['status of 500'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Coin sales by month');
    await pickOption(canvas, /Countries/, /^Brazil/);
    await pickLastMonth(canvas);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 15_000 })).toBeVisible();
  },
};
