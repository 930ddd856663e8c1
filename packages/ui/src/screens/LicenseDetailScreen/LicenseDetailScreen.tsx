import { useEffect, useId, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import type { ClientLicense, ConsumptionList, LicenseConsumptionsReport, RangeKind } from '@orbit/contract';
import { calendarPeriod, calendarPeriodKinds, isoDateInZone, limits, pageCount } from '@orbit/domain';
import { formatDate, formatNumber, useTranslation } from '@orbit/i18n';
import { breakpoint } from '../../theme/tokens.ts';
import { media, vars } from '../../theme/vars.ts';
import { Alert } from '../../components/Alert/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Card } from '../../components/Card/index.ts';
import { ConsumptionSummary } from '../../components/ConsumptionSummary/index.ts';
import { ConsumptionsTable } from '../../components/ConsumptionsTable/index.ts';
import { DateRangePicker } from '../../components/DateRangePicker/index.ts';
import { DelayedLoader } from '../../components/DelayedLoader/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorState } from '../../components/ErrorState/index.ts';
import { IconButton } from '../../components/IconButton/index.ts';
import { LicenseDetailCard } from '../../components/LicenseDetailCard/index.ts';
import { LicenseScenariosCard, type LicenseScenariosState } from '../../components/LicenseScenariosCard/index.ts';
import { Link } from '../../components/Link/index.ts';
import { NotesEditor } from '../../components/NotesEditor/index.ts';
import { Pagination } from '../../components/Pagination/index.ts';
import { Skeleton } from '../../components/Skeleton/index.ts';
import { Stack } from '../../components/Stack/index.ts';
import { Tabs } from '../../components/Tabs/index.ts';
import { ToggleGroup } from '../../components/ToggleGroup/index.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/index.ts';

/**
 * Which rides the screen shows. Wide screens pick a range of days (`start` and `end`, ISO dates, both included);
 * phones step through the day, ISO week or month that holds `reference` (an ISO instant).
 */
export type ConsumptionsView =
  | { layout: 'desktop'; start: string; end: string; page: number }
  | { layout: 'mobile'; rangeKind: RangeKind; reference: string; page: number };

export type LicenseDetailScreenStatus = 'loading' | 'error' | 'notFound' | 'ready';

/** The rides of the current view as they arrive. */
export type ConsumptionsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; list: ConsumptionList };

export interface LicenseDetailScreenProps {
  /** Whether the licence is loading, failed, unknown or here. */
  status: LicenseDetailScreenStatus;
  /** The licence (used when `status` is `ready`). */
  license?: ClientLicense;
  /** Customers and rides this month, this week and today; a placeholder shows while it is undefined. */
  summary?: LicenseConsumptionsReport;
  /** The rides of `view`. */
  consumptions: ConsumptionsState;
  /** The rides shown; null until the screen has chosen its layout and asked for a first view. */
  view: ConsumptionsView | null;
  /** Called with the view the person asks for (or the first one of the layout that fits the screen). */
  onViewChange: (view: ConsumptionsView) => void;
  /** Saves the licence's notes; see NotesEditor. */
  onSaveNotes: (notes: string) => Promise<unknown>;
  /** Called when the person asks for the rides of the current range as a PDF. */
  onDownloadPdf: () => void;
  /** Shows the PDF button busy while the file is made. */
  downloadingPdf?: boolean;
  /** Why the last PDF could not be made. */
  pdfError?: string;
  /** Where the link back to all licences goes. */
  listHref: string;
  /** "Now": the default periods and the licence type depend on it. */
  now: Date;
  /** The owner's IANA time zone; days, weeks and months are the owner's. The browser's when omitted. */
  timeZone?: string;
  /** Called when the person asks to load the licence again after an error. */
  onRetry?: () => void;
  /** Titles, thumbnails and times of the licence's scenarios (ADR 0032); loading while undefined. */
  scenarios?: LicenseScenariosState;
  /** Called when the person asks to load the scenarios again after an error. */
  onRetryScenarios?: () => void;
}

/** Below the licence-list breakpoint (991 px) the detail turns into tabs: its desktop cards and wide table do not fit. */
const mobileQuery = `(max-width: ${breakpoint.list - 0.02}px)`;

