import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Coaster } from '@orbit/contract';
import { mockCoasters, mockNewestVersions, mockNow, mockRunway, mockShortRunway, mockUsers } from '@orbit/mocks';
import { CoastersScreen } from './CoastersScreen.tsx';

const [norte, aventura1, aventura2, plaza] = mockCoasters;
if (!norte || !aventura1 || !aventura2 || !plaza) throw new globalThis.Error('The stories need four coasters');

/** A machine of each kind the mock client does not have: switched off, silent, never activated, replaced. */
const everyStatus: Coaster[] = [
  ...mockCoasters,
  {
    ...norte,
    licenseId: 91,
    licenseLabel: 'Rio Sul 1',
    hostname: 'riosul-orbit-01',
    silent: true,
    ridesToday: 0,
    customersToday: 0,
    usualRidesByNow: 7,
    lastRideAt: '2026-05-14T22:40:00.000Z',
  },
  {
    ...aventura1,
    licenseId: 92,
    licenseLabel: 'Rio Sul 2',
    hostname: 'riosul-orbit-02',
    status: 'switchedOff',
    statusSince: '2026-05-14T23:02:00.000Z',
    lastSeenAt: '2026-05-14T23:02:00.000Z',
    ridesToday: 0,
    customersToday: 0,
    lastRideAt: '2026-05-14T22:51:00.000Z',
    appVersion: mockNewestVersions.appVersion,
  },
  {
    ...plaza,
    licenseId: 93,
    licenseLabel: 'Rio Sul 3',
    status: 'notActivated',
  },
  {
    ...aventura1,
    licenseId: 94,
    licenseLabel: 'Barra 1',
    hostname: 'barra-orbit-01',
    deviceId: 71,
    status: 'replaced',
    statusSince: '2026-05-12T10:00:00.000Z',
    lastSeenAt: '2026-05-12T09:41:00.000Z',
    ridesToday: 0,
    customersToday: 0,
    usualRidesByNow: null,
    lastRideAt: '2026-05-11T18:30:00.000Z',
    licenseFileExpiresAt: '2026-05-14T09:41:00.000Z',
    uptime7d: 0.41,
  },
];

const accountBlock = { code: 2, reason: 'insufficient-coin-balance', since: '2026-05-14T22:10:00.000Z' } as const;

const meta = {
  title: 'Screens/Client/CoastersScreen',
  component: CoastersScreen,
  args: {
    coasters: mockCoasters,
    newest: mockNewestVersions,
    runway: mockRunway,
    now: new Date(mockNow),
    timeZone: mockUsers.client.timezone,
    onRetry: fn(),
    machineHref: (deviceId: number) => `/dash/coasters/${deviceId}`,
  },
} satisfies Meta<typeof CoastersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, label: string) =>
  within(within(canvasElement).getByRole('row', { name: new RegExp(label) }));

/**
 * The runway, then each machine: status and last seen (its exact time on hover), rides against the usual, rides
 * waiting to sync, versions behind the newest, the licence file ending within a day, and uptime.
 */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Coasters' })).toBeVisible();
    const runway = within(canvas.getByRole('region', { name: 'Wallet runway' }));
    await expect(runway.getByRole('group', { name: 'Days left' })).toHaveTextContent('20 days');
    const table = within(canvas.getByRole('table', { name: 'Your coasters' }));
    await expect(table.getAllByRole('row')).toHaveLength(mockCoasters.length + 1);

    const online = rowOf(canvasElement, 'Shopping Norte 1');
    // Each machine's label opens its page; a licence without a machine has none.
    await expect(online.getByRole('link', { name: 'Shopping Norte 1' })).toHaveAttribute('href', '/dash/coasters/45');
    await expect(online.getByText('Online')).toBeVisible();
    await expect(online.getByText('Last seen 1 minute ago')).toHaveAttribute('title', 'May 15, 2026, 8:58 AM');
    await expect(online.getByText('Rides: 14')).toBeVisible();
    await expect(online.getByText('Usually 11.5 by now')).toBeVisible();
    await expect(online.getByText('99.8%')).toBeVisible();

    const late = rowOf(canvasElement, 'Parque Aventura 1');
    await expect(late.getByText('Late')).toBeVisible();
    await expect(late.getByText('Newest: 3.2.0')).toBeVisible();
    await expect(late.getByText('Newest: 1.9.0')).toBeVisible();
    await expect(late.getByText('Ends within a day')).toBeVisible();

    const offline = rowOf(canvasElement, 'Parque Aventura 2');
    await expect(offline.getByText('Offline')).toBeVisible();
    await expect(offline.getByText('Last seen 14 hours ago')).toBeVisible();
    await expect(offline.getByText('Waiting to sync: 37')).toBeVisible();
    await expect(offline.getByText('Nothing delivered for 41 hours')).toBeVisible();

    const revoked = rowOf(canvasElement, 'Mall Plaza 1');
    await expect(revoked.getByText('Revoked')).toBeVisible();
    await expect(revoked.getByText('Never seen')).toBeVisible();
    await expect(revoked.queryByRole('link')).toBeNull();
  },
};

