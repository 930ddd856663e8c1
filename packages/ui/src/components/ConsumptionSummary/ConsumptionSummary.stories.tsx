import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConsumptionSummary } from './ConsumptionSummary.tsx';

const meta = {
  title: 'Domain/Licenses/ConsumptionSummary',
  component: ConsumptionSummary,
  args: {
    report: {
      month: {
        startAt: '2026-05-01T03:00:00.000Z',
        endAt: '2026-06-01T03:00:00.000Z',
        customersAmount: 71,
        ridesAmount: 28,
      },
      isoWeek: {
        startAt: '2026-05-11T03:00:00.000Z',
        endAt: '2026-05-18T03:00:00.000Z',
        customersAmount: 22,
        ridesAmount: 9,
      },
      day: {
        startAt: '2026-05-15T03:00:00.000Z',
        endAt: '2026-05-16T03:00:00.000Z',
        customersAmount: 3,
        ridesAmount: 1,
      },
    },
  },
} satisfies Meta<typeof ConsumptionSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'This month' })).toHaveTextContent('71 customers');
    await expect(canvas.getByRole('group', { name: 'This week' })).toHaveTextContent('Rides: 9');
    await expect(canvas.getByRole('group', { name: 'Today' })).toHaveTextContent('3 customers');
  },
};

export const Italian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Questo mese' })).toBeVisible();
  },
};
