import { useState } from 'react';
import styled from 'styled-components';
import type { AdminUserSummary } from '@orbit/contract';
import { countryName, formatDate, useTranslation } from '@orbit/i18n';
import { media, vars } from '../../theme/vars.ts';
import { Button } from '../../components/Button/index.ts';
import { DataTable, type DataTableColumn, type DataTableSort } from '../../components/DataTable/index.ts';
import { DensityToggle, type Density } from '../../components/DensityToggle/index.ts';
import { ErrorState } from '../../components/ErrorState/index.ts';
import { Link } from '../../components/Link/index.ts';
import { ScreenHeader } from '../../components/ScreenHeader/index.ts';
import { pageSearchKey, SearchBox } from '../../components/SearchBox/index.ts';
import { Stack } from '../../components/Stack/index.ts';

/** The filters of docs/domain.md#records-and-fields's users list state; empty strings filter nothing. */
export interface AdminClientsFilters {
  name: string;
  email: string;
  nameAsInContract: string;
}

/** Columns the server sorts by (docs/domain.md#calls `orderby`). */
export const adminClientsSortColumns = ['id', 'name', 'email', 'createdAt'] as const;
export type AdminClientsSortColumn = (typeof adminClientsSortColumns)[number];

export interface AdminClientsScreenProps {
  /** The first page: loading, failed or here. */
  status: 'loading' | 'error' | 'ready';
  /** The users of the pages loaded so far, in the server's order. */
  rows: readonly AdminUserSummary[];
  /** How many users match the filters. */
  count?: number;
  /** Another page may exist: reaching the end of the list asks for it. */
  hasMore: boolean;
  /** The next page is loading. */
  loadingMore: boolean;
  /** A later page failed: the list is complete until the person retries (docs/domain.md#states-and-transitions). */
  moreError?: boolean;
  /** Asks for the next page. */
  onEndReached: () => void;
  /** Loads again after an error (the first page, or the page that failed). */
  onRetry: () => void;
  /** The filters in force. */
  filters: AdminClientsFilters;
  /** Called with the new filters; the list starts again. */
  onFiltersChange: (filters: AdminClientsFilters) => void;
  /** The sort in force (docs/domain.md#constants-and-limits: id descending by default). */
  sort: DataTableSort;
  /** Called when a column header is pressed; the filters stay and the list starts again. */
  onSortChange: (sort: DataTableSort) => void;
  /** The rows' density, when the parent keeps it (remembered per person); the screen keeps its own otherwise. */
  density?: Density;
  /** Called with the density the person chooses. */
  onDensityChange?: (density: Density) => void;
  /** Where a user's View link goes. */
  detailHref: (user: AdminUserSummary) => string;
  /** The viewer's IANA time zone, for dates; the browser's when omitted. */
  timeZone?: string;
}

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  align-items: end;
  gap: ${vars.space[4]};

  ${media.belowList} {
    grid-template-columns: 1fr;
  }
