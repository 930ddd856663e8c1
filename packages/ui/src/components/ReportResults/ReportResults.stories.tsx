import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportResults } from './ReportResults.tsx';

interface MonthRow {
  month: string;
  customers: number;
}

const rows: MonthRow[] = [
  { month: 'January', customers: 1_204 },
  { month: 'February', customers: 1_388 },
  { month: 'March', customers: 1_512 },
];

const meta = {
  title: 'Domain/Admin/ReportResults',
  component: ReportResults<MonthRow>,
  args: {
    status: 'ready',
    prompt: 'Choose countries and a period: the report appears by itself.',
    label: 'Customers per month',
    columns: [
      { id: 'month', header: 'Month', cell: (row: MonthRow) => row.month },
      {
        id: 'customers',
        header: 'Customers',
        cell: (row: MonthRow) => row.customers.toLocaleString('en'),
        align: 'end',
      },
    ],
    rows,
    rowKey: (row: MonthRow) => row.month,
    count: rows.length,
    page: 1,
    onPageChange: fn(),
    onRetry: fn(),
    totals: { label: 'Total of the period', values: { customers: '4,104' } },
  },
} satisfies Meta<typeof ReportResults<MonthRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first search: what to do. */
export const Prompt: Story = {
  args: { status: 'idle', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/the report appears by itself/)).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Customers per month' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Rows with their totals in the footer. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Records: 3')).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: 'Total of the period' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pages of the report' })).not.toBeInTheDocument();
  },
};

/** With the reader's density toggle beside the records line: comfortable rows, as remembered. */
export const WithDensityToggle: Story = {
  args: { density: 'comfortable', onDensityChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('data-density', 'comfortable');
    // The toggle's code arrives after the rows.
    await expect(await canvas.findByRole('radio', { name: 'Comfortable' })).toBeChecked();
    await userEvent.click(canvas.getByText('Compact'));
    await expect(args.onDensityChange).toHaveBeenCalledWith('compact');
  },
};

/** More than 5000 records: pages with a window of seven and ellipses. */
export const ManyPages: Story = {
  args: { count: 61_234, page: 6 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Records: 61,234 · page 6 of 13')).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Pages of the report' });
    await expect(within(pages).getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 13' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(13);
  },
};

export const NoData: Story = {
  args: { rows: [], count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('No data for the selected period.')[0]).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { status: 'error', rows: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The report could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
