import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Coaster, CoasterDetailResponse } from '@orbit/contract';
import { mockCoasters, mockNewestVersions, mockNow, mockUsers } from '@orbit/mocks';
import { plotsDrawn } from '../../components/ChartFrame/chartStories.tsx';
import { CoasterScreen } from './CoasterScreen.tsx';

const [norte, , aventura2] = mockCoasters;
if (!norte || !aventura2) throw new globalThis.Error('The stories need the mock client’s coasters');

const hourMs = 3_600_000;
const nowMs = Date.parse(mockNow);
const mallHours = { from: '10:00', to: '22:00' };

/** Rides of each of the last 7 days' hours: a mall's rhythm (São Paulo, UTC−3), none while `quiet` says so. */
function ridesByHour(quiet: (at: number) => boolean = () => false): CoasterDetailResponse['ridesByHour'] {
  const rhythm = [0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 5, 6, 8, 7, 6, 6, 7, 9, 11, 10, 8, 5, 2, 0];
  const last = Math.floor(nowMs / hourMs) * hourMs;
  return Array.from({ length: 7 * 24 }, (_, index) => {
    const at = last - (7 * 24 - 1 - index) * hourMs;
    const localHour = new Date(at - 3 * hourMs).getUTCHours();
    const rides = quiet(at) ? 0 : (rhythm[localHour] ?? 0) + (index % 3);
    return { hour: new Date(at).toISOString(), rides: rhythm[localHour] ? rides : 0, customers: rides * 2 };
  });
}

/** A delivery each evening (22:50 in São Paulo) of the `days` local days up to the one of `last`. */
function syncs(days: number, last: string, rides = 80): CoasterDetailResponse['history']['syncs'] {
  return Array.from({ length: days }, (_, index) => {
    const lastAt = Date.parse(last) - (days - 1 - index) * 24 * hourMs;
    const date = new Date(lastAt - 3 * hourMs).toISOString().slice(0, 10);
    return {
      date,
      batches: 10 + (index % 4),
      rides: rides + ((index * 7) % 23),
      lastAt: new Date(lastAt).toISOString(),
    };
  });
}

const defaultAlerts = { offlineThresholdMinutes: 15, openingHours: null, snoozedUntil: null, snoozedUntilBack: false };

/**
 * Shopping Norte 1's month: lost one night in April, switched off for a night, blocked a day for a debt, updated to
 * the newest app and game, and back this morning after a short outage.
 */
const norteDetail: CoasterDetailResponse = {
  coaster: {
    ...norte,
    alerts: {
      offlineThresholdMinutes: 30,
      openingHours: { mon: mallHours, tue: mallHours, wed: mallHours, thu: mallHours, fri: mallHours, sat: mallHours },
      snoozedUntil: null,
      snoozedUntilBack: false,
    },
  },
  newest: mockNewestVersions,
  history: {
    from: '2026-04-15T12:00:00.000Z',
    to: mockNow,
    onlineRuns: [
      { from: '2026-03-30T13:10:00.000Z', to: '2026-04-21T03:14:00.000Z', endedBy: 'lost' },
      { from: '2026-04-21T05:40:00.000Z', to: '2026-05-03T01:30:00.000Z', endedBy: 'switchedOff' },
      { from: '2026-05-03T11:05:00.000Z', to: '2026-05-15T09:48:00.000Z', endedBy: 'lost' },
      { from: '2026-05-15T10:02:00.000Z', to: null, endedBy: null },
    ],
    blocks: [
      {
        code: 4,
        reason: 'financial-debt',
        onAccount: false,
        from: '2026-04-27T14:00:00.000Z',
        to: '2026-04-28T13:30:00.000Z',
      },
    ],
    syncs: syncs(30, '2026-05-15T01:50:00.000Z'),
    versions: [
      { at: '2026-03-30T13:10:00.000Z', appVersion: '3.1.2', gameVersion: '1.8.4' },
      { at: '2026-05-06T04:12:00.000Z', appVersion: '3.2.0', gameVersion: '1.9.0' },
    ],
  },
  ridesByHour: ridesByHour(),
  serverTime: mockNow,
};

/** Parque Aventura 2: lost since last night, 37 rides still on it. */
const offlineDetail: CoasterDetailResponse = {
  coaster: { ...aventura2, alerts: defaultAlerts },
  newest: mockNewestVersions,
  history: {
    ...norteDetail.history,
    onlineRuns: [{ from: '2026-04-18T09:00:00.000Z', to: '2026-05-14T21:12:30.000Z', endedBy: 'lost' }],
    blocks: [],
    syncs: syncs(28, '2026-05-13T21:20:00.000Z', 40),
    versions: [{ at: '2026-04-18T09:00:00.000Z', appVersion: '3.2.0', gameVersion: '1.9.0' }],
  },
  ridesByHour: ridesByHour((at) => at > Date.parse('2026-05-14T21:12:30.000Z')),
  serverTime: mockNow,
};

