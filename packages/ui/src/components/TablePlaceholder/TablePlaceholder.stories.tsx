import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, waitFor, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { vars } from '../../theme/vars.ts';
import { DataTable, type DataTableColumn, type DataTableDensity } from '../DataTable/index.ts';
import { TablePlaceholder } from './TablePlaceholder.tsx';

interface Month {
  month: string;
  customers: number;
}

const columns: DataTableColumn<Month>[] = [
  { id: 'month', header: 'Month', cell: (row) => row.month },
  { id: 'customers', header: 'Customers', cell: (row) => row.customers.toLocaleString('en'), align: 'end' },
];

function months(count: number): Month[] {
  return Array.from({ length: count }, (_, index) => ({
    month: `Month ${index + 1}`,
    customers: 1_000 + ((index * 3_917) % 5_000),
  }));
}

const StyledPair = styled.div`
  display: grid;
  flex: 1 1 100%;
  grid-template-columns: 1fr 1fr;
  align-items: start;
  gap: ${vars.space[4]};
`;

/** The cases the stories show: the placeholder beside the table that replaces it. */
const cases: { label: string; rows: number; density: DataTableDensity; loading?: boolean; totals?: boolean }[] = [
  { label: 'one row and its total', rows: 1, density: 'compact', totals: true },
  { label: 'a few rows', rows: 4, density: 'comfortable' },
  { label: 'loading', rows: 0, density: 'compact', loading: true },
  { label: 'many rows', rows: 40, density: 'compact', totals: true },
];

const meta = {
  title: 'Data display/TablePlaceholder',
  component: TablePlaceholder,
  args: { rows: 4 },
} satisfies Meta<typeof TablePlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * Each placeholder beside the table it stands for: the same height, so the table takes its place without moving
 * anything under it (ADR 0075).
 */
export const AsTallAsItsTable: Story = {
  render: () => (
    <StoryGrid>
      {cases.map(({ label, rows, density, loading, totals }) => (
        <StoryRow key={label} label={label}>
          <StyledPair data-case={label}>
            <TablePlaceholder rows={loading ? 5 : rows + (totals ? 1 : 0)} density={density} />
            <DataTable
              label={label}
              columns={columns}
              rows={months(rows)}
              rowKey={(row) => row.month}
              density={density}
              loading={loading}
              layout="table"
              totals={totals ? { label: 'Total', values: { customers: '—' } } : undefined}
            />
          </StyledPair>
        </StoryRow>
      ))}
    </StoryGrid>
  ),
  play: async ({ canvasElement }) => {
    for (const { label } of cases) {
      const pair = canvasElement.querySelector<HTMLElement>(`[data-case="${label}"]`);
      const [placeholder, table] = Array.from(pair?.children ?? []);
      await expect(within(pair as HTMLElement).getByRole('table', { name: label })).toBeInTheDocument();
      await waitFor(async () => {
        const difference =
          (placeholder?.getBoundingClientRect().height ?? 0) - (table?.getBoundingClientRect().height ?? 0);
        await expect(Math.abs(difference)).toBeLessThanOrEqual(1);
      });
    }
  },
};