function subscribeToMobile(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(mobileQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useMobileLayout(): boolean {
  return useSyncExternalStore(
    subscribeToMobile,
    () => typeof window.matchMedia === 'function' && window.matchMedia(mobileQuery).matches,
    () => false,
  );
}

/** The first view of a layout: the current month, from its first day to today on desktop. */
export function defaultConsumptionsView(
  layout: ConsumptionsView['layout'],
  now: Date,
  timeZone: string,
): ConsumptionsView {
  if (layout === 'mobile') return { layout, rangeKind: 'month', reference: now.toISOString(), page: 1 };
  const today = isoDateInZone(now, timeZone);
  return { layout, start: calendarPeriod(today, 'month').firstDay, end: today, page: 1 };
}

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize.xxl};
  font-weight: ${vars.fontWeight.bold};
  color: ${vars.color.text};
  overflow-wrap: anywhere;
`;

const StyledSectionTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text};
`;

const StyledCards = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[4]};
  align-items: start;

  ${media.belowList} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledWide = styled.div`
  grid-column: 1 / -1;
`;

const StyledRange = styled.div`
  flex: 0 1 ${vars.size.formWidth};
`;

const StyledPeriod = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeight.semibold};
  text-align: center;
  color: ${vars.color.text};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** The licence detail (docs/domain.md#screens-and-addresses): cards and a ranged, paginated rides table on desktop; Info and Consume tabs on phones. */
export function LicenseDetailScreen(props: LicenseDetailScreenProps) {
  const { status, license, view, onViewChange, now, listHref, onRetry } = props;
  const { t } = useTranslation();
  const mobile = useMobileLayout();
  const layout = mobile ? 'mobile' : 'desktop';
  const timeZone = props.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

  // Each layout asks for rides its own way; switch the view when the screen crosses the breakpoint. Until the
  // parent has the new view, the first view of the layout shows with the rides loading.
  const viewFits = view?.layout === layout;
  useEffect(() => {
    if (!viewFits) onViewChange(defaultConsumptionsView(layout, now, timeZone));
  }, [viewFits, layout, onViewChange, now, timeZone]);
  const shownView = viewFits ? view : defaultConsumptionsView(layout, now, timeZone);
  const shownProps = {
    ...props,
    consumptions: viewFits ? props.consumptions : ({ status: 'loading' } as const),
    timeZone,
  };

  const backLink = (
    <Link href={listHref} variant="standalone">
      {t('licenses.backToList')}
    </Link>
  );

  if (status === 'loading') return <DelayedLoader layout="block" label={t('common.loading')} />;
  if (status === 'error') return <ErrorState message={t('licenses.loadError')} onRetry={onRetry} />;
  if (status === 'notFound' || !license) {
    return (
      <Stack gap={6}>
        <EmptyState message={t('licenses.notFound')} action={backLink} />
      </Stack>
    );
  }

  const infoCards = (
    <>
      <LicenseDetailCard license={license} now={now} timeZone={timeZone} />
      <LicenseScenariosCard
        scenarioIds={license.scenariosObtained}
        state={props.scenarios ?? { status: 'loading' }}
        onRetry={props.onRetryScenarios}
      />
      <StyledWide>
        <Card heading={t('licenses.consumption')}>
          {props.summary ? <ConsumptionSummary report={props.summary} /> : <Skeleton shape="block" />}
        </Card>
      </StyledWide>
      <StyledWide>
        <NotesEditor notes={license.notes} licenseLabel={license.label} onSave={props.onSaveNotes} />
      </StyledWide>
    </>
  );

  return (
    <Stack gap={6}>
      <Stack gap={2}>
        {backLink}
        <StyledTitle>{license.label}</StyledTitle>
      </Stack>
      {mobile ? (
        <Tabs
          label={t('licenses.sections')}
          tabs={[
            { id: 'info', label: t('licenses.info'), content: <StyledCards>{infoCards}</StyledCards> },
            {
              id: 'consume',
              label: t('licenses.consume'),
              content: shownView.layout === 'mobile' && <MobileConsumptions {...shownProps} view={shownView} />,
            },
          ]}
        />
      ) : (
        <>
          <StyledCards>{infoCards}</StyledCards>
          {shownView.layout === 'desktop' && <DesktopConsumptions {...shownProps} view={shownView} />}
        </>
      )}
    </Stack>
  );
}

type ViewProps<Layout extends ConsumptionsView['layout']> = LicenseDetailScreenProps & {
  view: Extract<ConsumptionsView, { layout: Layout }>;
  timeZone: string;
};

function RidesOfView({
  consumptions,
  view,
  onViewChange,
  license,
  timeZone,
  variant,
}: ViewProps<ConsumptionsView['layout']> & { variant: 'table' | 'list' }) {
  const { t, i18n } = useTranslation();
  if (consumptions.status === 'loading') return <DelayedLoader layout="block" label={t('common.loading')} />;
  if (consumptions.status === 'error') return <ErrorState message={t('licenses.consumptionsLoadError')} />;
  const { list } = consumptions;
  const pages = pageCount(list.meta.count, limits.licenseRidesPageSize);
  return (
    <Stack gap={4}>
      <StyledMuted role="status">
        {t('licenses.periodCustomers', { count: list.customersAmount })}
        {' · '}
        {t('licenses.ridesCount', { count: formatNumber(list.meta.count, i18n.language) })}
      </StyledMuted>
      {list.results.length === 0 ? (
        <EmptyState />
      ) : (
        <ConsumptionsTable
          consumptions={list.results}
          caption={t('licenses.consumptionsCaption', { label: license?.label ?? '' })}
          variant={variant}
          timeZone={timeZone}
        />
      )}
      {pages > 1 && (
        <Pagination page={view.page} pageCount={pages} onChange={(page) => onViewChange({ ...view, page })} />
      )}
    </Stack>
  );
}

function DesktopConsumptions(props: ViewProps<'desktop'>) {
  const { view, onViewChange, onDownloadPdf, downloadingPdf = false, pdfError } = props;
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack gap={4} as="section" aria-labelledby={titleId}>
      <StyledSectionTitle id={titleId}>{t('licenses.consumptions')}</StyledSectionTitle>
      <Stack direction="row" gap={4} align="flex-end" justify="space-between" wrap>
        <StyledRange>
          <DateRangePicker
            label={t('licenses.period')}
            value={{ start: view.start, end: view.end }}
            onChange={(range) => {
              if (range) onViewChange({ layout: 'desktop', start: range.start, end: range.end, page: 1 });
            }}
          />
        </StyledRange>
        <Button variant="secondary" onClick={onDownloadPdf} loading={downloadingPdf}>
          {t('licenses.downloadPdf')}
        </Button>
      </Stack>
      {pdfError && <Alert tone="error">{pdfError}</Alert>}
      <RidesOfView {...props} variant="table" />
    </Stack>
  );
}

