import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockDevices, mockNow } from '@orbit/mocks';
import { Card } from '../../components/Card/index.ts';
import {
  storyActivity,
  storyBalance,
  storyClient,
  storyOrders,
  storyTariff,
} from '../../test-support/adminClientFixture.ts';
import { AdminClientScreen } from './AdminClientScreen.tsx';

const activity = {
  status: 'ready' as const,
  entries: storyActivity,
  hasMore: false,
  loadingMore: false,
  onLoadMore: fn(),
  onRetry: fn(),
};

const account = {
  onDisable: fn(async () => undefined),
  onEnable: fn(async () => undefined),
  onEndSessions: fn(async () => ({ ended: 1 })),
};

const meta = {
  title: 'Screens/Admin/AdminClientScreen',
  component: AdminClientScreen,
  parameters: { layout: 'padded' },
  args: {
    client: { status: 'ready', data: storyClient },
    wallet: { status: 'ready', data: storyBalance },
    orders: { status: 'ready', data: storyOrders },
    activity,
    onEditClient: fn(async () => undefined),
    canChangeScope: true,
    onInsertCoins: fn(async () => 'inserted' as const),
    onFinishOrder: fn(async () => undefined),
    account,
    devices: { status: 'ready', data: mockDevices },
    onFreeDevice: fn(async () => undefined),
    onRevokeDevice: fn(async () => undefined),
    tariff: { status: 'ready', data: storyTariff },
    onSetTariff: fn(async () => undefined),
    now: new Date(mockNow),
    listHref: '/dash/admin/clients',
    timeZone: 'UTC',
    makeIdempotencyKey: () => 'story-key',
  },
} satisfies Meta<typeof AdminClientScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Admin: everything, including the scope field and the account's access. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('heading', { level: 1, name: storyClient.name })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Account access' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Activity' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Machines' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Tariff' })).toHaveTextContent('Coins per customer');
    await expect(canvas.getByRole('row', { name: /Mar 28, 2026/ })).toHaveTextContent('System');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit client' }));
    // The dialog's code arrives when it first opens.
    await expect(await page.findByRole('combobox', { name: 'Role' })).toBeVisible();
  },
};

/** Admin frees the slot of a machine whose PC was replaced, after confirming. */
export const FreeDeviceSlot: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = () => canvas.getByRole('button', { name: 'Free the device slot of aventura-orbit-01' });
    await userEvent.click(trigger());
    const dialog = within(page.getByRole('dialog', { name: 'Free the device slot?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Free the slot' }));
    await expect(args.onFreeDevice).toHaveBeenCalledOnce();
    await expect(await canvas.findByText('The device slot of Parque Aventura 1 is free.')).toBeVisible();
    // The closed dialog gives the focus back to the button that opened it (the picture shows its ring).
    await waitFor(() => expect(trigger()).toHaveFocus());
  },
};

/** Supervisor: the pencil without the scope field; no account access card. */
export const Supervisor: Story = {
  args: { canChangeScope: false, account: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('region', { name: 'Account access' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit client' }));
    await expect(await page.findByRole('textbox', { name: 'Name' })).toBeVisible();
    await expect(page.queryByRole('combobox', { name: 'Role' })).toBeNull();
  },
};

/** Supervisor changes the tariff through its dialog; the field starts from the tariff now. */
export const SupervisorChangesTariff: Story = {
  args: { canChangeScope: false, account: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Change tariff' }));
    const dialog = within(page.getByRole('dialog', { name: 'Change tariff' }));
    const field = dialog.getByRole('textbox', { name: 'Coins per customer' });
    await expect(field).toHaveValue(String(storyTariff.coinsPerCustomer));
    await userEvent.clear(field);
    await userEvent.type(field, '4{Enter}');
    await expect(await dialog.findByText('Tariff changed')).toBeVisible();
    await expect(args.onSetTariff).toHaveBeenCalledWith(4);
  },
};

/**
 * Colaborador: no pencil, no revoke, no activity, machines and tariff read-only; inserting coins stays (docs/domain.md#roles-and-permissions,
 * ADR 0049).
 */
export const Colaborador: Story = {
  args: {
    onEditClient: undefined,
    onFinishOrder: undefined,
    activity: undefined,
    account: undefined,
    canChangeScope: false,
    onFreeDevice: undefined,
    onRevokeDevice: undefined,
    onSetTariff: undefined,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('button', { name: 'Edit client' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Revoke/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Free the device slot/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Change tariff' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Machines' })).toHaveTextContent('aventura-bubble-02');
    await expect(canvas.getByRole('region', { name: 'Tariff' })).toHaveTextContent('Coins per customer');
    await expect(canvas.queryByRole('region', { name: 'Activity' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Insert coins' }));
    const dialog = within(page.getByRole('dialog', { name: 'Insert coins' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount of coins' }), '100');
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Insert' }));
    await expect(await dialog.findByText('100 coins inserted')).toBeVisible();
    await expect(args.onInsertCoins).toHaveBeenCalledOnce();
    await expect(args.onInsertCoins).toHaveBeenCalledWith(100, 'story-key');
  },
};

/** The licences section comes from the caller, after the blocking orders (docs/domain.md#screens-and-addresses). */
export const WithLicensesSection: Story = {
  args: {
    licenses: (
      <Card heading="Licences">
        <p>The licences section of the client goes here.</p>
      </Card>
    ),
  },
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(headings.indexOf('Licences')).toBe(headings.indexOf('Blocking orders') + 1);
    await expect(headings.indexOf('Machines')).toBe(headings.indexOf('Licences') + 1);
  },
};

/** A staff account's page: no machines and no tariff (the console gives neither). */
export const StaffAccount: Story = {
  args: { devices: undefined, tariff: undefined, onInsertCoins: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Machines' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Tariff' })).toBeNull();
  },
};

/** Each block loads on its own. */
export const BlocksLoading: Story = {
  args: {
    wallet: { status: 'loading' },
    orders: { status: 'loading' },
    activity: { ...activity, status: 'loading', entries: [] },
    devices: { status: 'loading' },
    tariff: { status: 'loading' },
  },
  // The blocking orders and the activity show their loaders after a short delay (DelayedLoader): the picture is
  // taken once both do (the wallet's skeleton has a hidden "Loading…" of its own, so the loaders are counted).
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[role="status"][data-layout="block"]')).toHaveLength(2));
  },
};

/** Each block fails on its own, with its retry. */
export const BlocksFailing: Story = {
  args: {
    wallet: { status: 'error', onRetry: fn() },
    orders: { status: 'error', onRetry: fn() },
    activity: { ...activity, status: 'error', entries: [] },
    devices: { status: 'error', onRetry: fn() },
    tariff: { status: 'error', onRetry: fn() },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Try again' })).toHaveLength(5);
  },
};

/** No orders, no machines and no activity yet. */
export const Empty: Story = {
  args: {
    orders: { status: 'ready', data: [] },
    activity: { ...activity, entries: [] },
    devices: { status: 'ready', data: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No blocking orders.')).toBeVisible();
    await expect(canvas.getByText('No machine has been activated on this client’s licences yet.')).toBeVisible();
    await expect(canvas.getByText('No activity yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { client: { status: 'loading' } },
  // The loader shows after a short delay (DelayedLoader): the picture is taken once it does.
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { client: { status: 'notFound' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This client does not exist.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to clients' })).toHaveAttribute('href', '/dash/admin/clients');
  },
};

export const Error: Story = {
  args: { client: { status: 'error', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The client could not be loaded.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Carteira de moedas' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar aos clientes' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Máquinas' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Alterar tarifa' })).toBeVisible();
  },
};
