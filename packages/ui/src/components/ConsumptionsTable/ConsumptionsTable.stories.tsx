import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockConsumptions, mockLicenses, mockUsers } from '@orbit/mocks';
import { ConsumptionsTable } from './ConsumptionsTable.tsx';

const [license] = mockLicenses;
if (!license) throw new Error('The mock client has no licences');
const rides = mockConsumptions.filter((ride) => ride.licenseKey === license.key).slice(0, 8);

const meta = {
  title: 'Domain/Licenses/ConsumptionsTable',
  component: ConsumptionsTable,
  args: { consumptions: rides, caption: `Rides of ${license.label}`, timeZone: mockUsers.client.timezone },
} satisfies Meta<typeof ConsumptionsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rides of 60 seconds or less are incomplete; completion is duration over scenario length, at most 100 %. */
export const Table: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: `Rides of ${license.label}` });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(rides.length + 1);
    await expect(within(table).getAllByText('Incomplete').length).toBeGreaterThan(0);
    await expect(within(table).getAllByText('Completed').length).toBeGreaterThan(0);
  },
};

export const List: Story = {
  args: { variant: 'list' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: `Rides of ${license.label}` });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(rides.length);
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByText('Mina Assombrada').length).toBeGreaterThan(0);
  },
};
