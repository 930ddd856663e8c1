import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AdminUserSummary } from '@orbit/contract';
import { mockAdminUsers } from '@orbit/mocks';
import { AdminClientsScreen } from './AdminClientsScreen.tsx';

const countries = ['BRA', 'PRT', 'USA', 'FRA', null] as const;
const zones = ['America/Sao_Paulo', 'Europe/Lisbon', 'America/New_York', 'Europe/Paris'];

/** Sixty clients, newest first, as the server's first pages would answer them. */
const generated: AdminUserSummary[] = Array.from({ length: 60 }, (_, index) => {
  const id = 60 - index + 4;
  return {
    id,
    name: `Client ${String(id).padStart(3, '0')}`,
    email: `client.${id}@example.com`,
    timezone: zones[id % zones.length] ?? 'UTC',
    isoAlpha3: countries[id % countries.length] ?? null,
    createdAt: new Date(Date.UTC(2025, 0, 1) + id * 86_400_000).toISOString(),
  };
});
const rows: AdminUserSummary[] = generated.concat(
  mockAdminUsers
    .map(({ id, name, email, timezone, isoAlpha3, createdAt }) => ({ id, name, email, timezone, isoAlpha3, createdAt }))
    .reverse(),
);

const meta = {
  title: 'Screens/Admin/AdminClientsScreen',
  component: AdminClientsScreen,
  parameters: { layout: 'padded' },
  args: {
    status: 'ready',
    rows: rows.slice(0, 50),
    count: rows.length,
    hasMore: true,
    loadingMore: false,
    onEndReached: fn(),
    onRetry: fn(),
    filters: { name: '', email: '', nameAsInContract: '' },
    onFiltersChange: fn(),
    sort: { columnId: 'id', direction: 'descending' },
    onSortChange: fn(),
    detailHref: (user) => `/dash/admin/clients/${user.id}`,
    timeZone: 'UTC',
  },
} satisfies Meta<typeof AdminClientsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page, sorted by id descending; a header press asks for another sort. */
export const Data: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    await expect(canvas.getByText(`50 of ${rows.length} clients`)).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /ID/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('link', { name: 'View Client 064' })).toHaveAttribute(
      'href',
      '/dash/admin/clients/64',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ columnId: 'name', direction: 'ascending' });
  },
};

/** Typing a filter sends it after a pause; clearing sends none. */
export const Filters: Story = {
  args: { filters: { name: '', email: 'example', nameAsInContract: '' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search clients by name' }), 'carla');
    await waitFor(() =>
      expect(args.onFiltersChange).toHaveBeenCalledWith({ name: 'carla', email: 'example', nameAsInContract: '' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ name: '', email: '', nameAsInContract: '' });
  },
};

/** The density toggle fits more rows. */
export const Compact: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Compact'));
    await expect(canvas.getByRole('radio', { name: 'Compact' })).toBeChecked();
  },
};

/** The next page on its way. */
export const LoadingMore: Story = { args: { loadingMore: true } };

/** A later page failed: the list is complete with a retry (docs/domain.md#states-and-transitions). */
export const MoreError: Story = {
  args: { hasMore: false, moreError: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Error loading pagination.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = { args: { status: 'loading', rows: [], count: undefined } };

export const Empty: Story = {
  args: { rows: [], count: 0, hasMore: false, filters: { name: 'nobody', email: '', nameAsInContract: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No clients found.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', rows: [], count: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Error loading clients.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Below 991 px the rows are cards. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { rows: rows.slice(0, 5), count: 5, hasMore: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Client 064' })).toBeVisible();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver Client 064' })).toBeVisible();
  },
};
