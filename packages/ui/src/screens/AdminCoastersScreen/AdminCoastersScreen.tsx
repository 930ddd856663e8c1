import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AdminCoaster } from '@orbit/contract';
import { coasterStatuses, coasterStatusOrder, type CoasterStatus } from '@orbit/domain';
import { countryName, formatNumber, useTranslation } from '@orbit/i18n';
import { focusRing, toneColors } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';
import { Button } from '../../components/Button/index.ts';
import { Card } from '../../components/Card/index.ts';
import { Checkbox } from '../../components/Checkbox/index.ts';
import { coasterStatusTones } from '../../components/CoasterStatusBadge/index.ts';
import {
  DataTable,
  type DataTableColumn,
  type DataTableLayout,
  type DataTableSort,
} from '../../components/DataTable/index.ts';
import { DelayedLoader } from '../../components/DelayedLoader/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorState } from '../../components/ErrorState/index.ts';
import { Link } from '../../components/Link/index.ts';
import { ListFooter } from '../../components/ListFooter/index.ts';
import { ScreenHeader } from '../../components/ScreenHeader/index.ts';
import { Select } from '../../components/Select/index.ts';
import { Stack } from '../../components/Stack/index.ts';
import { TextField } from '../../components/TextField/index.ts';
import {
  coasterColumns,
  statusCell,
  StyledMuted,
  syncCell,
  type CoasterNewestVersions,
  noNewestVersions,
} from '../coasterParts/index.ts';

/** What the fleet can be ordered by, as the API names it. */
export type AdminCoastersOrderBy = 'status' | 'client' | 'lastSeenAt' | 'ridesToday' | 'appVersion';

/** Which machines the fleet page shows. */
export interface AdminCoastersScreenFilter {
  status?: CoasterStatus;
  /** One client's machines only. */
  userId?: number;
  /** ISO 3166-1 alpha-3 code of the clients' country. */
  country?: string;
  /** One app version only. */
  appVersion?: string;
  /** Online but silent ones only. */
  silent: boolean;
}

/** The order of the fleet page. */
export interface AdminCoastersScreenSort {
  orderby: AdminCoastersOrderBy;
  order: 'asc' | 'desc';
}

/** A client the client filter offers. */
export interface AdminCoastersClientChoice {
  id: number;
  name: string;
}

export interface AdminCoastersScreenProps {
  /** The machines of the current page, in the order asked for. */
  coasters: readonly AdminCoaster[];
  /** Machines by status across every client, whatever the filter; undefined until the first answer. */
  counts?: Readonly<Record<CoasterStatus, number>>;
  /** Machines online but silent across every client, whatever the filter. */
  silentCount?: number;
  /** The newest app and game versions the fleet runs: a machine behind them is marked. */
  newest?: CoasterNewestVersions;
  /** How many machines the filter matches on every page together. */
  total: number;
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; the pagination shows only when there is more than one. */
  pageCount: number;
  /** Machines per page, for the shown-of-total counter. */
  pageSize: number;
  /** Called with the page the person asks for. */
  onPageChange: (page: number) => void;
  /** The filter shown. */
  filter: AdminCoastersScreenFilter;
  /** Called with the filter the person chooses. */
  onFilterChange: (filter: AdminCoastersScreenFilter) => void;
  /** The order shown. */
  sort: AdminCoastersScreenSort;
  /** Called with the order the person chooses. */
  onSortChange: (sort: AdminCoastersScreenSort) => void;
  /** The clients the client filter offers, by name. */
  clients: readonly AdminCoastersClientChoice[];
  /** The ISO 3166-1 alpha-3 codes the country filter offers; named in the reader's language. */
  countries: readonly string[];
  /** The address of a client's page. */
  clientHref: (clientId: number) => string;
  /** The first answer is on its way. */
  loading?: boolean;
  /** Loading failed: an error with a retry replaces the table. */
  error?: boolean;
  /** Asks again after a failure. */
  onRetry?: () => void;
  /** "Now", ticking between answers so that "last seen" stays current; the render's time when omitted. */
  now?: Date;
  /** The viewer's IANA time zone, for exact times; the browser's when omitted. */
  timeZone?: string;
  /** Forces the table or the cards; cards below 991 px when `auto`. */
  layout?: DataTableLayout;
}

/** The table's sortable columns and the API's names for them. */
const orderByColumn: Record<string, AdminCoastersOrderBy> = {
  status: 'status',
  client: 'client',
  lastSeen: 'lastSeenAt',
  today: 'ridesToday',
  versions: 'appVersion',
};
const columnOfOrder = Object.fromEntries(Object.entries(orderByColumn).map(([column, by]) => [by, column])) as Record<
  AdminCoastersOrderBy,
  string
>;
const orderByChoices: readonly AdminCoastersOrderBy[] = ['status', 'client', 'lastSeenAt', 'ridesToday', 'appVersion'];

const StyledCounts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6rem, 1fr));
  gap: ${vars.space[2]};