`;

/** How many are shown: the heading of the list (so the cards' headings follow an h2), in a small muted type. */
const StyledCount = styled.h2`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.regular};
`;

const noFilters: AdminClientsFilters = { name: '', email: '', nameAsInContract: '' };
const searchDebounceMs = 300;

/**
 * The clients list of the admin area (docs/domain.md#screens-and-addresses, docs/domain.md#states-and-transitions, docs/domain.md#constants-and-limits): every user, pages of 50 appended as the person scrolls,
 * sorted by the server, with a search by name, filters by email and name as in contract, and a density toggle;
 * cards below 991 px.
 */
export function AdminClientsScreen({
  status,
  rows,
  count,
  hasMore,
  loadingMore,
  moreError = false,
  onEndReached,
  onRetry,
  filters,
  onFiltersChange,
  sort,
  onSortChange,
  density: controlledDensity,
  onDensityChange,
  detailHref,
  timeZone,
}: AdminClientsScreenProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [ownDensity, setOwnDensity] = useState<Density>('comfortable');
  const density = controlledDensity ?? ownDensity;
  const setDensity = (next: Density) => {
    setOwnDensity(next);
    onDensityChange?.(next);
  };
  const filtered = filters.name !== '' || filters.email !== '' || filters.nameAsInContract !== '';
  const dash = '—';
  const sortable = (column: AdminClientsSortColumn) => (user: AdminUserSummary) =>
    column === 'createdAt' ? user.createdAt : user[column];

  const columns: DataTableColumn<AdminUserSummary>[] = [
    {
      id: 'id',
      header: t('adminClients.list.columns.id'),
      cell: (user) => user.id,
      sortValue: sortable('id'),
      align: 'end',
      width: '6rem',
    },
    { id: 'name', header: t('adminClients.list.columns.name'), cell: (user) => user.name, sortValue: sortable('name') },
    {
      id: 'email',
      header: t('adminClients.list.columns.email'),
      cell: (user) => user.email,
      sortValue: sortable('email'),
    },
    { id: 'timezone', header: t('adminClients.list.columns.timezone'), cell: (user) => user.timezone },
    {
      id: 'country',
      header: t('adminClients.list.columns.country'),
      cell: (user) => (user.isoAlpha3 ? countryName(user.isoAlpha3, language) : dash),
    },
    {
      id: 'createdAt',
      header: t('adminClients.list.columns.createdAt'),
      cell: (user) => formatDate(user.createdAt, language, 'medium', timeZone),
      sortValue: sortable('createdAt'),
    },
    {
      id: 'view',
      header: t('adminClients.list.view'),
      cell: (user) => (
        <Link
          href={detailHref(user)}
          variant="standalone"
          aria-label={t('adminClients.list.viewClient', { name: user.name })}
        >
          {t('adminClients.list.view')}
        </Link>
      ),
    },
  ];

  const change = (name: keyof AdminClientsFilters) => (value: string) => {
    if (value.trim() !== filters[name]) onFiltersChange({ ...filters, [name]: value.trim() });
  };

  return (
    <Stack gap={5}>
      <ScreenHeader title={t('adminClients.list.title')} titleLeading="normal">
        <DensityToggle value={density} onChange={setDensity} />
      </ScreenHeader>
      <StyledFilters role="search">
        <SearchBox
          label={t('adminClients.list.searchLabel')}
          placeholder={t('adminClients.list.searchPlaceholder')}
          aria-keyshortcuts={pageSearchKey}
          value={filters.name}
          onChange={change('name')}
          debounceMs={searchDebounceMs}
        />
        <SearchBox
          label={t('adminClients.list.emailFilter')}
          placeholder={t('adminClients.list.emailFilter')}
          value={filters.email}
          onChange={change('email')}
          debounceMs={searchDebounceMs}
        />
        <SearchBox
          label={t('adminClients.list.contractNameFilter')}
          placeholder={t('adminClients.list.contractNameFilter')}
          value={filters.nameAsInContract}
          onChange={change('nameAsInContract')}
          debounceMs={searchDebounceMs}
        />
        <Button variant="ghost" onClick={() => onFiltersChange(noFilters)} disabled={!filtered}>
          {t('adminClients.list.clearFilters')}
        </Button>
      </StyledFilters>
      {status === 'ready' && count !== undefined && (
        <StyledCount>
          <span role="status">{t('adminClients.list.shown', { shown: rows.length, count })}</span>
        </StyledCount>
      )}
      {status === 'error' ? (
        <ErrorState message={t('adminClients.list.loadError')} onRetry={onRetry} />
      ) : (
        <DataTable
          label={t('adminClients.list.tableLabel')}
          columns={columns}
          rows={rows}
          rowKey={(user) => String(user.id)}
          loading={status === 'loading'}
          emptyMessage={t('adminClients.list.empty')}
          density={density}
          sort={sort}
          onSortChange={onSortChange}
          manualSort
          hasMore={hasMore && !moreError}
          loadingMore={loadingMore}
          onEndReached={onEndReached}
          cardTitle={(user) => user.name}
        />
      )}
      {moreError && <ErrorState message={t('adminClients.list.moreError')} onRetry={onRetry} />}
    </Stack>
  );
}
