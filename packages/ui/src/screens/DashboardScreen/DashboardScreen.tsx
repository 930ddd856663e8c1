import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { CustomersPerLicense, LicenseRanking, ScenarioShare } from '@orbit/contract';
import { formatDate, formatNumber, useTranslation } from '@orbit/i18n';
import { chart } from '../../theme/tokens.ts';
import { media, vars } from '../../theme/vars.ts';
import { Card } from '../../components/Card/index.ts';
import { ChartPlaceholder } from '../../components/ChartPlaceholder/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorState } from '../../components/ErrorState/index.ts';
import { ScreenTitle } from '../../components/ScreenHeader/index.ts';
import { Skeleton } from '../../components/Skeleton/index.ts';
import { StatCard } from '../../components/StatCard/index.ts';
import { deferredModule } from '../../hooks/deferredModule.ts';
import {
  customersPerLicenseBars,
  licenseRankingSlices,
  monthTotals,
  scenarioShareSlices,
  totalPerMonthLine,
} from './dashboardData.ts';

// The charts' code (visx and the chart frame) arrives after the screen's first render: the title, the figures and
// each chart's placeholder of its final size show first (ADR 0034). The server's drawing never has the code, so it
// draws the placeholders the browser's first render draws too (ADR 0045, 0047).
const chartsModule = deferredModule(async () => {
  const [{ BarChart }, { LineChart }, { PieChart }, { DoughnutChart }] = await Promise.all([
    import('../../components/BarChart/index.ts'),
    import('../../components/LineChart/index.ts'),
    import('../../components/PieChart/index.ts'),
    import('../../components/DoughnutChart/index.ts'),
  ]);
  return { BarChart, LineChart, PieChart, DoughnutChart };
});

/** One report of the dashboard as its query holds it. */
export interface DashboardReport<Data> {
  /** The answer; absent while loading or after an error. */
  data?: Data;
  /** The report is loading. */
  loading?: boolean;
  /** Loading failed. */
  error?: boolean;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
}

export interface DashboardScreenProps {
  /** Tickets of the wallet since the first ride (the wallet balance's `tickets`). */
  ticketsTotal: DashboardReport<number>;
  /** The month's licences by customers: the rides and customers cards and the ranking pie. */
  licenseRanking: DashboardReport<LicenseRanking>;
  /** Customers per licence and month over twelve months: the bars and the line of totals. */
  customersPerLicense: DashboardReport<CustomersPerLicense>;
  /** The month's scenarios by customers: the doughnut. */
  scenarioShare: DashboardReport<ScenarioShare>;
  /** The wallet's runway (a `WalletRunwayCard`), under the key figures; none when absent. */
  runway?: ReactNode;
  /** The owner's IANA time zone, for month names; the browser's when omitted. */
  timeZone?: string;
}

