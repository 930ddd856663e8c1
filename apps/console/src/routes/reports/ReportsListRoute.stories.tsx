import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockUsers } from '@orbit/mocks';
import { ConnectedPage } from '../../stories/ConnectedPage.tsx';
import { mockApi } from '../../stories/handlers.ts';
import { arrived } from '../../stories/reportPlay.ts';

/** The reports list inside the console shell, as staff see it. */
const meta = {
  title: 'Connected pages/Admin/Reports list',
  component: ConnectedPage,
  args: { path: '/dash/admin/reports' },
  parameters: { layout: 'fullscreen', msw: mockApi(mockUsers.admin) },
} satisfies Meta<typeof ConnectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Reports');
    await expect(canvas.getAllByRole('link', { name: /^View / })).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: 'View Rides' })).toHaveAttribute('href', '/dash/admin/reports/rides');
  },
};

/** A collaborator sees the same reports (docs/domain.md#roles-and-permissions: every staff scope reads them). */
export const Collaborator: Story = {
  parameters: { msw: mockApi(mockUsers.colaborador) },
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await arrived(within(canvasElement), 'Report');
  },
};
