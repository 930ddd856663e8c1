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
  availableLicenceActions,
  licenceActionIcons,
  LicenceActionsLegend,
  type LicenceAction,
} from '../LicenceActionsLegend/index.ts';
import { SearchBox } from '../SearchBox/index.ts';
import { Tooltip } from '../Tooltip/index.ts';

export interface ClientLicencesCardProps {
  /** Every licence of the client; the card filters them by `search`. */
  licences: readonly ClientLicense[];
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
  /** Offers "Create licence" (admin and supervisor, spec §6). */
  canCreate: boolean;
  /** Offers the row actions and their legend (admin and supervisor; the server refuses a colaborador's changes). */
  canChange: boolean;
  /** Called by "Create licence". */
  onCreate?: () => void;
  /** Called with the action a person chose on a licence's row. */
  onAction: (action: LicenceAction, licence: ClientLicense) => void;
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

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

const StyledStack = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[1]};
`;

const StyledLicence = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
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

const searchValues = (licence: ClientLicense) => [licence.label, licence.key, licence.gameModel, licence.notes];

/**
 * The licences block of the client page (spec §2): search, "Create licence" for the roles that may, a table (cards on
 * narrow screens) with type and status, and per row the icon buttons of the actions the licence accepts, explained
 * by the legend under it.
 */
export function ClientLicencesCard({
  licences,
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
}: ClientLicencesCardProps) {
  const { t, i18n } = useTranslation();
  const shown = useMemo(() => filterBySearch(licences, search, searchValues), [licences, search]);

  const columns = useMemo<DataTableColumn<ClientLicense>[]>(() => {
    const all: DataTableColumn<ClientLicense>[] = [
      // Label and key share a column, so that the row's actions keep their room beside the sidebar at 1280 px.
      {
        id: 'label',
        header: t('adminLicences.label'),
        cell: (licence) => (
          <StyledLicence>
            <span>{licence.label}</span>
            <StyledKey>{licence.key}</StyledKey>
          </StyledLicence>
        ),
        sortValue: (l) => l.label,
      },
      { id: 'gameModel', header: t('adminLicences.gameModel'), cell: (licence) => licence.gameModel },
      // Type and status stacked in one column, like label and key: the row keeps room for its actions.
      {
        id: 'status',
        header: t('adminLicences.status'),
        cell: (licence) => {
          const type = licenseAdminType(licence);
          const status = licenseStatus(licence);
          return (
            <StyledStack>
              <Badge tone={statusTones[status]}>{t(`adminLicences.statuses.${status}`)}</Badge>
              <Badge tone={typeTones[type]}>{t(`adminLicences.types.${type}`)}</Badge>
            </StyledStack>
          );
        },
      },
      {
        id: 'onlineAt',
        header: t('adminLicences.onlineAt'),
        cell: (licence) => formatDate(licence.updatedAt, i18n.language, 'dateTime', timeZone),
        sortValue: (licence) => licence.updatedAt,
      },
      {
        id: 'notes',
        header: t('adminLicences.notes'),
        cell: (licence) => (
          <span title={licence.notes || undefined}>{truncate(licence.notes, limits.tableNotesLength)}</span>
        ),
      },
      {
        id: 'actions',
        header: t('adminLicences.actions'),
        // Room for three of the five buttons a licence can have on a line.
        width: `calc(3 * ${vars.size.controlSm} + 2 * ${vars.space[1]} + 2 * ${vars.space[4]})`,
        cell: (licence) => (
          <StyledActions>
            {availableLicenceActions(licence).map((action) => {
              const name = t(`adminLicences.action.${action}`);
              return (
                <Tooltip key={action} content={name}>
                  <IconButton
                    size="sm"
                    label={t('adminLicences.actionOn', { action: name, label: licence.label })}
                    icon={licenceActionIcons[action]}
                    onClick={() => onAction(action, licence)}
                  />
                </Tooltip>
              );
            })}
          </StyledActions>
        ),
      },
    ];
    return canChange ? all : all.filter((column) => column.id !== 'actions');
  }, [t, i18n.language, timeZone, onAction, canChange]);

  const emptyMessage = search.trim()
    ? t('adminLicences.noMatches', { query: search.trim() })
    : t('adminLicences.empty');

  return (
    <Card heading={t('adminLicences.title')}>
      <StyledToolbar>
        <SearchBox
          label={t('adminLicences.searchLabel')}
          placeholder={t('adminLicences.searchPlaceholder')}
          value={search}
          onChange={onSearchChange}
        />
        {canCreate && (
          <Button icon={<PlusIcon />} onClick={onCreate}>
            {t('adminLicences.create')}
          </Button>
        )}
      </StyledToolbar>
      {error ? (
        <ErrorState message={t('adminLicences.loadError')} onRetry={onRetry} />
      ) : (
        <DataTable
          label={t('adminLicences.tableCaption')}
          columns={columns}
          rows={shown}
          rowKey={(licence) => licence.key}
          loading={loading}
          emptyMessage={emptyMessage}
          defaultSort={{ columnId: 'label', direction: 'ascending' }}
          layout={layout}
          cardTitle={(licence) => licence.label}
          height={shown.length > growingTableLimit ? vars.size.tableHeight : 'auto'}
        />
      )}
      {canChange && <LicenceActionsLegend />}
    </Card>
  );
}
