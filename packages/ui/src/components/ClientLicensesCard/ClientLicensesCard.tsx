import { useMemo } from 'react';
import styled from 'styled-components';
import type { ClientLicense } from '@orbit/contract';
import { filterBySearch, licenseAdminType, licenseStatus, limits, truncate } from '@orbit/domain';
import type { LicenseAdminType, LicenseStatus } from '@orbit/domain';
import { formatDate, useTranslation } from '@orbit/i18n';
import { PlusIcon } from '../../icons/index.ts';
import { vars } from '../../theme/vars.ts';
import { Badge, type BadgeTone } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { DataTable, type DataTableColumn, type DataTableLayout } from '../DataTable/index.ts';
import { ErrorState } from '../ErrorState/index.ts';
import { IconButton } from '../IconButton/index.ts';
import {
  availableLicenseActions,
  licenseActionIcons,
  LicenseActionsLegend,
  type LicenseAction,
} from '../LicenseActionsLegend/index.ts';
import { SearchBox } from '../SearchBox/index.ts';
import { Stack } from '../Stack/index.ts';
import { Tooltip } from '../Tooltip/index.ts';

export interface ClientLicensesCardProps {
  /** Every licence of the client; the card filters them by `search`. */
  licenses: readonly ClientLicense[];
  /** The first load runs. */
  loading?: boolean;
  /** Loading failed: an error with a retry button replaces the table. */
  error?: boolean;
  /** Called by the retry button. */
  onRetry?: () => void;
  /** The search text; it matches label, key, game model and notes, ignoring accents, case and asterisks. */
  search: string;
  /** Called as the person types in the search box. */
  onSearchChange: (search: string) => void;
  /** Offers "Create licence" (admin and supervisor, docs/domain.md#roles-and-permissions). */
  canCreate: boolean;
  /** Offers the row actions and their legend (admin and supervisor; the server refuses a colaborador's changes). */
  canChange: boolean;
  /** Called by "Create licence". */
  onCreate?: () => void;
  /** Called with the action a person chose on a licence's row. */
  onAction: (action: LicenseAction, license: ClientLicense) => void;
  /** The staff member's IANA time zone, for the online-at dates; the browser's when omitted. */
  timeZone?: string;
  /** Forces the table or the cards; cards below 991 px when `auto`. */
  layout?: DataTableLayout;
}

const typeTones: Record<LicenseAdminType, BadgeTone> = {
  limited: 'neutral',
  unlimited: 'info',
  unlimitedOffline: 'success',
};
const statusTones: Record<LicenseStatus, BadgeTone> = { active: 'success', revoked: 'danger', inactive: 'neutral' };

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${vars.space[3]};

  & > :first-child {
    flex: 1 1 16rem;
    max-width: ${vars.size.formWidth};
  }
`;

const StyledKey = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/**
 * Up to this many licences, the table grows with its rows; past it (a client may hold 2,000) it scrolls within its
 * own height and renders only the rows in view. The cards below 991 px are always a virtual list.
 */
const growingTableLimit = 50;

const searchValues = (license: ClientLicense) => [license.label, license.key, license.gameModel, license.notes];

/**
 * The licences block of the client page (docs/domain.md#screens-and-addresses): search, "Create licence" for the roles that may, a table (cards on
 * narrow screens) with type and status, and per row the icon buttons of the actions the licence accepts, explained
 * by the legend under it.
 */
export function ClientLicensesCard({
  licenses,
  loading = false,
  error = false,
  onRetry,
  search,
  onSearchChange,
  canCreate,
  canChange,
  onCreate,
  onAction,
  timeZone,
  layout = 'auto',
}: ClientLicensesCardProps) {
  const { t, i18n } = useTranslation();
  const shown = useMemo(() => filterBySearch(licenses, search, searchValues), [licenses, search]);

  const columns = useMemo<DataTableColumn<ClientLicense>[]>(() => {
    const all: DataTableColumn<ClientLicense>[] = [
      // Label and key share a column, so that the row's actions keep their room beside the sidebar at 1280 px.
      {
        id: 'label',
        header: t('adminLicenses.label'),
        cell: (license) => (
          <Stack as="span" gap={1}>
            <span>{license.label}</span>
            <StyledKey>{license.key}</StyledKey>
          </Stack>
        ),
        sortValue: (l) => l.label,
      },
      { id: 'gameModel', header: t('adminLicenses.gameModel'), cell: (license) => license.gameModel },
      // Type and status stacked in one column, like label and key: the row keeps room for its actions.
      {
        id: 'status',
        header: t('adminLicenses.status'),
        cell: (license) => {
          const type = licenseAdminType(license);
          const status = licenseStatus(license);
          return (
            <Stack as="span" gap={1} align="flex-start">
              <Badge tone={statusTones[status]}>{t(`adminLicenses.statuses.${status}`)}</Badge>
              <Badge tone={typeTones[type]}>{t(`adminLicenses.types.${type}`)}</Badge>
            </Stack>
          );
        },
      },
      {
        id: 'onlineAt',
        header: t('adminLicenses.onlineAt'),
        cell: (license) => formatDate(license.updatedAt, i18n.language, 'dateTime', timeZone),
        sortValue: (license) => license.updatedAt,
      },
      {
        id: 'notes',
        header: t('adminLicenses.notes'),
        cell: (license) => (
          <span title={license.notes || undefined}>{truncate(license.notes, limits.tableNotesLength)}</span>
        ),
      },
      {
        id: 'actions',
        header: t('adminLicenses.actions'),
        // Room for three of the five buttons a licence can have on a line.
        width: `calc(3 * ${vars.size.controlSm} + 2 * ${vars.space[1]} + 2 * ${vars.space[4]})`,
        cell: (license) => (
          <Stack direction="row" gap={1} wrap>
            {availableLicenseActions(license).map((action) => {
              const name = t(`adminLicenses.action.${action}`);
              return (
                <Tooltip key={action} content={name}>
                  <IconButton
                    size="sm"
                    label={t('adminLicenses.actionOn', { action: name, label: license.label })}
                    icon={licenseActionIcons[action]}
                    onClick={() => onAction(action, license)}
                  />
                </Tooltip>
              );
            })}
          </Stack>
        ),
      },
    ];
    return canChange ? all : all.filter((column) => column.id !== 'actions');
  }, [t, i18n.language, timeZone, onAction, canChange]);

  const emptyMessage = search.trim()
    ? t('adminLicenses.noMatches', { query: search.trim() })
    : t('adminLicenses.empty');

  return (
    <Card heading={t('adminLicenses.title')}>
      <StyledToolbar>
        <SearchBox
          label={t('adminLicenses.searchLabel')}
          placeholder={t('adminLicenses.searchPlaceholder')}
          value={search}
          onChange={onSearchChange}
        />
        {canCreate && (
          <Button icon={<PlusIcon />} onClick={onCreate}>
            {t('adminLicenses.create')}
          </Button>
        )}
      </StyledToolbar>
      {error ? (
        <ErrorState message={t('adminLicenses.loadError')} onRetry={onRetry} />
      ) : (
        <DataTable
          label={t('adminLicenses.tableCaption')}
          columns={columns}
          rows={shown}
          rowKey={(license) => license.key}
          loading={loading}
          emptyMessage={emptyMessage}
          defaultSort={{ columnId: 'label', direction: 'ascending' }}
          layout={layout}
          cardTitle={(license) => license.label}
          height={shown.length > growingTableLimit ? vars.size.tableHeight : 'auto'}
        />
      )}
      {canChange && <LicenseActionsLegend />}
    </Card>
  );
}
