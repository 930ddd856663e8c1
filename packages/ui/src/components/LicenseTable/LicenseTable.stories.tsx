import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockLicenses, mockUsers } from '@orbit/mocks';
import { LicenseTable } from './LicenseTable.tsx';

const meta = {
  title: 'Domain/Licenses/LicenseTable',
  component: LicenseTable,
  args: {
    licenses: mockLicenses,
    detailHref: (license) => `/dash/licenses/${encodeURIComponent(license.label)}`,
    timeZone: mockUsers.client.timezone,
  },
} satisfies Meta<typeof LicenseTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keys masked to four asterisks and their last 8 characters; notes cut at 30 characters. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Your licences' });
    const row = within(table).getByRole('row', { name: /Shopping Norte 1/ });
    await expect(row).toHaveTextContent('****HGB-8ENU');
    await expect(row).toHaveTextContent('Second floor, beside the bowli…');
    await expect(within(row).getByText('Online')).toBeVisible();
    await expect(row).toHaveTextContent('Last sync: May 15, 2026, 5:01 AM');
    await expect(within(row).getByRole('link', { name: 'View Shopping Norte 1' })).toHaveAttribute(
      'href',
      '/dash/licenses/Shopping%20Norte%201',
    );
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Suas licenças' });
    await expect(within(table).getByRole('columnheader', { name: 'Modelo de jogo' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Máquina' })).toBeVisible();
    await expect(within(table).getByText('Vista há 25 minutos')).toBeVisible();
  },
};

/** Default in the second brand, Bubble: the same component with other tokens (logo, colours, typeface, links). */
export const BubbleBrand: Story = { ...Default, globals: { ...Default.globals, brand: 'bubble' } };
