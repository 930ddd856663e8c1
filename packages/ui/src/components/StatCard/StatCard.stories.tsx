import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { StatCard } from './StatCard.tsx';

const meta = {
  title: 'Data display/StatCard',
  component: StatCard,
  args: { label: 'Rides this month', value: '1,284' },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Value only, with a hint, and every trend. */
export const Matrix: Story = {
  render: () => (
    <StoryGrid>
      <StoryRow label="plain">
        <StatCard label="Tickets total" value="48,210" />
      </StoryRow>
      <StoryRow label="hint">
        <StatCard label="Customers this month" value="312" hint="since 1 May" />
      </StoryRow>
      <StoryRow label="trends">
        <StatCard label="Rides this month" value="1,284" hint="against April" trend="up" />
        <StatCard label="Rides this month" value="982" hint="against April" trend="down" />
        <StatCard label="Rides this month" value="1,010" hint="against April" trend="flat" />
      </StoryRow>
    </StoryGrid>
  ),
};

export const NamedByItsLabel: Story = {
  args: { hint: 'against April', trend: 'up' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Rides this month' });
    await expect(card).toHaveTextContent('1,284');
    await expect(within(card).getByText('Up')).toBeInTheDocument();
    await expect(card).toHaveTextContent('against April');
  },
};

export const TrendInItalian: Story = {
  globals: { locale: 'it' },
  args: { label: 'Corse del mese', value: '982', trend: 'down' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Corse del mese' });
    await expect(within(card).getByText('In calo')).toBeInTheDocument();
  },
};
