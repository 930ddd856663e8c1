import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReportsListScreen, type ReportCardInfo } from './ReportsListScreen.tsx';

const reports: ReportCardInfo[] = [
  { id: 'rides', href: '/reports/rides', createdAt: '2026-03-02T12:00:00.000Z' },
  { id: 'coins', href: '/reports/coins', createdAt: '2026-03-02T12:00:00.000Z' },
  { id: 'walletStatement', href: '/reports/wallet-statement', createdAt: '2026-03-16T12:00:00.000Z' },
  { id: 'licensesByLocation', href: '/reports/licences-by-location', createdAt: '2026-04-06T12:00:00.000Z' },
  { id: 'salesByMonth', href: '/reports/sales-by-month', createdAt: '2026-04-06T12:00:00.000Z' },
  { id: 'consumptionByMonth', href: '/reports/consumption-by-month', createdAt: '2026-04-20T12:00:00.000Z' },
  { id: 'consumptionByDay', href: '/reports/consumption-by-day', createdAt: '2026-04-20T12:00:00.000Z' },
  { id: 'searchLicense', href: '/reports/search-licence', createdAt: '2026-05-04T12:00:00.000Z' },
];

const meta = {
  title: 'Screens/Admin/ReportsListScreen',
  component: ReportsListScreen,
  args: { reports, timeZone: 'UTC' },
} satisfies Meta<typeof ReportsListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight cards, each with its name, its created date and View. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: 'View Wallet statement' })).toHaveAttribute(
      'href',
      '/reports/wallet-statement',
    );
    const rides = canvas.getByRole('region', { name: 'Rides' });
    await expect(rides).toHaveTextContent('Created on Mar 2, 2026');
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver Extrato da carteira' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Informes' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Rapports' })).toBeVisible();
  },
};

export const Italian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Apri Corse' })).toBeVisible();
  },
};
