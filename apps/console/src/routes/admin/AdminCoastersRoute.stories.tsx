import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockFleet, mockUsers } from '@orbit/mocks';
import { ConnectedPage } from '../../stories/ConnectedPage.tsx';
import { failing, mockApi, slow } from '../../stories/handlers.ts';
import { arrived } from '../../stories/reportPlay.ts';

const arrival = { timeout: 10_000 };

/** The staff fleet page with its real hooks against the mock API (msw-storybook-addon), as each scope sees it. */
const meta = {
  title: 'Connected pages/Admin/Fleet',
  component: ConnectedPage,
  args: { path: '/dash/admin/coasters' },
  parameters: { layout: 'fullscreen', msw: mockApi(mockUsers.admin) },
} satisfies Meta<typeof ConnectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin finds the fleet in the sidebar and narrows it to the offline machines with their count. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Fleet');
    await expect(canvas.getByRole('link', { name: 'Fleet' })).toHaveAttribute('aria-current', 'page');
    const table = within(await canvas.findByRole('table', { name: 'Machines of every client' }, arrival));
    await expect(table.getAllByRole('row')).toHaveLength(mockFleet.length + 1);
    canvas.getByRole('button', { name: 'Offline 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(3), arrival);
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('offline');
  },
};

/** A colaborador reads the fleet too, and picks a client's machines. */
export const Colaborador: Story = {
  parameters: { msw: mockApi(mockUsers.colaborador) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Fleet');
    const table = within(await canvas.findByRole('table', { name: 'Machines of every client' }, arrival));
    const client = canvas.getByRole('combobox', { name: 'Client' });
    await waitFor(() => expect(within(client).getByRole('option', { name: 'Inês Carvalho' })).toBeTruthy(), arrival);
    await userEvent.selectOptions(client, 'Inês Carvalho');
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(4), arrival);
  },
};

/** The fleet waits for the server: the counts and the table say so. */
export const Slow: Story = {
  parameters: { msw: mockApi(mockUsers.admin, [slow('/api/admin/coasters')]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Fleet');
    await expect(await canvas.findByText('Loading…', {}, arrival)).toBeVisible();
  },
};

/** The server fails: an error with a retry. */
export const Failing: Story = {
  parameters: {
    msw: mockApi(mockUsers.admin, [failing('/api/admin/coasters')]),
    expectedConsoleErrors: ['status of 500'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading the fleet.', {}, arrival)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
