import { useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import {
  getAdminReportStatementCsv,
  useAdminReportStatement,
  type AdminReportStatementFilter,
} from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { daysRangeInZone } from '@orbit/domain';
import { formatNumber, useTranslation } from '@orbit/i18n';
import { walletStatementColumns, WalletStatementScreen, type DateRange } from '@orbit/ui';
import { reportRoutes, reportsPath } from './reportCatalogue.ts';
import { reportRangePresets, useClientChoices } from './reportChoices.ts';
import { reportAnswer } from './reportSearch.ts';
import { useReportExports } from './useReportExports.ts';

/**
 * /dash/admin/reports/customer-acount (spec §2, its spelling kept): a client's wallet statement over whole days of
 * the staff member's zone; Find asks for it, exports take what the text filter leaves, or the whole period.
 */
export function WalletStatementRoute() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const user = useOutletContext<CurrentUser>();
  const timeZone = user.timezone;
  const users = useClientChoices();
  const [client, setClient] = useState<string | null>(null);
  const [range, setRange] = useState<DateRange | null>(null);
  const [applied, setApplied] = useState<AdminReportStatementFilter | null>(null);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState<'csv' | 'pdf' | null>(null);
  const [presets] = useState(() => reportRangePresets(new Date(Date.now()), timeZone, t));
  const query = useAdminReportStatement(applied, page);
  const answer = reportAnswer(query, page, setPage);
  const exports = useReportExports(user.name, timeZone);
  const file = reportRoutes.walletStatement.file;
  const clientName = (id: number) => users.options.find((option) => option.value === String(id))?.label;

  function find() {
    if (client === null || range === null) return;
    const days = daysRangeInZone(range.start, range.end, timeZone);
    const filter = { userId: Number(client), startAt: days.startAt.toISOString(), endAt: days.endAt.toISOString() };
    if (JSON.stringify(filter) === JSON.stringify(applied)) {
      if (page === 1) void query.refetch();
      else setPage(1);
      return;
    }
    setApplied(filter);
    setPage(1);
  }

  return (
    <WalletStatementScreen
      backHref={reportsPath}
      users={users}
      user={client}
      onUserChange={setClient}
      range={range}
      onRangeChange={setRange}
      rangePresets={presets}
      onFind={find}
      onClear={() => {
        setClient(null);
        setRange(null);
        setApplied(null);
        setPage(1);
      }}
      answer={answer}
      exporting={exports.busy ? exporting : null}
      exportAll={exports.dialog}
      timeZone={timeZone}
      onExport={(kind, rows, filtered) => {
        const data = answer.data;
        if (!applied || !data) return;
        // Without a text filter the CSV holds the whole period, streamed by the server.
        if (kind === 'csv' && !filtered) {
          exports.exportAll({
            count: data.meta.count,
            file,
            request: (skip, signal) => getAdminReportStatementCsv(applied, skip, signal),
          });
          return;
        }
        const number = (value: number) => formatNumber(value, language);
        const name = clientName(applied.userId);
        setExporting(kind);
        void exports.exportPage(kind, {
          title: t('adminReports.reports.walletStatement.name'),
          file,
          columns: walletStatementColumns({ t, language, timeZone }),
          rows,
          count: filtered ? rows.length : data.meta.count,
          range: applied,
          heading: name ? [name] : [],
          totals: filtered
            ? undefined
            : {
                label: t('adminReports.results.totalOfPeriod'),
                values: {
                  customersAmount: number(data.totalCustomersAmount),
                  creditsAdded: number(data.totalCreditsAdded),
                  creditsAddOnKeyboard: number(data.totalCreditsKeyboard),
                  creditsExpired: number(data.totalCreditsExpired),
                },
              },
          clientName: name,
        });
      }}
    />
  );
}
