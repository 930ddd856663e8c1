import { useMemo } from 'react';
import type { Coaster, WalletRunway } from '@orbit/contract';
import { useTranslation } from '@orbit/i18n';
import { Card } from '../../components/Card/index.ts';
import { DataTable, type DataTableColumn, type DataTableLayout } from '../../components/DataTable/index.ts';
import { DelayedLoader } from '../../components/DelayedLoader/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorState } from '../../components/ErrorState/index.ts';
import { ScreenTitle } from '../../components/ScreenHeader/index.ts';
import { Stack } from '../../components/Stack/index.ts';
import { WalletRunwayCard } from '../../components/WalletRunwayCard/index.ts';
import { coasterColumns, noNewestVersions, statusCell, type CoasterNewestVersions } from '../coasterParts/index.ts';

export interface CoastersScreenProps {
  /** The client's machines, one per licence; undefined until the first answer. */
  coasters: readonly Coaster[] | undefined;
  /** The newest app and game versions the fleet runs: a machine behind them is marked. */
  newest?: CoasterNewestVersions;
  /** The wallet's runway; null when none of the licences is charged per ride. */
  runway?: WalletRunway | null;
  /** The first answer is on its way. */
  loading?: boolean;
  /** Loading failed: an error with a retry replaces the page's content. */
  error?: boolean;
  /** Asks again after a failure. */
  onRetry?: () => void;
  /** "Now", ticking between answers so that "last seen" stays current; the render's time when omitted. */
  now?: Date;
  /** The client's IANA time zone, for exact times; the browser's when omitted. */
  timeZone?: string;
  /** Forces the table or the cards; cards below 991 px when `auto`. */
  layout?: DataTableLayout;
  /** The address of a machine's page: each label with a machine links there when given. */
  machineHref?: (deviceId: number) => string;
}

/**
 * /dash/coasters (ADR 0084): the wallet's runway, then each of the client's machines with its status (and whether it
 * is online but silent) and when it was last seen, its rides and customers today against the usual by now and its
 * last ride, the rides it has not delivered yet, its app and game versions against the newest, its block and licence
 * file, and its uptime over 7 days. A table on wide screens, cards on phones.
 */
export function CoastersScreen({
  coasters,
  newest = noNewestVersions,
  runway = null,
  loading = false,
  error = false,
  onRetry,
  now = new Date(),
  timeZone,
  layout = 'auto',
  machineHref,
}: CoastersScreenProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const nowTime = now.getTime();

  const columns = useMemo<DataTableColumn<Coaster>[]>(() => {
    const context = { t, language, now: new Date(nowTime), newest, timeZone, machineHref };
    const shared = coasterColumns<Coaster>(context);
    return [
      shared.machine,
      { ...shared.status, cell: (coaster) => statusCell(coaster, context, { lastSeen: true }) },
      shared.today,
      shared.sync,
      shared.versions,
      shared.license,
      shared.uptime,
    ];
  }, [t, language, nowTime, newest, timeZone, machineHref]);

  function content() {
    if (loading) return <DelayedLoader layout="block" label={t('common.loading')} />;
    if (error || !coasters) return <ErrorState message={t('coasters.loadError')} onRetry={onRetry} />;
    if (coasters.length === 0) return <EmptyState message={t('coasters.empty')} />;
    return (
      <>
        <WalletRunwayCard runway={runway} now={new Date(nowTime)} timeZone={timeZone} />
        <Card heading={t('coasters.machines')}>
          <DataTable
            label={t('coasters.tableCaption')}
            columns={columns}
            rows={coasters}
            rowKey={(coaster) => String(coaster.licenseId)}
            layout={layout}
            cardTitle={(coaster) => coaster.licenseLabel}
            height="auto"
          />
        </Card>
      </>
    );
  }

  return (
    <Stack gap={6}>
      <ScreenTitle>{t('coasters.title')}</ScreenTitle>
      {content()}
    </Stack>
  );
}
