import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { BarChart } from './BarChart.tsx';

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

/** Twelve licences in one chart: the licence palette has a colour for each. */
const manySeries = Array.from({ length: 12 }, (_, index) => ({
  id: `licence-${index}`,
  label: `Licence ${index + 1}`,
}));
const manyData = [
  {
    id: 'week',
    label: 'This week',
    values: Object.fromEntries(manySeries.map((item, index) => [item.id, 40 + ((index * 37) % 90)])),
  },
];

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  args: { title: 'Rides per month', data, series },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Palettes, one series, many licences, and the loading, empty and error states. */
export const Matrix: Story = {
  render: (args) => (
    <StoryGrid>
      <StoryRow label="scenario palette">
        <BarChart {...args} title="Rides per scenario" palette="scenario" height={200} />
      </StoryRow>
      <StoryRow label="one series">
        <BarChart {...args} title="Rides of one licence" series={series.slice(0, 1)} height={200} />
      </StoryRow>
      <StoryRow label="twelve licences">
        <BarChart {...args} title="Rides per licence" data={manyData} series={manySeries} height={200} />
      </StoryRow>
      <StoryRow label="loading">
        <BarChart {...args} title="Loading" loading />
      </StoryRow>
      <StoryRow label="empty">
        <BarChart {...args} title="Empty" data={[]} />
      </StoryRow>
      <StoryRow label="error">
        <BarChart {...args} title="Error" error onRetry={fn()} />
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
    await expect(canvasElement.querySelectorAll('[data-series="key-2"]')).toHaveLength(0);
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
    const [bar] = canvasElement.querySelectorAll('[data-series="key-1"]');
    await userEvent.hover(bar as Element);
    await waitFor(() => expect(canvasElement.querySelector('.visx-tooltip')).toHaveTextContent('Jan'));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