const accountBlock = { code: 2, reason: 'insufficient-coin-balance', since: '2026-05-14T22:10:00.000Z' } as const;

const blockedDetail: CoasterDetailResponse = {
  ...norteDetail,
  coaster: { ...norteDetail.coaster, block: accountBlock, ridesToday: 0, customersToday: 0 },
  history: {
    ...norteDetail.history,
    blocks: [
      ...norteDetail.history.blocks,
      { code: accountBlock.code, reason: accountBlock.reason, onAccount: true, from: accountBlock.since, to: null },
    ],
  },
  ridesByHour: ridesByHour((at) => at > Date.parse(accountBlock.since)),
};

const revokedCoaster: Coaster = {
  ...norte,
  status: 'revoked',
  statusSince: '2026-05-12T16:00:00.000Z',
  lastSeenAt: '2026-05-12T15:58:00.000Z',
  ridesToday: 0,
  customersToday: 0,
  usualRidesByNow: null,
  lastRideAt: '2026-05-12T15:40:00.000Z',
  uptime7d: 0.31,
};

const revokedDetail: CoasterDetailResponse = {
  ...norteDetail,
  coaster: { ...revokedCoaster, alerts: defaultAlerts },
  history: {
    ...norteDetail.history,
    onlineRuns: [{ from: '2026-04-02T10:00:00.000Z', to: '2026-05-12T15:58:00.000Z', endedBy: 'lost' }],
    blocks: [],
    syncs: syncs(27, '2026-05-12T18:50:00.000Z'),
  },
  ridesByHour: ridesByHour((at) => at > Date.parse('2026-05-12T15:58:00.000Z')),
};

const withAlerts = (alerts: Partial<CoasterDetailResponse['coaster']['alerts']>): CoasterDetailResponse => ({
  ...norteDetail,
  coaster: { ...norteDetail.coaster, alerts: { ...norteDetail.coaster.alerts, ...alerts } },
});

const meta = {
  title: 'Screens/Client/CoasterScreen',
  component: CoasterScreen,
  args: {
    status: 'ready',
    detail: norteDetail,
    listHref: '/dash/coasters',
    onSaveAlerts: fn(),
    onRetry: fn(),
    now: new Date(mockNow),
    timeZone: mockUsers.client.timezone,
  },
} satisfies Meta<typeof CoasterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const regionOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

/** The page's header: the way back, the title, the hostname and the status line. */
const headerOf = (canvasElement: HTMLElement) => {
  const title = within(canvasElement).getByRole('heading', { level: 1 });
  if (!title.parentElement) throw new globalThis.Error('The title stands in the header');
  return within(title.parentElement);
};

/**
 * The machine's header (status, last seen, since when), the coasters page's facts, the month as a strip and a list,
 * the rides by hour and the alert settings.
 */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'All coasters' })).toHaveAttribute('href', '/dash/coasters');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shopping Norte 1' })).toBeVisible();
    const header = headerOf(canvasElement);
    await expect(header.getByText('norte-orbit-01')).toBeVisible();
    await expect(header.getByText('Online')).toBeVisible();
    await expect(header.getByText('Last seen 1 minute ago')).toHaveAttribute('title', 'May 15, 2026, 8:58 AM');
    await expect(header.getByText('Since 1 hour ago')).toBeVisible();

    const facts = regionOf(canvasElement, 'Now');
    await expect(facts.getByText('Rides: 14')).toBeVisible();
    await expect(facts.getByText('Usually 11.5 by now')).toBeVisible();
    await expect(facts.getByText('Every ride delivered')).toBeVisible();
    await expect(facts.getByText('99.8%')).toBeVisible();

    const history = regionOf(canvasElement, 'Last 30 days');
    await expect(history.getByText('Outages: 2, offline 2 hours in all')).toBeVisible();
    // The list says what the strip draws, behind a disclosure (a native one: keys work as everywhere).
    await userEvent.click(history.getByText('Every event, newest first'));
    const list = within(history.getByRole('list'));
    await expect(list.getByText('Licence blocked: Code #4: financial debt')).toBeVisible();
    await expect(list.getByText('App 3.2.0, game 1.9.0')).toBeVisible();
    await expect(list.getAllByText('Offline')[0]?.nextSibling).toHaveTextContent(
      'May 15, 2026, 6:48 AM – May 15, 2026, 7:02 AM (14 minutes)',
    );
    await expect(list.getByText('Switched off')).toBeVisible();

    await expect(canvas.getByRole('heading', { level: 2, name: 'Rides by the hour, last 7 days' })).toBeVisible();
    // The chart's numbers for screen readers: one row per hour of the 7 days, and a column each for rides and customers.
    await plotsDrawn(canvasElement);
    const numbers = canvas.getByRole('table', { name: 'Data table of Rides by the hour, last 7 days' });
    await expect(within(numbers).getAllByRole('row')).toHaveLength(7 * 24 + 1);
    await expect(within(numbers).getByRole('columnheader', { name: 'Customers' })).toBeInTheDocument();

    const alerts = regionOf(canvasElement, 'Alerts');
    await expect(alerts.getByRole('textbox', { name: 'Tell me after it is offline for (minutes)' })).toHaveValue('30');
    await expect(alerts.getByRole('checkbox', { name: 'Always open' })).not.toBeChecked();
    const sunday = within(alerts.getByRole('group', { name: 'Sunday' }));
    await expect(sunday.getByRole('checkbox', { name: 'Closed' })).toBeChecked();
    await expect(alerts.getByText('Not snoozed')).toBeVisible();
  },
};