`;

/** A count that filters the table by its status when pressed; pressed again, the filter goes. */
const StyledCount = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    border-color: ${vars.color.borderStrong};
  }

  &:focus-visible {
    ${focusRing()}
  }

  &[aria-pressed='true'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.surfaceSelected};
    box-shadow: inset 0 0 0 ${vars.size.borderWidth} ${vars.color.primary};
  }
`;

const StyledCountLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};

  &::before {
    content: '';
    flex: none;
    width: ${vars.space[2]};
    height: ${vars.space[2]};
    border: ${vars.size.borderWidth} solid ${vars.color.borderStrong};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surfaceMuted};
  }

  &[data-tone='success']::before {
    ${toneColors('success')}
    background: currentColor;
  }
  &[data-tone='warning']::before {
    ${toneColors('warning')}
    background: currentColor;
  }
  &[data-tone='danger']::before {
    ${toneColors('error')}
    background: currentColor;
  }
  &[data-tone='info']::before {
    ${toneColors('info')}
    background: currentColor;
  }
`;

const StyledCountValue = styled.span`
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  font-variant-numeric: tabular-nums;
`;

const StyledFilters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]} ${vars.space[4]};
`;

const any = '';

/** Whether a filter narrows the fleet at all. */
function narrows(filter: AdminCoastersScreenFilter): boolean {
  const { status, userId, country, appVersion, silent } = filter;
  return status !== undefined || userId !== undefined || country !== undefined || !!appVersion || silent;
}

/**
 * /dash/admin/coasters, the staff fleet page (ADR 0084): how many machines of every client are in each status (each
 * count filters the table), filters by status, client, country, app version and online but silent, the machines in
 * the order asked for, page by page, each with its client's page a link away; the same statuses as the coasters page.
 */
