import { useDeferredValue, useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { useBigmacIndex, useWalletConsumptions, useWalletRecords } from '@orbit/api-client';
import type { Consumption, CurrentUser, WalletRecord } from '@orbit/contract';
import { limits, monthRangeInZone, pageCount, walletMonthFigures } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { WalletScreen } from '@orbit/ui';
import { DeferredRunwayCard } from './DeferredRunwayCard.tsx';
import { pageOf, useSearchState, writePage, type SearchCodec } from '../urlState.ts';

/** The rides of one page of the month's table; the month's figures are read from its first page (docs/domain.md#screens-and-addresses). */
export function walletRidesRequest(month: { startAt: string; endAt: string }, page: number) {
  return { ...month, limit: limits.reportPageSize, offset: (page - 1) * limits.reportPageSize };
}

/** The page of the month's rides in the address (ADR 0066), so a reload or back stays on it. */
const ridesPageCodec: SearchCodec<number> = {
  read: (search) => pageOf(search.get('page')),
  write: (page) => {
    const search = new URLSearchParams();
    writePage(search, page);
    return search;
  },
};

export function WalletRoute() {
  const { t, i18n } = useTranslation();
  const user = useOutletContext<CurrentUser>();
  const timeZone = user.timezone;
  const [month] = useState(() => monthRangeInZone(Date.now(), timeZone));
  const [page, setPage] = useSearchState(ridesPageCodec);
  const [exporting, setExporting] = useState<'records' | 'consumptions' | null>(null);

  // Each answer is drawn in a render React can interrupt, in slices, rather than in one long task as it arrives: the
  // page stays responsive while the month's figures and both tables come in (ADR 0045).
  const monthRides = useDeferredValue(useWalletConsumptions(walletRidesRequest(month, 1)));
  const pageRides = useDeferredValue(useWalletConsumptions(walletRidesRequest(month, page)));
  const records = useDeferredValue(useWalletRecords());
  const bigmac = useDeferredValue(useBigmacIndex(user.countryId));

  const firstRecords = records.data?.pages[0];
  const loadedRecords = records.data?.pages.flatMap((recordsPage) => recordsPage.results) ?? [];

  // Export failures are only logged (docs/domain.md#errors); the button stops being busy either way.
  async function exportRecords(rows: readonly WalletRecord[]) {
    setExporting('records');
    try {
      const { downloadWalletRecordsPdf } = await import('../exports/wallet-records-pdf.ts');
      await downloadWalletRecordsPdf({
        userName: user.name,
        records: rows,
        coinsBalance: firstRecords?.balance.coinsBalance,
        language: i18n.language,
        timeZone,
        t,
      });
    } catch (error) {
      console.error(error);
    } finally {
      setExporting(null);
    }
  }

  async function exportConsumptions(rows: readonly Consumption[]) {
    setExporting('consumptions');
    try {
      const { downloadWalletConsumptionsPdf } = await import('../exports/wallet-consumptions-pdf.ts');
      await downloadWalletConsumptionsPdf({
        userName: user.name,
        rides: rows,
        month: month.startAt,
        language: i18n.language,
        timeZone,
        t,
      });
    } catch (error) {
      console.error(error);
    } finally {
      setExporting(null);
    }
  }

  return (
    <WalletScreen
      hasLicenses={user.licenses.length > 0}
      runway={<DeferredRunwayCard user={user} />}
      month={{
        month: month.startAt,
        timeZone,
        figures:
          monthRides.data && firstRecords ? walletMonthFigures(monthRides.data, firstRecords.balance) : undefined,
        bigMacCoins: bigmac.data?.coins,
        loading: monthRides.isPending || records.isPending,
        error: monthRides.isError || records.isError,
        onRetry: () => {
          void monthRides.refetch();
          void records.refetch();
        },
      }}
      records={{
        records: loadedRecords,
        coinsBalance: firstRecords?.balance.coinsBalance,
        timeZone,
        loading: records.isPending,
        error: records.isError,
        onRetry: () => void records.refetch(),
        hasMore: records.hasNextPage,
        loadingMore: records.isFetchingNextPage,
        onLoadMore: () => void records.fetchNextPage(),
        onExportPdf: (rows) => void exportRecords(rows),
        exporting: exporting === 'records',
      }}
      consumptions={{
        consumptions: pageRides.data?.results ?? [],
        page,
        pageCount: pageCount(pageRides.data?.meta.count ?? 0, limits.reportPageSize),
        onPageChange: (next) => setPage(next, 'push'),
        timeZone,
        loading: pageRides.isPending,
        error: pageRides.isError,
        onRetry: () => void pageRides.refetch(),
        onExportPdf: (rows) => void exportConsumptions(rows),
        exporting: exporting === 'consumptions',
      }}
    />
  );
}
