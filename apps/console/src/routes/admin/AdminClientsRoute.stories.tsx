import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockUsers } from '@orbit/mocks';
import { ConnectedPage } from '../../stories/ConnectedPage.tsx';
import { failing, mockApi, slow } from '../../stories/handlers.ts';

const arrival = { timeout: 10_000 };

/** The clients list with its real hooks against the mock API; the list state comes from the address. */
const meta = {
  title: 'Connected pages/Admin/Clients',
  component: ConnectedPage,
  args: { path: '/dash/admin/clients' },
  parameters: { layout: 'fullscreen', msw: mockApi(mockUsers.admin) },
} satisfies Meta<typeof ConnectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every account, newest id first (docs/domain.md#constants-and-limits). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The skeleton table comes first; the rows replace it when the answer arrives.
    await canvas.findAllByRole('link', { name: /^View / }, arrival);
    const ids = within(canvas.getByRole('table', { name: 'Clients' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => Number(row.querySelector('td')?.textContent));
    await expect(ids).toEqual([...ids].sort((a, b) => b - a));
  },
};

/** A link with a sort and a filter shows that list. */
export const FromTheAddress: Story = {
  args: { path: '/dash/admin/clients?email=example&orderby=name&order=asc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Clients' }, arrival);
    await expect(canvas.getByRole('searchbox', { name: 'Email contains' })).toHaveValue('example');
    await expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** Nobody matches. */
export const Empty: Story = {
  args: { path: '/dash/admin/clients?name=nobody-at-all' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No clients found.', {}, arrival)).toBeVisible();
  },
};

/** The list waits for the server. */
export const Slow: Story = {
  parameters: { msw: mockApi(mockUsers.admin, [slow('/api/admin/users')]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Clients' }, arrival)).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The server fails: an error with a retry. */
export const Failing: Story = {
  parameters: {
    msw: mockApi(mockUsers.admin, [failing('/api/admin/users')]),
    expectedConsoleErrors: ['status of 500'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading clients.', {}, arrival)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A colaborador sees the same list. */
export const Colaborador: Story = {
  parameters: { msw: mockApi(mockUsers.colaborador) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Clients' }, arrival)).toBeVisible();
  },
};

/** A client who types the address is sent back to the dashboard (docs/domain.md#screens-and-addresses). */
export const ClientIsRedirected: Story = {
  parameters: { msw: mockApi(mockUsers.client) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, arrival)).not.toHaveTextContent('Clients');
    await expect(canvas.queryByRole('table', { name: 'Clients' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Clients' })).toBeNull();
    // The dashboard's charts arrive after the screen: every chart is drawn before the picture is taken.
    for (const name of [/ranking/i, /per licence/i, /scenario/i, /^customers per month/i]) {
      await expect(await canvas.findByRole('img', { name }, arrival)).toBeVisible();
    }
  },
};
