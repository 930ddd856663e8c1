import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { Consumption } from '@orbit/contract';
import { limits, maskLicenseKey, rideScenarioTitle } from '@orbit/domain';
import { formatDate, formatNumber, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { DataTable, type DataTableColumn } from '../DataTable/index.ts';
import { Pagination } from '../Pagination/index.ts';
import { SearchBox } from '../SearchBox/index.ts';
import { Stack } from '../Stack/index.ts';
import { searchWalletConsumptions } from './walletConsumptionSearch.ts';

export interface WalletConsumptionsTableProps {
  /** The rides of the current page, newest first. */
  consumptions: readonly Consumption[];
  /** The current page, from 1. */
  page: number;
  /** How many pages of 5000 rides there are; the pagination shows only when there is more than one. */
  pageCount: number;
  /** Called with the page the person asks for. */
  onPageChange: (page: number) => void;
  /** The owner's IANA time zone, for the dates; the browser's when omitted. */
  timeZone?: string;
  /** The page is loading. */
  loading?: boolean;
  /** Loading failed: an error with a retry button replaces the table. */
  error?: boolean;
  /** Called by the retry button. */
  onRetry?: () => void;
  /** Called by the PDF button with the rides the search leaves. */
  onExportPdf: (consumptions: readonly Consumption[]) => void;
  /** The PDF is being made: the button shows it is busy. */
  exporting?: boolean;
}

/** The ride counts shown as numeric columns. */
type CountField =
  'customersAmount' | 'rideCost' | 'creditsAdded' | 'creditsAddOnKeyboard' | 'creditsExpired' | 'discountUsed';

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${vars.space[3]};

  & > :first-child {
    flex: 1 1 calc(${vars.size.controlLg} * 6);
    max-width: ${vars.size.formWidth};
  }
`;

/** The wallet's rides with a search over every value, pages of 5000 and a PDF of what the search leaves. */
export function WalletConsumptionsTable({
  consumptions,
  page,
  pageCount,
  onPageChange,
  timeZone,
  loading = false,
  error = false,
  onRetry,
  onExportPdf,
  exporting = false,
}: WalletConsumptionsTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [query, setQuery] = useState('');
  const found = useMemo(
    () => searchWalletConsumptions(consumptions, query, language, timeZone),
    [consumptions, query, language, timeZone],
  );
  const count = (value: number) => formatNumber(value, language);
  // The numeric columns: right-aligned counts, some sortable; their long headings break over lines, so that all ten
  // columns fit a 1280 px screen beside the sidebar.
  const countColumn = (id: CountField, header: string, sortable: boolean): DataTableColumn<Consumption> => ({
    id,
    header,
    align: 'end',
    wrapHeader: true,
    cell: (ride) => count(ride[id]),
    ...(sortable && { sortValue: (ride: Consumption) => ride[id] }),
  });

  const columns: DataTableColumn<Consumption>[] = [
    {
      id: 'consumedAt',
      header: t('wallet.date'),
      cell: (ride) => formatDate(ride.consumedAt, language, 'dateTime', timeZone),
      sortValue: (ride) => Date.parse(ride.consumedAt),
      noWrap: true,
    },
    { id: 'label', header: t('wallet.license'), cell: (ride) => ride.label, sortValue: (ride) => ride.label },
    {
      id: 'licenseKey',
      header: t('wallet.key'),
      cell: (ride) => maskLicenseKey(ride.licenseKey, limits.maskedKeyVisible),
      noWrap: true,
    },
    {
      id: 'scenario',
      header: t('wallet.scenario'),
      cell: (ride) => rideScenarioTitle(ride, language),
      sortValue: (ride) => rideScenarioTitle(ride, language),
    },
    countColumn('customersAmount', t('wallet.customers'), true),
    countColumn('rideCost', t('wallet.rideCost'), true),
    countColumn('creditsAdded', t('wallet.creditsAdded'), true),
    countColumn('creditsAddOnKeyboard', t('wallet.creditsAddOnKeyboard'), false),
    countColumn('creditsExpired', t('wallet.creditsExpired'), false),
    countColumn('discountUsed', t('wallet.discountUsed'), false),
  ];

  return (
    <Card heading={t('wallet.consumptionsHeading')}>
      <StyledToolbar>
        <SearchBox
          label={t('wallet.searchLabel')}
          placeholder={t('wallet.searchPlaceholder')}
          value={query}
          onChange={setQuery}
          disabled={loading || error}
        />
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('wallet.downloadConsumptionsPdf')}
          loading={exporting}
          disabled={loading || error || found.length === 0}
          onClick={() => onExportPdf(found)}
        >
          {t('wallet.downloadPdf')}
        </Button>
      </StyledToolbar>
      <DataTable
        label={t('wallet.consumptionsTable')}
        columns={columns}
        rows={found}
        rowKey={(ride) => String(ride.id)}
        loading={loading}
        error={error}
        onRetry={onRetry}
        density="compact"
        emptyMessage={consumptions.length > 0 ? t('wallet.noMatches', { query: query.trim() }) : undefined}
        // A licence runs one ride at a time, so its label and the ride's minute name each card uniquely.
        cardTitle={(ride) => `${ride.label} · ${formatDate(ride.consumedAt, language, 'dateTime', timeZone)}`}
      />
      {pageCount > 1 && (
        <Stack direction="row" justify="flex-end">
          <Pagination page={page} pageCount={pageCount} onChange={onPageChange} />
        </Stack>
      )}
    </Card>
  );
}
