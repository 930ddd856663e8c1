import { useState } from 'react';
import { useOutletContext, useSearchParams } from 'react-router-dom';
import {
  getAdminReportWalletStatementCsv,
  useAdminReportWalletStatement,
  type AdminReportWalletStatementFilter,
} from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { formatNumber, useTranslation } from '@orbit/i18n';
import { walletStatementColumns, WalletStatementReportScreen, type DateRange } from '@orbit/ui';
import { reportRoutes, reportsPath } from './reportCatalogue.ts';
import { reportRangePresets, useClientChoices } from './reportChoices.ts';
import { useReportDensity } from './reportDensity.ts';
import { reportAnswer } from './reportSearch.ts';
import { resolveChoice } from './reportSearchParams.ts';
import {
  readStatementAddress,
  statementFilterOf,
  writeStatementAddress,
  type StatementAddress,
} from './statementAddress.ts';
import { useReportExports } from './useReportExports.ts';

/**
 * /dash/admin/reports/customer-acount (docs/domain.md#screens-and-addresses, its spelling kept): a client's wallet statement over whole days of
 * the staff member's zone; Find asks for it, exports take what the text filter leaves, or the whole period. The
 * address holds the client, the period and the page that were found (ADR 0066).
 */
export function WalletStatementReportRoute() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const user = useOutletContext<CurrentUser>();
  const users = useClientChoices();
  const [searchParams, setSearchParams] = useSearchParams();
  const address = readStatementAddress(searchParams);
  const addressKey = searchParams.toString();
  // The days of the address's zone, so that a copied link finds the same rides for everyone; one's own otherwise.
  const timeZone = address.timeZone ?? user.timezone;
  // Choices edited but not found yet stay on this screen only, until the address changes (ADR 0066).
  const [draft, setDraft] = useState<{ addressKey: string; client: string | null; range: DateRange | null } | null>(
    null,
  );
  const edited = draft?.addressKey === addressKey ? draft : null;
  const addressClient = resolveChoice(address.client === null ? [] : [address.client], {
    values: users.options.map((option) => option.value),
    loading: users.loading ?? false,
    error: users.error ?? false,
  });
  const resolving = addressClient === null;
  const client = edited ? edited.client : (addressClient?.[0] ?? null);
  const range = edited ? edited.range : address.range;
  const appliedClient = addressClient?.[0];
  const applied: AdminReportWalletStatementFilter | null =
    appliedClient !== undefined && address.range ? statementFilterOf(appliedClient, address.range, timeZone) : null;
  const page = applied ? address.page : 1;
  const go = (next: StatementAddress, mode: 'push' | 'replace' = 'push') => {
    const written = writeStatementAddress(next);
    if (written.toString() !== addressKey) setSearchParams(written, { replace: mode === 'replace' });
  };
  const setPage = (next: number) => go({ ...address, page: next });
  const [exporting, setExporting] = useState<'csv' | 'pdf' | null>(null);
  const [openedAt] = useState(() => new Date(Date.now()));
  const presets = reportRangePresets(openedAt, timeZone, t);
  const query = useAdminReportWalletStatement(applied, page);
  const answer = { ...reportAnswer(query, page, setPage, resolving), ...useReportDensity('walletStatement') };
  const exports = useReportExports(user.name, timeZone);
  const file = reportRoutes.walletStatement.file;
  const clientName = (id: number) => users.options.find((option) => option.value === String(id))?.label;

  function find() {
    if (client === null || range === null) return;
    if (applied && client === appliedClient && JSON.stringify(range) === JSON.stringify(address.range)) {
      if (page === 1) void query.refetch();
      else setPage(1);
      return;
    }
    go({ client, range, timeZone, page: 1 });
  }

  return (
    <WalletStatementReportScreen
      backHref={reportsPath}
      users={users}
      user={client}
      onUserChange={(next) => setDraft({ addressKey, client: next, range })}
      range={range}
      onRangeChange={(next) => setDraft({ addressKey, client, range: next })}
      rangePresets={presets}
      onFind={find}
      onClear={() => {
        setDraft(null);
        go({ client: null, range: null, timeZone: null, page: 1 });
      }}
      answer={answer}
      exporting={exports.busy ? exporting : null}
      exportAll={exports.dialog}
      timeZone={timeZone}
      ownTimeZone={user.timezone}
      onUseOwnTimeZone={
        timeZone === user.timezone ? undefined : () => go({ ...address, timeZone: user.timezone, page: 1 }, 'replace')
      }
      onExport={(kind, rows, filtered) => {
        const data = answer.data;
        if (!applied || !data) return;
        // Without a text filter the CSV holds the whole period, streamed by the server.
        if (kind === 'csv' && !filtered) {
          exports.exportAll({
            count: data.meta.count,
            file,
            request: (skip, signal) => getAdminReportWalletStatementCsv(applied, skip, signal),
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
