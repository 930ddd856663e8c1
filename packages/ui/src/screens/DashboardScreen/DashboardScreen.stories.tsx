import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CustomersPerLicense, LicenseRanking, ScenarioShare } from '@orbit/contract';
import { mockConsumptions, mockLicenses, mockNow, mockShortRunway, mockWalletBalance } from '@orbit/mocks';
import { WalletRunwayCard } from '../../components/WalletRunwayCard/index.ts';
import { DashboardScreen, type DashboardScreenProps } from './DashboardScreen.tsx';

const monthStart = '2026-05-01T00:00:00.000Z';
const monthEnd = '2026-06-01T00:00:00.000Z';
const monthRides = mockConsumptions.filter((ride) => ride.consumedAt >= monthStart && ride.consumedAt < monthEnd);
const activeLicenses = mockLicenses.filter((license) => license.revokedAt === null);

const sumBy = <Key extends string | number>(keyOf: (ride: (typeof monthRides)[number]) => Key) => {
  const totals = new Map<Key, { customers: number; rides: number }>();
  for (const ride of monthRides) {
    const total = totals.get(keyOf(ride)) ?? { customers: 0, rides: 0 };
    totals.set(keyOf(ride), { customers: total.customers + ride.customersAmount, rides: total.rides + 1 });
  }
  return [...totals.entries()].sort((a, b) => b[1].customers - a[1].customers);
};

const licenseRanking: LicenseRanking = {
  startAt: monthStart,
  endAt: monthEnd,
  results: sumBy((ride) => ride.licenseKey).map(([licenseKey, total]) => ({
    licenseKey,
    label: mockLicenses.find((license) => license.key === licenseKey)?.label ?? licenseKey,
    customersAmount: total.customers,
    ridesAmount: total.rides,
  })),
};

const scenarioShare: ScenarioShare = {
  startAt: monthStart,
  endAt: monthEnd,
  results: sumBy((ride) => ride.scenarioId).map(([scenarioId, total]) => ({
    scenarioId,
    scenarioTitles: monthRides.find((ride) => ride.scenarioId === scenarioId)?.scenarioTitles ?? {},
    customersAmount: total.customers,
    ridesAmount: total.rides,
  })),
};

/** Twelve months up to May 2026, each licence growing at its own pace, so every chart has a shape. */
const customersPerLicense: CustomersPerLicense = (() => {
  const rows = Array.from({ length: 12 }, (_, index) => ({
    startAt: new Date(Date.UTC(2025, 5 + index, 1)).toISOString(),
    endAt: new Date(Date.UTC(2025, 6 + index, 1)).toISOString(),
    customers: Object.fromEntries(
      activeLicenses.map((license, licenseIndex) => [
        license.key,
        120 + licenseIndex * 35 + ((index * (licenseIndex + 3)) % 7) * 18,
      ]),
    ),
  }));
  return {
    rows,
    licenses: activeLicenses
      .map((license) => ({
        key: license.key,
        label: license.label,
        customersAmount: rows.reduce((sum, row) => sum + (row.customers[license.key] ?? 0), 0),
      }))
      .sort((a, b) => b.customersAmount - a.customersAmount),
  };
})();

const data: DashboardScreenProps = {
  timeZone: 'UTC',
  ticketsTotal: { data: mockWalletBalance.tickets },
  licenseRanking: { data: licenseRanking },
  customersPerLicense: { data: customersPerLicense },
  scenarioShare: { data: scenarioShare },
};

/**
 * The charts' code arrives after the screen (a placeholder, busy, stands in), and charts draw at a fallback width
 * until they measure their box; the picture is taken once every chart is there and fits it.
 */
async function chartsFitted(canvasElement: HTMLElement) {
  await waitFor(
    () => {
      expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
      for (const chart of canvasElement.querySelectorAll('svg[role="img"]')) {
        const box = chart.parentElement?.getBoundingClientRect().width ?? 0;
        expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(box + 1);
      }
    },
    { timeout: 10_000 },
  );
}

const meta = {
  title: 'Screens/Client/DashboardScreen',
  component: DashboardScreen,
  args: data,
  play: async ({ canvasElement }) => chartsFitted(canvasElement),
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await chartsFitted(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Rides this month' })).toHaveTextContent(String(monthRides.length));
    for (const title of [
      'Customers per licence by month',
      'Licence ranking of the month',
      'Scenario share of the month',
      'Customers per month',
    ]) {
      await expect(canvas.getByRole('img', { name: title })).toBeInTheDocument();
    }
  },
};

/** The coins run out tomorrow: the wallet's runway warns under the key figures (ADR 0084). */
export const WithShortRunway: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    runway: <WalletRunwayCard runway={mockShortRunway} now={new Date(mockNow)} timeZone="America/Sao_Paulo" />,
  },
  play: async ({ canvasElement }) => {
    await chartsFitted(canvasElement);
    const runway = within(within(canvasElement).getByRole('region', { name: 'Wallet runway' }));
    await expect(runway.getByRole('status')).toHaveTextContent('tomorrow');
    await expect(runway.getByRole('group', { name: 'Rides left' })).toHaveTextContent('120');
  },
};

/** Each chart's card keeps its title and the size of the chart while its report loads. */
export const Loading: Story = {
  args: {
    ticketsTotal: { loading: true },
    licenseRanking: { loading: true },
    customersPerLicense: { loading: true },
    scenarioShare: { loading: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of ['Customers per licence by month', 'Licence ranking of the month', 'Customers per month']) {
      await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
  },
};

export const Empty: Story = {
  args: {
    ticketsTotal: { data: 0 },
    licenseRanking: { data: { startAt: monthStart, endAt: monthEnd, results: [] } },
    customersPerLicense: {
      data: { licenses: [], rows: customersPerLicense.rows.map((row) => ({ ...row, customers: {} })) },
    },
    scenarioShare: { data: { startAt: monthStart, endAt: monthEnd, results: [] } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data for the selected period.')).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    ticketsTotal: { error: true, onRetry: fn() },
    licenseRanking: { error: true, onRetry: fn() },
    customersPerLicense: { error: true, onRetry: fn() },
    scenarioShare: { error: true, onRetry: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [retryFigures] = canvas.getAllByRole('button', { name: 'Try again' });
    if (retryFigures) await userEvent.click(retryFigures);
    await expect(args.ticketsTotal.onRetry).toHaveBeenCalled();
    await expect(args.licenseRanking.onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    await chartsFitted(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
  },
};

/** Data in the second brand, Bubble: the same component with other tokens (logo, colours, typeface, links). */
export const BubbleBrand: Story = { ...Data, globals: { ...Data.globals, brand: 'bubble' } };