export function AdminCoastersScreen({
  coasters,
  counts,
  silentCount = 0,
  newest = noNewestVersions,
  total,
  page,
  pageCount,
  pageSize,
  onPageChange,
  filter,
  onFilterChange,
  sort,
  onSortChange,
  clients,
  countries,
  clientHref,
  loading = false,
  error = false,
  onRetry,
  now = new Date(),
  timeZone,
  layout = 'auto',
}: AdminCoastersScreenProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const nowTime = now.getTime();
  // The version field applies when the person presses Enter or leaves it, not at every key.
  const [typedVersion, setTypedVersion] = useState<{ for: string | undefined; value: string }>();
  const version =
    typedVersion && typedVersion.for === filter.appVersion ? typedVersion.value : (filter.appVersion ?? '');

  const columns = useMemo<DataTableColumn<AdminCoaster>[]>(() => {
    const context = { t, language, now: new Date(nowTime), newest, timeZone };
    const shared = coasterColumns<AdminCoaster>(context);
    // The table only shows which way the server ordered the rows; the value itself is never compared here.
    const sortable = { sortValue: () => null };
    return [
      shared.machine,
      {
        id: 'client',
        header: t('fleet.columns.client'),
        ...sortable,
        cell: (coaster) => (
          <Stack as="span" gap={1} align="flex-start">
            <Link href={clientHref(coaster.client.id)}>{coaster.client.name}</Link>
            <StyledMuted>
              {coaster.client.isoAlpha3 ? countryName(coaster.client.isoAlpha3, language) : t('fleet.noCountry')}
            </StyledMuted>
          </Stack>
        ),
      },
      // Nine columns do not fit beside the sidebar: the uptime goes under the status, the rides waiting under today's.
      { ...shared.status, ...sortable, cell: (coaster) => statusCell(coaster, context, { uptime: true }) },
      { ...shared.lastSeen, ...sortable },
      {
        ...shared.today,
        header: t('fleet.columns.ridesToday'),
        ...sortable,
        cell: (coaster) => (
          <Stack as="span" gap={1} align="flex-start">
            {shared.today.cell(coaster)}
            {coaster.pendingRides > 0 && syncCell(coaster, context)}
          </Stack>
        ),
      },
      { ...shared.versions, ...sortable },
      shared.license,
    ];
  }, [t, language, nowTime, newest, timeZone, clientHref]);

  const countryChoices = useMemo(
    () =>
      countries
        .map((code) => ({ value: code, label: countryName(code, language) }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [countries, language],
  );

  const change = (changes: Partial<AdminCoastersScreenFilter>) => onFilterChange({ ...filter, ...changes });
  const applyVersion = () => {
    const value = version.trim() || undefined;
    if (value !== filter.appVersion) change({ appVersion: value });
  };

  const tableSort: DataTableSort = {
    columnId: columnOfOrder[sort.orderby],
    direction: sort.order === 'asc' ? 'ascending' : 'descending',
  };
  const countTile = (
    key: string,
    label: string,
    value: number | undefined,
    pressed: boolean,
    onPress: () => void,
    tone?: string,
  ) => (
    <StyledCount key={key} type="button" aria-pressed={pressed} onClick={onPress}>
      <StyledCountLabel data-tone={tone}>{label}</StyledCountLabel>{' '}
      <StyledCountValue>{value === undefined ? '…' : formatNumber(value, language)}</StyledCountValue>
    </StyledCount>
  );
  const allCount = counts ? coasterStatuses.reduce((sum, status) => sum + counts[status], 0) : undefined;

  function content() {
    if (loading) return <DelayedLoader layout="block" label={t('common.loading')} />;
    if (error) return <ErrorState message={t('fleet.loadError')} onRetry={onRetry} />;
    if (coasters.length === 0) {
      return narrows(filter) ? (
        <EmptyState
          message={t('fleet.noMatch')}
          action={
            <Button variant="secondary" onClick={() => onFilterChange({ silent: false })}>
              {t('fleet.clear')}
            </Button>
          }
        />
      ) : (
        <EmptyState message={t('fleet.empty')} />
      );
    }
    const from = (page - 1) * pageSize + 1;
    return (
      <>
        <DataTable
          label={t('fleet.tableCaption')}
          columns={columns}
          rows={coasters}
          rowKey={(coaster) => String(coaster.licenseId)}
          sort={tableSort}
          manualSort
          onSortChange={(next) => {
            const orderby = orderByColumn[next.columnId];
            if (orderby) onSortChange({ orderby, order: next.direction === 'ascending' ? 'asc' : 'desc' });
          }}
          layout={layout}
          cardTitle={(coaster) => coaster.licenseLabel}
          height="auto"
        />
        <ListFooter
          from={from}
          shown={coasters.length}
          total={total}
          counter={(range) => t('fleet.counter', range)}
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          paginationLabel={t('fleet.pagination')}
          spaced
        />
      </>
    );
  }

  return (
    <Stack gap={5}>
      <ScreenHeader title={t('fleet.title')} titleLeading="normal" />
      <Card heading={t('fleet.counts')}>
        <StyledCounts>
          {countTile('all', t('fleet.all'), allCount, !filter.status && !filter.silent, () =>
            change({ status: undefined, silent: false }),
          )}
          {coasterStatusOrder.map((status) =>
            countTile(
              status,
              t(`devices.states.${status}`),
              counts?.[status],
              filter.status === status && !filter.silent,
              () => change({ status: filter.status === status ? undefined : status, silent: false }),
              coasterStatusTones[status],
            ),
          )}
          {countTile(
            'silent',
            t('fleet.silent'),
            counts ? silentCount : undefined,
            filter.silent,
            () => change({ silent: !filter.silent, status: undefined }),
            'warning',
          )}
        </StyledCounts>
      </Card>
      <Card heading={t('fleet.machines')}>
        <Stack gap={5}>
          <StyledFilters aria-label={t('fleet.filters')} onSubmit={(event: FormEvent) => event.preventDefault()}>
            <Select
              label={t('fleet.status')}
              value={filter.status ?? any}
              options={[
                { value: any, label: t('fleet.anyStatus') },
                ...coasterStatusOrder.map((status) => ({ value: status, label: t(`devices.states.${status}`) })),
              ]}
              onChange={(value) => change({ status: value === any ? undefined : (value as CoasterStatus) })}
            />
            <Select
              label={t('fleet.client')}
              value={filter.userId === undefined ? any : String(filter.userId)}
              options={[
                { value: any, label: t('fleet.anyClient') },
                ...clients.map((client) => ({ value: String(client.id), label: client.name })),
              ]}
              onChange={(value) => change({ userId: value === any ? undefined : Number(value) })}
            />
            <Select
              label={t('fleet.country')}
              value={filter.country ?? any}
              options={[{ value: any, label: t('fleet.anyCountry') }, ...countryChoices]}
              onChange={(value) => change({ country: value === any ? undefined : value })}
            />
            <TextField
              label={t('fleet.appVersion')}
              value={version}
              placeholder={newest.appVersion ?? undefined}
              enterKeyHint="search"
              onChange={(event) => setTypedVersion({ for: filter.appVersion, value: event.target.value })}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                applyVersion();
              }}
              onBlur={applyVersion}
            />
            <Checkbox
              label={t('fleet.silentOnly')}
              checked={filter.silent}
              onChange={(silent) => change({ silent, status: silent ? undefined : filter.status })}
            />
            <Select
              label={t('fleet.sortBy')}
              value={sort.orderby}
              options={orderByChoices.map((by) => ({ value: by, label: t(`fleet.orderBy.${by}`) }))}
              onChange={(value) => onSortChange({ ...sort, orderby: value as AdminCoastersOrderBy })}
            />
            <Select
              label={t('fleet.order')}
              value={sort.order}
              options={[
                { value: 'asc', label: t('fleet.ascending') },
                { value: 'desc', label: t('fleet.descending') },
              ]}
              onChange={(value) => onSortChange({ ...sort, order: value === 'desc' ? 'desc' : 'asc' })}
            />
            {narrows(filter) && (
              <Button variant="secondary" onClick={() => onFilterChange({ silent: false })}>
                {t('fleet.clear')}
              </Button>
            )}
          </StyledFilters>
          <div>{content()}</div>
        </Stack>
      </Card>
    </Stack>
  );
}
