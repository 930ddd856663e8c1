import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { expectTableAsTallAsItsRows, expectTableScrollsAt } from '../../storybook/tableHeightChecks.ts';
import { vars } from '../../theme/vars.ts';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable.tsx';

interface WalletRecord {
  id: string;
  date: string;
  client: string;
  coins: number;
  note: string;
}

const clients = ['Lunar Park', 'Galaxy Fun', 'Astro Arcade', 'Comet Rides', 'Nebula Games', 'Orbit Plaza'];
const notes = ['Monthly top-up', 'Promotion', '', 'Correction', 'Annual plan'];

/** Deterministic wallet records: the same rows on every render and screenshot. */
function walletRecords(count: number, from = 0): WalletRecord[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    return {
      id: `record-${index + 1}`,
      date: `2026-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
      client: clients[index % clients.length] ?? '',
      coins: ((index * 7919) % 9000) + 100,
      note: notes[index % notes.length] ?? '',
    };
  });
}

const columns: DataTableColumn<WalletRecord>[] = [
  { id: 'date', header: 'Date', cell: (row) => row.date, sortValue: (row) => row.date, width: '9rem' },
  { id: 'client', header: 'Client', cell: (row) => row.client, sortValue: (row) => row.client },
  {
    id: 'coins',
    header: 'Coins',
    cell: (row) => row.coins.toLocaleString('en'),
    sortValue: (row) => row.coins,
    align: 'end',
    width: '8rem',
  },
  { id: 'note', header: 'Note', cell: (row) => row.note || '—' },
];

const rowActions = () => [
  { id: 'details', label: 'View details' },
  { id: 'receipt', label: 'Download receipt' },
];

const meta = {
  title: 'Data display/DataTable',
  component: DataTable<WalletRecord>,
  args: {
    label: 'Wallet records',
    columns,
    rows: walletRecords(30),
    rowKey: (row: WalletRecord) => row.id,
    rowActions,
    onRowAction: fn(),
    onSortChange: fn(),
    cardTitle: (row: WalletRecord) => row.client,
    height: '24rem',
  },
} satisfies Meta<typeof DataTable<WalletRecord>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const fewRows = walletRecords(3);

/** Both densities, and the loading, empty and error states, as tables as tall as their rows. */
export const Matrix: Story = {
  render: (args) => (
    <StoryGrid>
      <StoryRow label="comfortable">
        <DataTable {...args} label="Comfortable" rows={fewRows} layout="table" />
      </StoryRow>
      <StoryRow label="compact">
        <DataTable {...args} label="Compact" rows={fewRows} layout="table" density="compact" />
      </StoryRow>
      <StoryRow label="sorted descending by coins">
        <DataTable
          {...args}
          label="Sorted"
          rows={fewRows}
          layout="table"
          defaultSort={{ columnId: 'coins', direction: 'descending' }}
        />
      </StoryRow>
      <StoryRow label="loading">
        <DataTable {...args} label="Loading" layout="table" loading />
      </StoryRow>
      <StoryRow label="loading more">
        <DataTable {...args} label="Loading more" rows={fewRows} layout="table" loadingMore hasMore />
      </StoryRow>
      <StoryRow label="empty">
        <DataTable {...args} label="Empty" rows={[]} layout="table" />
      </StoryRow>
      <StoryRow label="error">
        <DataTable {...args} label="Error" layout="table" error onRetry={fn()} />
      </StoryRow>
    </StoryGrid>
  ),
};

export const SortToggles: Story = {
  args: { layout: 'table' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /Coins/ });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    const button = within(header).getByRole('button', { name: 'Coins' });
    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'coins', direction: 'descending' });
    const mostCoins = Math.max(...walletRecords(30).map((row) => row.coins)).toLocaleString('en');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent(mostCoins);
  },
};

export const RowActionsByKeyboard: Story = {
  args: { layout: 'table', rows: walletRecords(3) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [firstActions] = canvas.getAllByRole('button', { name: 'Actions' });
    firstActions?.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'View details' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Download receipt' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith('receipt', walletRecords(1)[0]);
    await expect(firstActions).toHaveFocus();
  },
};

/** A row of totals stays under the rows while they scroll; on phones it is a card after them. */
export const WithTotals: Story = {
  args: {
    rows: walletRecords(12),
    rowActions: undefined,
    height: '20rem',
    totals: {
      label: 'Total',
      values: {
        coins: walletRecords(12)
          .reduce((sum, row) => sum + row.coins, 0)
          .toLocaleString('en'),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = walletRecords(12)
      .reduce((sum, row) => sum + row.coins, 0)
      .toLocaleString('en');
    await expect(await canvas.findByText(total)).toBeVisible();
  },
};

/** The totals of `rows`' coins, as the totals row shows them. */
function coinTotals(rows: readonly WalletRecord[]) {
  return { label: 'Total', values: { coins: rows.reduce((sum, row) => sum + row.coins, 0).toLocaleString('en') } };
}

/** One row and its total: the table is as tall as they are, with no empty area under them (ADR 0075). */
export const OneRow: Story = {
  args: { layout: 'table', rows: walletRecords(1), rowActions: undefined, totals: coinTotals(walletRecords(1)) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Wallet records' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expectTableAsTallAsItsRows(table);
  },
};

/** A few rows at the console's scrolling height: the table ends under its last row. */
export const FewRows: Story = {
  args: {
    layout: 'table',
    rows: walletRecords(4),
    height: vars.size.tableHeight,
    totals: coinTotals(walletRecords(4)),
  },
  play: async ({ canvasElement }) => {
    await expectTableAsTallAsItsRows(within(canvasElement).getByRole('table', { name: 'Wallet records' }));
  },
};

/** Many rows: the table stops growing at its scrolling height and scrolls, its headings and totals in view. */
export const ManyRows: Story = {
  args: {
    layout: 'table',
    rows: walletRecords(500),
    height: vars.size.tableHeight,
    totals: coinTotals(walletRecords(500)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTableScrollsAt(canvas.getByRole('table', { name: 'Wallet records' }), vars.size.tableHeight);
    await expect(canvas.getByRole('columnheader', { name: /Coins/ })).toBeVisible();
    await expect(canvas.getByText(coinTotals(walletRecords(500)).values.coins)).toBeVisible();
  },
};

/** `height="auto"`: a short list whose rows differ in height, every row rendered and the table as tall as they are. */
export const GrowsWithItsRows: Story = {
  args: {
    layout: 'table',
    rows: walletRecords(4).map((row, index) =>
      index === 1
        ? { ...row, note: 'A longer note that wraps onto a second line in a narrow column of the table' }
        : row,
    ),
    height: 'auto',
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Wallet records' });
    // The header row and the four rows, none of them left to a virtual list.
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the table…');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data for the selected period.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { error: true, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The data could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Rows arrive a page at a time: the next page is asked for when the end comes within 100 px. */
function InfiniteTable(props: DataTableProps<WalletRecord>) {
  const pageSize = 20;
  const [rows, setRows] = useState(() => walletRecords(pageSize));
  const [loadingMore, setLoadingMore] = useState(false);
  return (
    <DataTable
      {...props}
      rows={rows}
      hasMore={rows.length < pageSize * 3}
      loadingMore={loadingMore}
      onEndReached={() => {
        props.onEndReached?.();
        setLoadingMore(true);
        // Stands in for the request of the next page.
        setTimeout(() => {
          setRows((current) => [...current, ...walletRecords(pageSize, current.length)]);
          setLoadingMore(false);
        }, 200);
      }}
    />
  );
}

export const InfiniteLoading: Story = {
  args: { layout: 'table', onEndReached: fn() },
  render: (args) => <InfiniteTable {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(args.onEndReached).not.toHaveBeenCalled();
    const scroller = canvasElement.querySelector<HTMLElement>('[data-virtuoso-scroller]');
    await waitFor(() => expect(scroller?.scrollHeight).toBeGreaterThan(scroller?.clientHeight ?? 0));
    scroller?.scrollTo({ top: scroller.scrollHeight });
    await waitFor(() => expect(args.onEndReached).toHaveBeenCalledOnce());
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''));
    scroller?.scrollTo({ top: 0 });
    await waitFor(() => expect(canvas.getByRole('cell', { name: '2026-01-01' })).toBeVisible());
  },
};

export const CardLayout: Story = {
  args: { rows: walletRecords(4) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const list = await canvas.findByRole('list', { name: 'Wallet records' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    await expect(within(cards[0] as HTMLElement).getByRole('heading', { name: 'Lunar Park' })).toBeVisible();
    await expect(within(cards[0] as HTMLElement).getByText('Coins')).toBeVisible();
  },
};
