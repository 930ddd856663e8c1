import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { LineChart } from './LineChart.tsx';

const series = [
  { id: 'key-1', label: '****4F2A9C1E' },
  { id: 'key-2', label: '****7B3D0E55' },
  { id: 'key-3', label: '****C8E1F207' },
];

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const data = months.map((month, index) => ({
  id: month,
  label: month,
  values: { 'key-1': 120 + index * 35, 'key-2': 260 - index * 20, 'key-3': 80 + ((index * 53) % 140) },
}));

/** Eight licences over the week: the licence palette has a colour for each. */
const manySeries = Array.from({ length: 8 }, (_, index) => ({ id: `licence-${index}`, label: `Licence ${index + 1}` }));
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const manyData = days.map((day, dayIndex) => ({
  id: day,
  label: day,
  values: Object.fromEntries(
    manySeries.map((item, index) => [item.id, 20 + (((index + 3) * (dayIndex + 5) * 37) % 90)]),
  ),
}));

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  args: { title: 'Rides per month', data, series },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Palettes, one series, many licences, and the loading, empty and error states. */
export const Matrix: Story = {
  render: (args) => (
    <StoryGrid>
      <StoryRow label="scenario palette">
        <LineChart {...args} title="Rides per scenario" palette="scenario" height={200} />
      </StoryRow>
      <StoryRow label="one series">
        <LineChart {...args} title="Rides of one licence" series={series.slice(0, 1)} height={200} />
      </StoryRow>
      <StoryRow label="eight licences">
        <LineChart {...args} title="Rides per licence this week" data={manyData} series={manySeries} height={200} />
      </StoryRow>
      <StoryRow label="loading">
        <LineChart {...args} title="Loading" loading />
      </StoryRow>
      <StoryRow label="empty">
        <LineChart {...args} title="Empty" data={[]} />
      </StoryRow>
      <StoryRow label="error">
        <LineChart {...args} title="Error" error onRetry={fn()} />
      </StoryRow>
    </StoryGrid>
  ),
};

export const LegendHidesSeries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Data table of Rides per month' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    const toggle = canvas.getByRole('button', { name: '****7B3D0E55' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAttribute('title', 'Show ****7B3D0E55');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    await expect(within(table).queryByRole('columnheader', { name: '****7B3D0E55' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-series="key-2"]')).not.toBeInTheDocument();
  },
};

export const TooltipOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: 'Rides per month' });
    picture.focus();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Jan, ****4F2A9C1E: 120'));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Mar, ****4F2A9C1E: 190');
  },
};

export const TooltipOnHover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(canvasElement.querySelector('[data-category="Feb"]') as Element);
    await waitFor(() => expect(canvasElement.querySelector('.visx-tooltip')).toHaveTextContent('Feb'));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
