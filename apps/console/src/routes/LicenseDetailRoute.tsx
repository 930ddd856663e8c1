import { useMemo, useState } from 'react';
import { useOutletContext, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  getLicenseConsumptions,
  licenseConsumptionsQueryOptions,
  licenseConsumptionsReportQueryOptions,
  useLicenseActivations,
  useLicenseScenarios,
  useUpdateLicenseNotes,
} from '@orbit/api-client';
import type { Consumption, CurrentUser, LicenseConsumptionsQuery } from '@orbit/contract';
import { daysRangeInZone, limits } from '@orbit/domain';
import { toSupportedLanguage, useTranslation } from '@orbit/i18n';
import { LicenseDetailScreen, type ConsumptionsState, type ConsumptionsView } from '@orbit/ui';
import { describeError } from '../errors.ts';
import { useSearchState } from '../urlState.ts';
import { licenseViewCodec } from './licenseViewAddress.ts';

/** The consumptions call for a view: a range of the owner's days on desktop, a calendar period on phones. */
export function consumptionsQueryOf(view: ConsumptionsView, timeZone: string): LicenseConsumptionsQuery {
  const pageSize = limits.licenseRidesPageSize;
  const page = { limit: pageSize, offset: (view.page - 1) * pageSize, timezone: timeZone };
  if (view.layout === 'mobile') return { ...page, referenceStartDate: view.reference, rangeKind: view.rangeKind };
  const { startAt, endAt } = daysRangeInZone(view.start, view.end, timeZone);
  return { ...page, referenceStartDate: startAt.toISOString(), referenceEndDate: endAt.toISOString() };
}

/** One licence of the client (docs/domain.md#screens-and-addresses), found by its URL-encoded label; the rides shown are in the address. */
export function LicenseDetailRoute() {
  const { t, i18n } = useTranslation();
  const user = useOutletContext<CurrentUser>();
  const { label } = useParams();
  const activations = useLicenseActivations();
  const updateNotes = useUpdateLicenseNotes();
  const [openedAt] = useState(() => Date.now());
  // "Now" moves on with each answer (they come every 30 s while the page is visible, ADR 0049), so the machine's
  // state stays true; the rides shown move only when the person asks.
  const now = useMemo(
    () => new Date(Math.max(openedAt, activations.dataUpdatedAt)),
    [openedAt, activations.dataUpdatedAt],
  );
  const [addressView, setAddressView] = useSearchState(licenseViewCodec);
  const [firstView, setFirstView] = useState<ConsumptionsView | null>(null);
  const view = addressView ?? firstView;
  const changeView = (next: ConsumptionsView) => {
    // What the person asks for, another period or page, is a history entry.
    if (view?.layout === next.layout) {
      setAddressView(next, 'push');
      return;
    }
    // The screen's own first view of its layout is shown without being written: a plain address is the plain page.
    setFirstView(next);
    if (addressView) setAddressView(null, 'replace');
  };
  const [downloadingPdf, setDownloadingPdf] = useState(false);
  const [pdfError, setPdfError] = useState<string>();

  const license = activations.data?.results.find((candidate) => candidate.label === label);
  const key = license?.key ?? '';
  const query = view ? consumptionsQueryOf(view, user.timezone) : undefined;
  const consumptions = useQuery({
    ...licenseConsumptionsQueryOptions(key, query ?? { referenceStartDate: now.toISOString() }),
    enabled: Boolean(license && query),
  });
  // Every licence's scenarios in one call, cached a minute (docs/domain.md#constants-and-limits), so the other licence pages reuse it.
  const scenarios = useLicenseScenarios({ lang: toSupportedLanguage(i18n.language) });
  const summary = useQuery({ ...licenseConsumptionsReportQueryOptions(key, user.timezone), enabled: Boolean(license) });

  let consumptionsState: ConsumptionsState = { status: 'loading' };
  if (consumptions.isError) consumptionsState = { status: 'error' };
  else if (consumptions.data) consumptionsState = { status: 'ready', list: consumptions.data };

  async function downloadPdf() {
    if (!license || !query) return;
    setDownloadingPdf(true);
    setPdfError(undefined);
    try {
      // Every ride of the range, in pages of the largest size the server allows.
      const everything = { ...query, limit: limits.reportPageSize, offset: 0 };
      const first = await getLicenseConsumptions(license.key, everything);
      const rides: Consumption[] = [...first.results];
      while (rides.length < first.meta.count) {
        const next = await getLicenseConsumptions(license.key, { ...everything, offset: rides.length });
        if (next.results.length === 0) break;
        rides.push(...next.results);
      }
      const { downloadConsumptionsPdf } = await import('../exports/consumptions-pdf.ts');
      await downloadConsumptionsPdf({
        userName: user.name,
        license,
        rides,
        range: first.range,
        customersAmount: first.customersAmount,
        language: i18n.language,
        timeZone: user.timezone,
        t,
      });
    } catch (error) {
      console.error(error);
      setPdfError(t('licenses.pdfFailed'));
    } finally {
      setDownloadingPdf(false);
    }
  }

  let status: 'loading' | 'error' | 'notFound' | 'ready' = 'ready';
  if (activations.isPending) status = 'loading';
  else if (activations.isError) status = 'error';
  else if (!license) status = 'notFound';

  return (
    <LicenseDetailScreen
      status={status}
      license={license}
      summary={summary.data}
      consumptions={consumptionsState}
      view={view}
      onViewChange={changeView}
      onSaveNotes={(notes) =>
        updateNotes.mutateAsync({ key, notes }).catch((error: unknown) => {
          throw new Error(describeError(error, t));
        })
      }
      onDownloadPdf={() => void downloadPdf()}
      downloadingPdf={downloadingPdf}
      pdfError={pdfError}
      listHref="/dash/licenses"
      now={now}
      timeZone={user.timezone}
      onRetry={() => void activations.refetch()}
      scenarios={
        scenarios.data
          ? { status: 'ready', scenarios: scenarios.data.results }
          : { status: scenarios.isError ? 'error' : 'loading' }
      }
      onRetryScenarios={() => void scenarios.refetch()}
    />
  );
}