/** Every status side by side: switched off, online but silent, never activated and replaced as well. */
export const EveryStatus: Story = {
  args: { coasters: everyStatus },
  play: async ({ canvasElement }) => {
    const silent = rowOf(canvasElement, 'Rio Sul 1');
    await expect(silent.getByText('Silent')).toBeVisible();
    await expect(silent.getByText('No rides for hours when it usually plays')).toBeVisible();
    await expect(rowOf(canvasElement, 'Rio Sul 2').getByText('Switched off')).toBeVisible();
    await expect(rowOf(canvasElement, 'Rio Sul 3').getByText('Not activated')).toBeVisible();
    await expect(rowOf(canvasElement, 'Barra 1').getByText('Replaced')).toBeVisible();
    // A replaced machine no longer plays on its file: no warning that it expired.
    await expect(rowOf(canvasElement, 'Barra 1').queryByText('Expired')).toBeNull();
  },
};

/** The coins run out on Saturday night: the runway warns, in the client's time zone. */
export const ShortRunway: Story = {
  args: { runway: mockShortRunway },
  play: async ({ canvasElement }) => {
    const runway = within(within(canvasElement).getByRole('region', { name: 'Wallet runway' }));
    await expect(runway.getByRole('status')).toHaveTextContent('tomorrow (May 16, 2026, 8:05 PM)');
  },
};

/** The account was blocked when the coins ran out: each machine says so, with the reason's code. */
export const BlockedForCoins: Story = {
  args: {
    coasters: mockCoasters.map((coaster) =>
      coaster.status === 'revoked' ? coaster : { ...coaster, block: accountBlock },
    ),
    runway: { balance: 0, coinsPerDay: 410, daysLeft: 0, ridesLeft: 0, blockExpectedAt: accountBlock.since },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your coins have run out');
    const row = rowOf(canvasElement, 'Shopping Norte 1');
    await expect(row.getByText('Blocked')).toBeVisible();
    await expect(row.getByText('Code #2: insufficient coin balance')).toBeVisible();
  },
};

/** No licence is charged per ride: the runway says why there is none. */
export const NotChargedPerRide: Story = {
  args: { runway: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/None of your licences is charged per ride/)).toBeVisible();
  },
};

/** No licences yet. */
export const Empty: Story = {
  args: { coasters: [], runway: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/You have no licences yet/)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Wallet runway' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { coasters: undefined, loading: true },
  // The loader shows after a short delay (DelayedLoader): the picture is taken once it does.
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

/** Loading failed: the retry is a keyboard's reach away. */
export const Error: Story = {
  args: { coasters: undefined, error: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your coasters could not be loaded.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A phone: the runway's figures two by two, each machine a card. */
export const Mobile: Story = {
  args: { coasters: everyStatus, runway: mockShortRunway },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Parque Aventura 2' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Autonomia da carteira' })).toBeVisible();
    await expect(rowOf(canvasElement, 'Parque Aventura 1').getByText('Atrasada')).toBeVisible();
    await expect(rowOf(canvasElement, 'Parque Aventura 2').getByText('Corridas a sincronizar: 37')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(rowOf(canvasElement, 'Parque Aventura 2').getByText('Sin conexión')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(rowOf(canvasElement, 'Parque Aventura 1').getByText('En retard')).toBeVisible();
  },
};

export const Italian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Coaster' })).toBeVisible();
    await expect(rowOf(canvasElement, 'Parque Aventura 1').getByText('In ritardo')).toBeVisible();
  },
};

export const BubbleBrand: Story = {
  args: { coasters: everyStatus, runway: mockShortRunway },
  globals: { brand: 'bubble' },
};
