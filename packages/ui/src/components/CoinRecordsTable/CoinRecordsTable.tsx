import styled from 'styled-components';
import type { WalletRecord } from '@orbit/contract';
import { formatDate, formatNumber, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { DataTable, type DataTableColumn } from '../DataTable/index.ts';
import { ErrorState } from '../ErrorState/index.ts';
import { Stack } from '../Stack/index.ts';

export interface CoinRecordsTableProps {
  /** The coin records loaded so far, newest first. */
  records: readonly WalletRecord[];
  /** Coins left in the wallet; not shown when absent. */
  coinsBalance?: number;
  /** The owner's IANA time zone, for the dates; the browser's when omitted. */
  timeZone?: string;
  /** The first page is loading. */
  loading?: boolean;
  /** Loading failed: "Error loading records." with a retry button. */
  error?: boolean;
  /** Called by the retry button. */
  onRetry?: () => void;
  /** More records exist beyond the loaded ones. */
  hasMore?: boolean;
  /** The next page is loading. */
  loadingMore?: boolean;
  /** Called when the end of the list comes within 100 px, to load the next records. */
  onLoadMore?: () => void;
  /** Called by the PDF button with the records loaded so far. */
  onExportPdf: (records: readonly WalletRecord[]) => void;
  /** The PDF is being made: the button shows it is busy. */
  exporting?: boolean;
}

const StyledBalance = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  color: ${vars.color.text};
`;

const StyledAmount = styled.span`
  font-variant-numeric: tabular-nums;

  &[data-sign='negative'] {
    color: ${vars.color.feedback.error.text};
  }
`;

/** The wallet's coin records, loaded 5000 at a time as the person scrolls, with the balance and a PDF download. */
export function CoinRecordsTable({
  records,
  coinsBalance,
  timeZone,
  loading = false,
  error = false,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onExportPdf,
  exporting = false,
}: CoinRecordsTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;

  const columns: DataTableColumn<WalletRecord>[] = [
    {
      id: 'createdAt',
      header: t('wallet.date'),
      cell: (record) => formatDate(record.createdAt, language, 'dateTime', timeZone),
      sortValue: (record) => Date.parse(record.createdAt),
    },
    {
      id: 'amount',
      header: t('wallet.coins'),
      align: 'end',
      cell: (record) => (
        <StyledAmount data-sign={record.amount < 0 ? 'negative' : 'positive'}>
          {formatNumber(record.amount, language, { signDisplay: 'exceptZero' })}
        </StyledAmount>
      ),
      sortValue: (record) => record.amount,
    },
    {
      id: 'id',
      header: t('wallet.record'),
      align: 'end',
      cell: (record) => `#${record.id}`,
    },
  ];

  return (
    <Card heading={t('wallet.recordsHeading')}>
      <Stack direction="row" gap={3} align="center" justify="space-between" wrap>
        {coinsBalance !== undefined ? (
          <StyledBalance>{t('wallet.balance', { coins: formatNumber(coinsBalance, language) })}</StyledBalance>
        ) : (
          <span />
        )}
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('wallet.downloadRecordsPdf')}
          loading={exporting}
          disabled={loading || error || records.length === 0}
          onClick={() => onExportPdf(records)}
        >
          {t('wallet.downloadPdf')}
        </Button>
      </Stack>
      {error ? (
        <ErrorState message={t('wallet.recordsError')} onRetry={onRetry} />
      ) : (
        <DataTable
          label={t('wallet.recordsTable')}
          columns={columns}
          rows={records}
          rowKey={(record) => String(record.id)}
          loading={loading}
          emptyMessage={t('wallet.recordsEmpty')}
          hasMore={hasMore}
          loadingMore={loadingMore}
          onEndReached={onLoadMore}
          cardTitle={(record) => `${t('wallet.record')} #${record.id}`}
        />
      )}
    </Card>
  );
}
