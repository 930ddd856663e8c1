import { useMemo } from 'react';
import styled from 'styled-components';
import type { CoasterDetailResponse, PutCoasterAlertSettingsBody } from '@orbit/contract';
import { useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { BarChart } from '../../components/BarChart/index.ts';
import { Card } from '../../components/Card/index.ts';
import {
  CoasterAlertSettingsForm,
  type CoasterAlertSaveState,
} from '../../components/CoasterAlertSettingsForm/index.ts';
import { CoasterStatusBadge } from '../../components/CoasterStatusBadge/index.ts';
import type { CategoryDatum } from '../../components/ChartFrame/index.ts';
import { DelayedLoader } from '../../components/DelayedLoader/index.ts';
import { DescriptionList } from '../../components/DescriptionList/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorState } from '../../components/ErrorState/index.ts';
import { Link } from '../../components/Link/index.ts';
import { ScreenTitle } from '../../components/ScreenHeader/index.ts';
import { Stack } from '../../components/Stack/index.ts';
import {
  Ago,
  lastSeen,
  licenseCell,
  StyledMuted,
  syncCell,
  todayCell,
  uptimeCell,
  versionsCell,
  type CoasterCellContext,
} from '../coasterParts/index.ts';
import { CoasterHistoryCard } from './CoasterHistoryCard.tsx';

export type CoasterScreenStatus = 'loading' | 'error' | 'notFound' | 'ready';

export interface CoasterScreenProps {
  /** Where the answer stands: a machine that is not the client's is `notFound` (the server answers 404). */
  status: CoasterScreenStatus;
  /** The machine with its history and rides by hour; undefined until the first answer. */
  detail: CoasterDetailResponse | undefined;
  /** Asks again after a failure. */
  onRetry?: () => void;
  /** Where the link back to every coaster goes. */
  listHref: string;
  /** Saves the alert settings. */
  onSaveAlerts: (body: PutCoasterAlertSettingsBody) => void;
  /** Where the last save of the alert settings stands. */
  alertSaveState?: CoasterAlertSaveState;
  /** "Now", ticking between answers so that "last seen" stays current; the render's time when omitted. */
  now?: Date;
  /** The client's IANA time zone, for exact times and the hours of the chart; the browser's when omitted. */
  timeZone?: string;
}

const StyledHeader = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[2]};
`;

const StyledHostname = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;

const StyledStatusLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[3]};
`;

/** The facts and the alerts side by side where there is room; one column on phones. */
const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  align-items: start;
  gap: ${vars.space[6]};
`;

/**
 * /dash/coasters/:deviceId (ADR 0084, 0086): one of the client's machines. Its status and when it was last seen,
 * what the coasters page says of it (rides today against the usual, deliveries, versions, block, licence file,
 * uptime), its last 30 days as a strip and a list, its rides by the hour over 7 days, and its alert settings.
 */
export function CoasterScreen({
  status,
  detail,
  onRetry,
  listHref,
  onSaveAlerts,
  alertSaveState,
  now = new Date(),
  timeZone,
}: CoasterScreenProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const nowTime = now.getTime();
  const ridesByHour = detail?.ridesByHour;

  const chartData = useMemo<CategoryDatum[]>(() => {
    // Each hour as its weekday and hour in the client's zone ("Thu 2 PM"), short enough for the axis; one formatter
    // for the 168 of them.
    const hourLabel = new Intl.DateTimeFormat(language, { weekday: 'short', hour: 'numeric', timeZone });
    return (ridesByHour ?? []).map((hour) => ({
      id: hour.hour,
      label: hourLabel.format(new Date(hour.hour)),
      values: { rides: hour.rides, customers: hour.customers },
    }));
  }, [ridesByHour, language, timeZone]);

  const backLink = (
    <Link href={listHref} variant="standalone">
      {t('coasters.machine.backToList')}
    </Link>
  );

  if (status === 'loading') {
    return (
      <Stack gap={6}>
        {backLink}
        <DelayedLoader layout="block" label={t('common.loading')} />
      </Stack>
    );
  }
  if (status === 'error' || (status === 'ready' && !detail)) {
    return (
      <Stack gap={6}>
        {backLink}
        <ErrorState message={t('coasters.machine.loadError')} onRetry={onRetry} />
      </Stack>
    );
  }
  if (status === 'notFound' || !detail) {
    return (
      <Stack gap={6}>
        <ScreenTitle>{t('coasters.title')}</ScreenTitle>
        <EmptyState message={t('coasters.machine.notFound')} action={backLink} />
      </Stack>
    );
  }

  const { coaster } = detail;
  const context: CoasterCellContext = { t, language, now: new Date(nowTime), newest: detail.newest, timeZone };

  return (
    <Stack gap={6}>
      <StyledHeader>
        {backLink}
        <ScreenTitle>{coaster.licenseLabel}</ScreenTitle>
        <StyledHostname>{coaster.hostname ?? t('coasters.noMachine')}</StyledHostname>
        <StyledStatusLine>
          <CoasterStatusBadge status={coaster.status} silent={coaster.silent} />
          <StyledMuted>{lastSeen(coaster, context)}</StyledMuted>
          {coaster.statusSince && (
            <StyledMuted>
              <Ago at={coaster.statusSince} context={context} template="coasters.machine.statusSince" />
            </StyledMuted>
          )}
        </StyledStatusLine>
        {coaster.silent && coaster.status === 'online' && (
          <StyledMuted data-attention="">{t('coasters.silentHint')}</StyledMuted>
        )}
      </StyledHeader>
      <StyledColumns>
        <Card heading={t('coasters.machine.facts')}>
          <DescriptionList
            items={[
              { id: 'today', label: t('coasters.columns.today'), value: todayCell(coaster, context) },
              { id: 'sync', label: t('coasters.columns.sync'), value: syncCell(coaster, context) },
              { id: 'versions', label: t('coasters.columns.versions'), value: versionsCell(coaster, context) },
              { id: 'license', label: t('coasters.columns.license'), value: licenseCell(coaster, context) },
              { id: 'uptime', label: t('coasters.columns.uptime'), value: uptimeCell(coaster, context) },
            ]}
          />
        </Card>
        <CoasterAlertSettingsForm
          settings={coaster.alerts}
          onSave={onSaveAlerts}
          saveState={alertSaveState}
          now={context.now}
          timeZone={timeZone}
        />
      </StyledColumns>
      <CoasterHistoryCard history={detail.history} now={context.now} timeZone={timeZone} />
      <Card>
        <BarChart
          title={t('coasters.machine.ridesByHour')}
          headingLevel={2}
          categoryHeader={t('coasters.machine.hour')}
          data={chartData}
          series={[
            { id: 'rides', label: t('coasters.machine.rides') },
            { id: 'customers', label: t('coasters.machine.customers') },
          ]}
        />
      </Card>
    </Stack>
  );
}