/** Lost since last night: the outage runs on, with its length so far, and the rides wait on the machine. */
export const OfflineWithOutage: Story = {
  args: { detail: offlineDetail },
  play: async ({ canvasElement }) => {
    const header = headerOf(canvasElement);
    await expect(header.getByText('Offline')).toBeVisible();
    await expect(header.getByText('Last seen 14 hours ago')).toBeVisible();
    await expect(regionOf(canvasElement, 'Now').getByText('Waiting to sync: 37')).toBeVisible();
    const history = regionOf(canvasElement, 'Last 30 days');
    await expect(history.getByText('Outages: 1, offline 14 hours in all')).toBeVisible();
    await userEvent.click(history.getByText('Every event, newest first'));
    await expect(history.getByText('Since May 14, 2026, 6:12 PM (14 hours)')).toBeVisible();
  },
};

/** The account was blocked when the coins ran out: the block on the facts and, still open, in the history. */
export const Blocked: Story = {
  args: { detail: blockedDetail },
  play: async ({ canvasElement }) => {
    const facts = regionOf(canvasElement, 'Now');
    await expect(facts.getByText('Blocked')).toBeVisible();
    await expect(facts.getByText('Code #2: insufficient coin balance')).toBeVisible();
    const history = regionOf(canvasElement, 'Last 30 days');
    await userEvent.click(history.getByText('Every event, newest first'));
    await expect(history.getByText('Account blocked: Code #2: insufficient coin balance')).toBeVisible();
    await expect(history.getByText('Since May 14, 2026, 7:10 PM')).toBeVisible();
  },
};

/** Revoked: its status says so, and its history ends with its last call. */
export const Revoked: Story = {
  args: { detail: revokedDetail },
  play: async ({ canvasElement }) => {
    const header = headerOf(canvasElement);
    await expect(header.getByText('Revoked')).toBeVisible();
    await expect(header.getByText('Last seen 2 days ago')).toBeVisible();
  },
};

/** Alerts snoozed for the next hour: the form says until when, and offers to end the snooze. */
export const Snoozed: Story = {
  args: { detail: withAlerts({ snoozedUntil: '2026-05-15T13:00:00.000Z' }) },
  play: async ({ canvasElement }) => {
    const alerts = regionOf(canvasElement, 'Alerts');
    await expect(alerts.getByText('Snoozed until May 15, 2026, 10:00 AM')).toBeVisible();
    await expect(alerts.getByRole('option', { name: 'End the snooze' })).toBeInTheDocument();
  },
};

/** Alerts snoozed until the machine calls again. */
export const SnoozedUntilBack: Story = {
  args: { detail: withAlerts({ snoozedUntilBack: true }) },
  play: async ({ canvasElement }) => {
    await expect(regionOf(canvasElement, 'Alerts').getByText('Snoozed until it is back online')).toBeVisible();
  },
};

/**
 * The form from the keyboard: a threshold out of bounds is refused before anything is sent, its message read with the
 * field, which takes the focus; once fixed, the hours and the snooze go with it.
 */
