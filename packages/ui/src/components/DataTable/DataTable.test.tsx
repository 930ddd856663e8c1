import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable.tsx';
import { nextSort, sortRows } from './sorting.ts';

interface License {
  key: string;
  owner: string;
  rides: number | null;
}

const licenses: License[] = [
  { key: 'A1', owner: 'Zeta Parks', rides: 12 },
  { key: 'B2', owner: 'alpha Fun', rides: null },
  { key: 'C3', owner: 'Ômega Rides', rides: 3 },
  { key: 'D4', owner: 'Beta Land', rides: 40 },
];

const columns: DataTableColumn<License>[] = [
  { id: 'owner', header: 'Owner', cell: (row) => row.owner, sortValue: (row) => row.owner },
  { id: 'rides', header: 'Rides', cell: (row) => row.rides ?? '—', sortValue: (row) => row.rides, align: 'end' },
  { id: 'key', header: 'Key', cell: (row) => row.key },
];

function renderTable(props: Partial<DataTableProps<License>> = {}) {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={createI18n({ language: 'en' })}>
      <OrbitThemeProvider>
        <DataTable label="Licences" columns={columns} rows={licenses} rowKey={(row) => row.key} {...props} />
      </OrbitThemeProvider>
    </I18nextProvider>,
  );
  return { user };
}

/** The text of the first cell of every body row, in order. */
function firstCells(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent ?? '');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sortRows', () => {
  it('sorts text by the language collation, ignoring case and accents', () => {
    const owners = sortRows(licenses, (row) => row.owner, 'ascending', 'en').map((row) => row.owner);
    expect(owners).toEqual(['alpha Fun', 'Beta Land', 'Ômega Rides', 'Zeta Parks']);
  });

  it('sorts numbers by value and keeps empty values last in both directions', () => {
    expect(sortRows(licenses, (row) => row.rides, 'ascending', 'en').map((row) => row.key)).toEqual([
      'C3',
      'A1',
      'D4',
      'B2',
    ]);
    expect(sortRows(licenses, (row) => row.rides, 'descending', 'en').map((row) => row.key)).toEqual([
      'D4',
      'A1',
      'C3',
      'B2',
    ]);
  });

  it('leaves the input untouched and keeps equal rows in their order', () => {
    const copy = [...licenses];
    expect(sortRows(licenses, () => 1, 'descending', 'en')).toEqual(licenses);
    expect(licenses).toEqual(copy);
  });
});

describe('nextSort', () => {
  it('starts a new column ascending and flips the same column', () => {
    expect(nextSort(undefined, 'owner')).toEqual({ columnId: 'owner', direction: 'ascending' });
    expect(nextSort({ columnId: 'owner', direction: 'ascending' }, 'owner')).toEqual({
      columnId: 'owner',
      direction: 'descending',
    });
    expect(nextSort({ columnId: 'owner', direction: 'descending' }, 'owner').direction).toBe('ascending');
    expect(nextSort({ columnId: 'owner', direction: 'descending' }, 'rides').direction).toBe('ascending');
  });
});

describe('DataTable', () => {
  it('renders a named table whose sort buttons toggle aria-sort and the row order', async () => {
    const onSortChange = vi.fn();
    const { user } = renderTable({ onSortChange });
    const table = screen.getByRole('table', { name: 'Licences' });
    expect(firstCells(table)).toEqual(['Zeta Parks', 'alpha Fun', 'Ômega Rides', 'Beta Land']);
    const ridesHeader = screen.getByRole('columnheader', { name: /Rides/ });
    expect(ridesHeader.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Key' }).hasAttribute('aria-sort')).toBe(false);

    await user.click(within(ridesHeader).getByRole('button', { name: 'Rides' }));
    expect(ridesHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(firstCells(table)).toEqual(['Ômega Rides', 'Zeta Parks', 'Beta Land', 'alpha Fun']);
    await user.click(within(ridesHeader).getByRole('button', { name: 'Rides' }));
    expect(ridesHeader.getAttribute('aria-sort')).toBe('descending');
    expect(firstCells(table)).toEqual(['Beta Land', 'Zeta Parks', 'Ômega Rides', 'alpha Fun']);
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'rides', direction: 'descending' });
  });

  it('shows rows sorted by the server in their order, and only reports a header press', async () => {
    const onSortChange = vi.fn();
    const { user } = renderTable({
      manualSort: true,
      sort: { columnId: 'owner', direction: 'ascending' },
      onSortChange,
    });
    const table = screen.getByRole('table', { name: 'Licences' });
    expect(screen.getByRole('columnheader', { name: /Owner/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(firstCells(table)).toEqual(['Zeta Parks', 'alpha Fun', 'Ômega Rides', 'Beta Land']);
    await user.click(screen.getByRole('button', { name: 'Owner' }));
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'owner', direction: 'descending' });
    expect(firstCells(table)).toEqual(['Zeta Parks', 'alpha Fun', 'Ômega Rides', 'Beta Land']);
  });

  it('offers each row its actions in a menu and reports the choice with the row', async () => {
    const onRowAction = vi.fn();
    const { user } = renderTable({
      rowActions: () => [
        { id: 'edit', label: 'Edit note' },
        { id: 'block', label: 'Block' },
      ],
      onRowAction,
    });
    await user.click(screen.getAllByRole('button', { name: 'Actions' })[0] as HTMLElement);
    await user.click(screen.getByRole('menuitem', { name: 'Block' }));
    expect(onRowAction).toHaveBeenCalledWith('block', licenses[0]);
  });

  it('shows skeleton rows and a loading status while the first page loads', () => {
    renderTable({ loading: true });
    expect(screen.getByRole('table', { name: 'Licences' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading the table…');
  });

  it('says when there is nothing to show', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No data for the selected period.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry when loading failed', async () => {
    const onRetry = vi.fn();
    const { user } = renderTable({ error: true, onRetry });
    expect(screen.getByRole('alert').textContent).toContain('The data could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows each row as a card of label: value pairs below the breakpoint', () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width: 990.98px'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    renderTable({ cardTitle: (row) => row.key });
    const list = screen.getByRole('list', { name: 'Licences' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const firstCard = within(cards[0] as HTMLElement);
    expect(firstCard.getByRole('heading', { name: 'A1' })).toBeTruthy();
    expect(firstCard.getByText('Owner').nextElementSibling?.textContent).toBe('Zeta Parks');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
