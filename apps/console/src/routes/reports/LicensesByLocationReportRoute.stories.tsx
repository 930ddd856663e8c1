import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockUsers } from '@orbit/mocks';
import { ConnectedPage } from '../../stories/ConnectedPage.tsx';
import { mockApi } from '../../stories/handlers.ts';
import { arrived, pickLastMonth, pickOption } from '../../stories/reportPlay.ts';

/** Active licences by location with its real hooks against the mock API. */
const meta = {
  title: 'Connected pages/Admin/Active licences by location',
  component: ConnectedPage,
  args: { path: '/dash/admin/reports/licenses-by-location' },
  parameters: { layout: 'fullscreen', msw: mockApi(mockUsers.admin) },
} satisfies Meta<typeof ConnectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Active licences by location');
    await pickOption(canvas, /Countries/, /^Brazil/);
    await pickOption(canvas, /Countries/, /^Portugal/);
    await pickLastMonth(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(
      () =>
        expect(
          within(canvas.getByRole('table', { name: 'Active licences by location' })).getAllByText('Brazil'),
        ).not.toHaveLength(0),
      { timeout: 10_000 },
    );
  },
};