export const FormValidation: Story = {
  play: async ({ args, canvasElement }) => {
    const alerts = regionOf(canvasElement, 'Alerts');
    const threshold = alerts.getByRole('textbox', { name: 'Tell me after it is offline for (minutes)' });
    await userEvent.click(threshold);
    await userEvent.keyboard('{Control>}a{/Control}0{Enter}');
    await expect(threshold).toHaveAccessibleDescription(/Enter whole minutes from 1 to 1440\./);
    await expect(threshold).toHaveFocus();
    await expect(args.onSaveAlerts).not.toHaveBeenCalled();

    await userEvent.keyboard('{Control>}a{/Control}45');
    // Sunday opens from the keyboard: tab to its "Closed" and press space.
    const sundayClosed = within(alerts.getByRole('group', { name: 'Sunday' })).getByRole('checkbox', {
      name: 'Closed',
    });
    sundayClosed.focus();
    await userEvent.keyboard(' ');
    await expect(sundayClosed).not.toBeChecked();
    await userEvent.selectOptions(alerts.getByRole('combobox', { name: 'Snooze' }), 'For 1 hour');
    await userEvent.click(alerts.getByRole('button', { name: 'Save alerts' }));
    await expect(args.onSaveAlerts).toHaveBeenCalledWith({
      offlineThresholdMinutes: 45,
      openingHours: {
        mon: mallHours,
        tue: mallHours,
        wed: mallHours,
        thu: mallHours,
        fri: mallHours,
        sat: mallHours,
        sun: mallHours,
      },
      snooze: '1h',
    });
  },
};

/** Hours with no open day would mean always open to the server: the form asks which is meant. */
export const NoOpenDay: Story = {
  args: { detail: withAlerts({ openingHours: { mon: mallHours } }) },
  play: async ({ args, canvasElement }) => {
    const alerts = regionOf(canvasElement, 'Alerts');
    await userEvent.click(
      within(alerts.getByRole('group', { name: 'Monday' })).getByRole('checkbox', { name: 'Closed' }),
    );
    await userEvent.click(alerts.getByRole('button', { name: 'Save alerts' }));
    await expect(alerts.getByText('Open it at least one day, or choose always open.')).toBeVisible();
    await expect(alerts.getByRole('checkbox', { name: 'Always open' })).toHaveFocus();
    await expect(args.onSaveAlerts).not.toHaveBeenCalled();
  },
};

/** The server refused a field (a 400): its message stands on that field. */
export const ServerFieldError: Story = {
  args: {
    alertSaveState: {
      status: 'failed',
      message: 'Invalid input',
      fieldErrors: { 'openingHours.mon.to': 'A time of day as HH:MM' },
    },
  },
  play: async ({ canvasElement }) => {
    const alerts = regionOf(canvasElement, 'Alerts');
    await expect(alerts.getByRole('alert')).toHaveTextContent('Check the fields marked.');
    const monday = within(alerts.getByRole('group', { name: 'Monday' }));
    await expect(monday.getByLabelText('Closes')).toHaveAccessibleDescription('Enter a time as HH:MM.');
  },
};

/** The server failed without naming a field. */
export const SaveFailed: Story = {
  args: { alertSaveState: { status: 'failed', message: 'The server is busy: try again in a moment.' } },
  play: async ({ canvasElement }) => {
    await expect(regionOf(canvasElement, 'Alerts').getByRole('alert')).toHaveTextContent(
      'The server is busy: try again in a moment.',
    );
  },
};

export const Saving: Story = {
  args: { alertSaveState: { status: 'saving' } },
  play: async ({ canvasElement }) => {
    await expect(regionOf(canvasElement, 'Alerts').getByRole('button', { name: /Save alerts/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Saved: Story = {
  args: { alertSaveState: { status: 'saved' } },
  play: async ({ canvasElement }) => {
    await expect(regionOf(canvasElement, 'Alerts').getByRole('status')).toHaveTextContent(
      'The alert settings are saved.',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', detail: undefined },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

/** Loading failed: the retry is a keyboard's reach away, after the way back. */
export const Error: Story = {
  args: { status: 'error', detail: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This coaster could not be loaded.')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Another client's machine, or none of that number: the server answers 404. */
export const NotFound: Story = {
  args: { status: 'notFound', detail: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This coaster is not among yours.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All coasters' })).toBeVisible();
  },
};

/** A phone: one column, each weekday's hours under the other. */
export const Mobile: Story = {
  args: { detail: offlineDetail },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Parque Aventura 2' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Alertes' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tous les coasters' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Últimos 30 días' })).toBeVisible();
  },
};

export const Italian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Avvisi' })).toBeVisible();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Alertas' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Corridas por hora, últimos 7 dias' })).toBeVisible();
  },
};
