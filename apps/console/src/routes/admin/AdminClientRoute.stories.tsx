import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockUsers, mockWalletBalance } from '@orbit/mocks';
import { ConnectedPage } from '../../stories/ConnectedPage.tsx';
import { failing, mockApi, slow } from '../../stories/handlers.ts';

const arrival = { timeout: 10_000 };
const clientPath = `/dash/admin/clients/${mockUsers.client.id}`;

/** The client page with its real hooks against the mock API, as each staff scope sees it. */
const meta = {
  title: 'Connected pages/Admin/Client',
  component: ConnectedPage,
  args: { path: clientPath },
  parameters: { layout: 'fullscreen', msw: mockApi(mockUsers.admin) },
} satisfies Meta<typeof ConnectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const arrived = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: mockUsers.client.name }, arrival);
  return canvas;
};

/** Admin: the pencil with the scope field, the account's access and the activity. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await arrived(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Edit client' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Account access' })).toBeVisible();
    await expect(await canvas.findByText('Inserted 500 coins', {}, arrival)).toBeVisible();
    // The device side (ADR 0049): the machines, the tariff, and the system's own block in orders and timeline.
    await expect(await canvas.findByRole('row', { name: /aventura-bubble-02/ }, arrival)).toHaveTextContent(
      'Waiting to sync: 37',
    );
    // The tariff's history and the timeline arrive with calls of their own.
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Tariff' })).toHaveTextContent('Since'), arrival);
    await expect(
      await canvas.findByText('The account blocked itself: insufficient coin balance', {}, arrival),
    ).toBeVisible();
  },
};

/** Supervisor frees the slot of a replaced PC: the machine reads "Replaced" and the timeline tells it. */
export const SupervisorFreesASlot: Story = {
  parameters: { msw: mockApi(mockUsers.supervisor) },
  play: async ({ canvasElement }) => {
    const canvas = await arrived(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Free the device slot of aventura-orbit-01' }, arrival),
    );
    const dialog = within(page.getByRole('dialog', { name: 'Free the device slot?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Free the slot' }));
    await expect(await canvas.findByText('The device slot of Parque Aventura 1 is free.', {}, arrival)).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('row', { name: /aventura-orbit-01/ })).toHaveTextContent('Replaced'),
      arrival,
    );
    await expect(
      await canvas.findByText('Freed the device slot of Parque Aventura 1 (machine aventura-orbit-01)', {}, arrival),
    ).toBeVisible();
    // The picture is of the whole page from its top: the shell's bar and sidebar stay where they belong.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

/** Supervisor edits the client without a scope field; the timeline then tells the edit. */
export const Supervisor: Story = {
  parameters: { msw: mockApi(mockUsers.supervisor) },
  play: async ({ canvasElement }) => {
    const canvas = await arrived(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('region', { name: 'Account access' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit client' }));
    // The dialog's code arrives when it first opens.
    const dialog = within(await page.findByRole('dialog', { name: 'Edit client' }));
    await expect(dialog.queryByRole('combobox', { name: 'Role' })).toBeNull();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), ' Filho');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Client updated', {}, arrival)).toBeVisible();
    // The footer's Close, after the title bar's.
    await userEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1) ?? dialog.getByText('Close'));
    await expect(await canvas.findByText('Edited the client’s details', {}, arrival)).toBeVisible();
  },
};

/** Colaborador: no pencil and no activity; a double click inserts coins once and the balance grows once. */
export const Colaborador: Story = {
  parameters: { msw: mockApi(mockUsers.colaborador) },
  play: async ({ canvasElement }) => {
    const canvas = await arrived(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('button', { name: 'Edit client' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Activity' })).toBeNull();
    // Machines and tariff are read-only for a colaborador (ADR 0049).
    await canvas.findByRole('row', { name: /aventura-bubble-02/ }, arrival);
    await expect(canvas.queryByRole('button', { name: /Free the device slot|Revoke the device/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Change tariff' })).toBeNull();
    const balance = canvas.getByRole('group', { name: 'Coins balance' });
    await waitFor(
      () => expect(balance).toHaveTextContent(mockWalletBalance.coinsBalance.toLocaleString('en')),
      arrival,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Insert coins' }));
    const dialog = within(page.getByRole('dialog', { name: 'Insert coins' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount of coins' }), '100');
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Insert' }));
    await expect(await dialog.findByText('100 coins inserted', {}, arrival)).toBeVisible();
    // The footer's Close, after the title bar's.
    await userEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1) ?? dialog.getByText('Close'));
    await waitFor(
      () => expect(balance).toHaveTextContent((mockWalletBalance.coinsBalance + 100).toLocaleString('en')),
      arrival,
    );
  },
};

/** The page's calls wait for the server: each block shows its loading state. */
export const Slow: Story = {
  parameters: { msw: mockApi(mockUsers.admin, [slow(`/api/admin/users/${mockUsers.client.id}/*`)]) },
  play: async ({ canvasElement }) => {
    await arrived(canvasElement);
    // The blocking orders and the activity show their loaders after a short delay (DelayedLoader); the wallet's
    // skeleton has a hidden "Loading…" of its own, so the loaders are counted.
    await waitFor(
      () => expect(canvasElement.querySelectorAll('[role="status"][data-layout="block"]')).toHaveLength(2),
      arrival,
    );
  },
};

/** The page's calls fail: each block offers a retry. */
export const Failing: Story = {
  parameters: {
    msw: mockApi(mockUsers.admin, [failing(`/api/admin/users/${mockUsers.client.id}/*`)]),
    expectedConsoleErrors: ['status of 500'],
  },
  play: async ({ canvasElement }) => {
    const canvas = await arrived(canvasElement);
    // Every part with calls of its own under the client's address says so: the wallet, the tariff, the blocking
    // orders, the licences, the machines and the activity.
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(6), arrival);
  },
};

/** An id nobody has. */
export const NotFound: Story = {
  args: { path: '/dash/admin/clients/999' },
  parameters: { expectedConsoleErrors: ['status of 404'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This client does not exist.', {}, arrival)).toBeVisible();
  },
};
