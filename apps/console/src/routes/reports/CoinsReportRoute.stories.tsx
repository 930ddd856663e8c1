import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockUsers } from '@orbit/mocks';
import { ConnectedPage } from '../../stories/ConnectedPage.tsx';
import { mockApi } from '../../stories/handlers.ts';
import { arrived, pickLastMonth, selectAll } from '../../stories/reportPlay.ts';

/** The coins report (tickets log) with its real hooks against the mock API. */
const meta = {
  title: 'Connected pages/Admin/Coins report',
  component: ConnectedPage,
  args: { path: '/dash/admin/reports/coins' },
  parameters: { layout: 'fullscreen', msw: mockApi(mockUsers.admin) },
} satisfies Meta<typeof ConnectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Coins');
    await selectAll(canvas, 'Select all clients');
    await pickLastMonth(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(
      await canvas.findByRole('rowheader', { name: 'Total of the period' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
