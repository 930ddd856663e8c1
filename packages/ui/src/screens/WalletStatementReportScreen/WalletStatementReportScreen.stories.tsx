import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AdminReportWalletStatementResponse } from '@orbit/contract';
import { mockReportClients, mockReportRides, mockUsers } from '@orbit/mocks';
import type { DateRange } from '../../components/DateRangePicker/index.ts';
import { storyAnswer, storyClientChoices, storyPage, storyRangePresets } from '../reportParts/reportStories.tsx';
import { WalletStatementReportScreen, type WalletStatementReportScreenProps } from './WalletStatementReportScreen.tsx';

const clientKeys = new Set(mockUsers.client.licenses.map((license) => license.key));
const rides = mockReportRides.filter((ride) => clientKeys.has(ride.licenseKey) && ride.consumedAt >= '2026-05-10');
const sum = (of: (ride: (typeof rides)[number]) => number) => rides.reduce((total, ride) => total + of(ride), 0);

/** The mock client's rides of 10 to 15 May, as the statement lists them. */
const data: AdminReportWalletStatementResponse = {
  results: rides.map((ride) => ({
    id: ride.id,
    consumedAt: ride.consumedAt,
    licenseKey: ride.licenseKey,
    label: ride.label,
    customersAmount: ride.customersAmount,
    rideCost: ride.rideCost,
    creditsAdded: ride.creditsAdded,
    creditsAddOnKeyboard: ride.creditsAddOnKeyboard,
    creditsExpired: ride.creditsExpired,
    discountUsed: ride.discountUsed,
  })),
  meta: { count: rides.length, limit: 5000, offset: 0 },
  totalCreditsAdded: sum((ride) => ride.creditsAdded),
  totalCreditsKeyboard: sum((ride) => ride.creditsAddOnKeyboard),
  totalCreditsExpired: sum((ride) => ride.creditsExpired),
  totalCustomersAmount: sum((ride) => ride.customersAmount),
};

const period: DateRange = { start: '2026-05-10', end: '2026-05-15' };

/** The screen keeping the client and the period in state, as the console does. */
function StatefulStatement(props: WalletStatementReportScreenProps) {
  const [user, setUser] = useState(props.user);
  const [range, setRange] = useState(props.range);
  return (
    <WalletStatementReportScreen
      {...props}
      user={user}
      range={range}
      onUserChange={(next) => {
        setUser(next);
        props.onUserChange(next);
      }}
      onRangeChange={(next) => {
        setRange(next);
        props.onRangeChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Admin/WalletStatementReportScreen',
  component: WalletStatementReportScreen,
  args: {
    backHref: '/reports',
    users: storyClientChoices(mockReportClients),
    user: String(mockUsers.client.id),
    onUserChange: fn(),
    range: period,
    onRangeChange: fn(),
    rangePresets: storyRangePresets,
    onFind: fn(),
    onClear: fn(),
    onExport: fn(),
    answer: storyAnswer('ready', data),
    timeZone: 'America/Sao_Paulo',
  },
  render: (args) => <StatefulStatement {...args} />,
} satisfies Meta<typeof WalletStatementReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a client and a period are chosen, the table says to pick them; Find waits. */
export const Prompt: Story = {
  args: { user: null, range: null, answer: storyAnswer('idle') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose a client and a period, then press Find.')).toBeVisible();
    const find = canvas.getByRole('button', { name: 'Find' });
    await expect(find).toBeDisabled();
    await userEvent.click(canvas.getByRole('combobox', { name: /Client/ }));
    await userEvent.click(canvas.getByRole('option', { name: new RegExp(mockUsers.client.name) }));
    await expect(args.onUserChange).toHaveBeenCalledWith(String(mockUsers.client.id));
    await userEvent.click(canvas.getByRole('button', { name: /^Period/ }));
    const dialog = canvas.getByRole('dialog', { name: 'Choose dates' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sunday, May 10, 2026' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Friday, May 15, 2026' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith(period);
    await userEvent.click(find);
    await expect(args.onFind).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = { args: { answer: storyAnswer('loading') } };

/** Five summary cards of the period and the rides; the filter narrows the rows and what is exported. */
export const Data: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Customers' })).toHaveTextContent(String(data.totalCustomersAmount));
    await expect(canvas.getByRole('group', { name: 'Rides' })).toHaveTextContent(String(data.meta.count));
    const label = data.results[0]?.label ?? '';
    const other = data.results.find((row) => row.label !== label)?.label ?? '';
    const table = canvas.getByRole('table', { name: 'Wallet statement' });
    await expect(within(table).getAllByText(other).length).toBeGreaterThan(0);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter by label or key' }), label);
    await waitFor(() => expect(within(table).queryByText(other)).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Export PDF' }));
    const shown = data.results.filter((row) => row.label === label);
    await expect(args.onExport).toHaveBeenCalledWith('pdf', shown, shown.length < data.results.length);
  },
};

export const NoData: Story = {
  args: {
    answer: storyAnswer('ready', {
      ...data,
      ...storyPage([]),
      totalCreditsAdded: 0,
      totalCreditsKeyboard: 0,
      totalCreditsExpired: 0,
      totalCustomersAmount: 0,
    }),
  },
};

export const Failed: Story = { args: { answer: storyAnswer('error') } };

export const NoClients: Story = {
  args: { users: { options: [] }, user: null, range: null, answer: storyAnswer('idle') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No clients found.')).toBeVisible();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Extrato da carteira' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buscar' })).toBeEnabled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Extracto del monedero' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Relevé du portefeuille' }),
    ).toBeVisible();
  },
};

export const Italian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Estratto del portafoglio' }),
    ).toBeVisible();
  },
};