const StyledScreen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  min-width: 0;
`;

const StyledFigures = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.space[4]};

  ${media.compact} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledWide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

const StyledCharts = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[4]};

  ${media.belowList} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const noSeries = { data: [], series: [] };

/** What every chart of the dashboard shares: a level-2 title, its table's first heading and its report's state. */
function chartProps(title: string, categoryHeader: string, report: DashboardReport<unknown>) {
  return {
    headingLevel: 2,
    title,
    categoryHeader,
    loading: report.loading,
    error: report.error,
    onRetry: report.onRetry,
  } as const;
}

interface ChartCardProps {
  title: string;
  /** Height of the chart's plot in px. */
  plotHeight: number;
  /** The chart's report is loading: its placeholder shows, whether or not the chart's code has arrived. */
  loading?: boolean;
  /** Spans both columns of the grid. */
  wide?: boolean;
  /** The chart, once its code has arrived. */
  children?: ReactNode;
}

/** A chart in its card, with its placeholder until both its data and its code are there. */
function ChartCard({ title, plotHeight, loading = false, wide = false, children }: ChartCardProps) {
  const card = (
    <Card>
      {loading || !children ? <ChartPlaceholder title={title} headingLevel={2} plotHeight={plotHeight} /> : children}
    </Card>
  );
  return wide ? <StyledWide>{card}</StyledWide> : card;
}

/** The client's dashboard (docs/domain.md#screens-and-addresses): three key figures and four charts of the month and the last twelve months. */
export function DashboardScreen({
  ticketsTotal,
  licenseRanking,
  customersPerLicense,
  scenarioShare,
  runway,
  timeZone,
}: DashboardScreenProps) {
  const { t, i18n } = useTranslation();
  const charts = chartsModule.useModule();
  const language = i18n.language;
  const count = (value: number) => formatNumber(value, language);
  const monthLabel = (startAt: string) => formatDate(startAt, language, 'shortMonthYear', timeZone);

  const totals = licenseRanking.data ? monthTotals(licenseRanking.data) : undefined;
  // Until the month is known, a skeleton keeps the hint's line.
  const monthHint = licenseRanking.data ? (
    t('dashboard.monthHint', { month: formatDate(licenseRanking.data.startAt, language, 'monthYear', timeZone) })
  ) : (
    <Skeleton />
  );
  const bars = customersPerLicense.data ? customersPerLicenseBars(customersPerLicense.data, monthLabel) : undefined;
  const line = customersPerLicense.data
    ? totalPerMonthLine(customersPerLicense.data, monthLabel, t('dashboard.customers'))
    : undefined;

  const figuresError = ticketsTotal.error || licenseRanking.error;
  const nothingAtAll =
    ticketsTotal.data === 0 &&
    licenseRanking.data?.results.length === 0 &&
    customersPerLicense.data?.licenses.every((license) => license.customersAmount === 0);

  const figure = (value: number | undefined, loading: boolean | undefined) =>
    value === undefined || loading ? <Skeleton /> : count(value);

  return (
    <StyledScreen>
      <ScreenTitle>{t('dashboard.title')}</ScreenTitle>
      {figuresError ? (
        <Card heading={t('dashboard.figures')}>
          <ErrorState
            message={t('dashboard.figuresError')}
            onRetry={() => {
              ticketsTotal.onRetry?.();
              licenseRanking.onRetry?.();
            }}
          />
        </Card>
      ) : (
        <StyledFigures aria-busy={ticketsTotal.loading || licenseRanking.loading || undefined}>
          <StatCard
            label={t('dashboard.ticketsTotal')}
            value={figure(ticketsTotal.data, ticketsTotal.loading)}
            hint={t('dashboard.ticketsTotalHint')}
          />
          <StatCard
            label={t('dashboard.ridesOfMonth')}
            value={figure(totals?.rides, licenseRanking.loading)}
            hint={monthHint}
          />
          <StatCard
            label={t('dashboard.customersOfMonth')}
            value={figure(totals?.customers, licenseRanking.loading)}
            hint={monthHint}
          />
        </StyledFigures>
      )}
      {runway}
      {nothingAtAll ? (
        <EmptyState message={t('dashboard.noData')} />
      ) : (
        <StyledCharts>
          <ChartCard
            wide
            title={t('dashboard.customersPerLicense')}
            plotHeight={chart.height}
            loading={customersPerLicense.loading}
          >
            {charts && (
              <charts.BarChart
                {...chartProps(t('dashboard.customersPerLicense'), t('dashboard.month'), customersPerLicense)}
                {...(bars ?? noSeries)}
                palette="license"
              />
            )}
          </ChartCard>
          <ChartCard title={t('dashboard.licenseRanking')} plotHeight={chart.arcSize} loading={licenseRanking.loading}>
            {charts && (
              <charts.PieChart
                {...chartProps(t('dashboard.licenseRanking'), t('dashboard.license'), licenseRanking)}
                data={licenseRanking.data ? licenseRankingSlices(licenseRanking.data) : []}
                palette="license"
              />
            )}
          </ChartCard>
          <ChartCard title={t('dashboard.scenarioShare')} plotHeight={chart.arcSize} loading={scenarioShare.loading}>
            {charts && (
              <charts.DoughnutChart
                {...chartProps(t('dashboard.scenarioShare'), t('dashboard.scenario'), scenarioShare)}
                data={scenarioShare.data ? scenarioShareSlices(scenarioShare.data, language) : []}
                palette="scenario"
              />
            )}
          </ChartCard>
          <ChartCard
            wide
            title={t('dashboard.totalPerMonth')}
            plotHeight={chart.height}
            loading={customersPerLicense.loading}
          >
            {charts && (
              <charts.LineChart
                {...chartProps(t('dashboard.totalPerMonth'), t('dashboard.month'), customersPerLicense)}
                {...(line ?? noSeries)}
                palette="license"
              />
            )}
          </ChartCard>
        </StyledCharts>
      )}
    </StyledScreen>
  );
}