function MobileConsumptions(props: ViewProps<'mobile'>) {
  const { view, onViewChange, consumptions, timeZone } = props;
  const { t, i18n } = useTranslation();
  const range = consumptions.status === 'ready' ? consumptions.list.range : undefined;

  // The server answers the range it used; its ends give the neighbouring periods without calendar maths here.
  function step(direction: -1 | 1) {
    if (!range) return;
    const reference = direction === 1 ? new Date(range.endAt) : new Date(new Date(range.startAt).getTime() - 1);
    onViewChange({ ...view, reference: reference.toISOString(), page: 1 });
  }

  let periodLabel = '';
  if (range) {
    const start = new Date(range.startAt);
    const lastInstant = new Date(new Date(range.endAt).getTime() - 1);
    if (view.rangeKind === 'month') periodLabel = formatDate(start, i18n.language, 'monthYear', timeZone);
    else if (view.rangeKind === 'day') periodLabel = formatDate(start, i18n.language, 'medium', timeZone);
    else
      periodLabel = `${formatDate(start, i18n.language, 'medium', timeZone)} – ${formatDate(lastInstant, i18n.language, 'medium', timeZone)}`;
  }

  return (
    <Stack gap={4}>
      <ToggleGroup
        label={t('licenses.rangeKind')}
        options={calendarPeriodKinds.map((kind) => ({ value: kind, label: t(`licenses.rangeKinds.${kind}`) }))}
        value={view.rangeKind}
        onChange={(rangeKind) => onViewChange({ ...view, rangeKind, page: 1 })}
      />
      <Stack direction="row" gap={2} align="center" justify="space-between">
        <IconButton
          variant="secondary"
          label={t('licenses.previousPeriod')}
          icon={<ChevronLeftIcon />}
          disabled={!range}
          onClick={() => step(-1)}
        />
        <StyledPeriod aria-live="polite">{periodLabel}</StyledPeriod>
        <IconButton
          variant="secondary"
          label={t('licenses.nextPeriod')}
          icon={<ChevronRightIcon />}
          disabled={!range}
          onClick={() => step(1)}
        />
      </Stack>
      <RidesOfView {...props} variant="list" />
    </Stack>
  );
}
