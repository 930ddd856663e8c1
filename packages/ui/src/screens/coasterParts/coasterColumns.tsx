import styled from 'styled-components';
import type { Coaster, CoasterNewestVersions } from '@orbit/contract';
import { connectedCoasterStatuses, licenseFileState, versionOrderKey } from '@orbit/domain';
import { formatDate, formatNumber, formatRelativeTime, type TFunction } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Badge } from '../../components/Badge/index.ts';
import { Link } from '../../components/Link/index.ts';
import { CoasterStatusBadge } from '../../components/CoasterStatusBadge/index.ts';
import type { DataTableColumn } from '../../components/DataTable/index.ts';
import { Stack } from '../../components/Stack/index.ts';

/** The newest app and game versions the fleet runs (each game model its own): a machine behind them is marked. */
export type { CoasterNewestVersions };

/** No newest version known yet (the first answer is on its way): no machine is marked behind. */
export const noNewestVersions: CoasterNewestVersions = {
  appVersion: null,
  gameVersions: { OrbitCoaster: null, BubbleCoaster: null },
};

/** What every cell needs besides its machine. */
export interface CoasterCellContext {
  t: TFunction;
  language: string;
  /** "Now", ticking between answers, so "last seen" stays current. */
  now: Date;
  newest: CoasterNewestVersions;
  /** The viewer's IANA time zone, for exact times; the browser's when undefined. */
  timeZone: string | undefined;
  /** The address of a machine's own page; its label links there when given (a licence without a machine has none). */
  machineHref?: (deviceId: number) => string;
}

export const StyledName = styled.span`
  font-weight: ${vars.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

/** A secondary line of a cell; `data-attention` makes it read as something to act on. */
export const StyledMuted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};

  &[data-attention] {
    color: ${vars.color.text};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

const StyledLine = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
`;

/** Whether `version` is older than `newest`, in the order the server sorts versions ("3.10.0" follows "3.9.2"). */
export function versionIsBehind(version: string | null, newest: string | null): boolean {
  if (version === null || newest === null) return false;
  return versionOrderKey(version) < versionOrderKey(newest);
}

/** A length of time in its largest unit that reads well: "45 seconds", "12 minutes", "5 hours", "2 days". */
export function formatDuration(seconds: number, language: string): string {
  const [unit, size] =
    seconds >= 2 * 86_400
      ? ['day', 86_400]
      : seconds >= 7_200
        ? ['hour', 3_600]
        : seconds >= 120
          ? ['minute', 60]
          : ['second', 1];
  return formatNumber(Math.floor(seconds / size), language, { style: 'unit', unit, unitDisplay: 'long' });
}

/** A moment as "5 minutes ago" (in `template` when given), with its exact date and time as the title. */
export function Ago({
  at,
  context,
  template,
}: {
  at: string;
  context: CoasterCellContext;
  /** A text key taking `{{ago}}`, such as "Last ride {{ago}}". */
  template?: string;
}) {
  const { t, language, now, timeZone } = context;
  const ago = formatRelativeTime(at, now, language);
  return (
    <time dateTime={at} title={formatDate(at, language, 'dateTime', timeZone)}>
      {template ? t(template, { ago }) : ago}
    </time>
  );
}

function machineCell(coaster: Coaster, { t, machineHref }: CoasterCellContext) {
  const href = machineHref && coaster.deviceId !== null ? machineHref(coaster.deviceId) : undefined;
  return (
    <Stack as="span" gap={1} align="flex-start">
      <StyledName>
        {href ? (
          <Link href={href} variant="standalone">
            {coaster.licenseLabel}
          </Link>
        ) : (
          coaster.licenseLabel
        )}
      </StyledName>
      <StyledMuted>{coaster.hostname ?? t('coasters.noMachine')}</StyledMuted>
    </Stack>
  );
}

/** What the status cell adds under the badge: when the machine was last seen, its uptime over 7 days. */
export interface StatusCellExtras {
  lastSeen?: boolean;
  uptime?: boolean;
}

export function statusCell(coaster: Coaster, context: CoasterCellContext, extras: StatusCellExtras = {}) {
  const { t } = context;
  return (
    <Stack as="span" gap={1} align="flex-start">
      <CoasterStatusBadge status={coaster.status} silent={coaster.silent} />
      {coaster.silent && coaster.status === 'online' && (
        <StyledMuted data-attention="">{t('coasters.silentHint')}</StyledMuted>
      )}
      {extras.lastSeen && <StyledMuted>{lastSeen(coaster, context)}</StyledMuted>}
      {extras.uptime && coaster.uptime7d !== null && (
        <StyledMuted>{t('coasters.uptimeLine', { percent: uptimeOf(coaster.uptime7d, context.language) })}</StyledMuted>
      )}
    </Stack>
  );
}

/** When the machine last called: "Last seen 5 minutes ago" under its status, "5 minutes ago" in a column of its own. */
export function lastSeen(coaster: Coaster, context: CoasterCellContext, withLabel = true) {
  if (!coaster.lastSeenAt) return context.t('coasters.neverSeen');
  return <Ago at={coaster.lastSeenAt} context={context} template={withLabel ? 'devices.lastSeen' : undefined} />;
}

/** Rides today against the usual by now: well under half of it reads as something to look at. */
export function todayCell(coaster: Coaster, context: CoasterCellContext) {
  const { t, language } = context;
  const count = (value: number) => formatNumber(value, language, { maximumFractionDigits: 1 });
  const usual = coaster.usualRidesByNow;
  const below = usual !== null && usual >= 1 && coaster.ridesToday < usual / 2;
  // A licence that never played has nothing to compare: one line says so.
  if (coaster.lastRideAt === null && coaster.ridesToday === 0 && usual === null) {
    return <StyledMuted>{t('coasters.noRide')}</StyledMuted>;
  }
  return (
    <Stack as="span" gap={1} align="flex-start">
      <span>{t('coasters.ridesToday', { count: count(coaster.ridesToday) })}</span>
      <StyledMuted>{t('coasters.customersToday', { count: count(coaster.customersToday) })}</StyledMuted>
      <StyledMuted data-attention={below || undefined}>
        {usual === null ? t('coasters.noUsual') : t('coasters.usualByNow', { count: count(usual) })}
      </StyledMuted>
      <StyledMuted>
        {coaster.lastRideAt ? (
          <Ago at={coaster.lastRideAt} context={context} template="coasters.lastRide" />
        ) : (
          t('coasters.noRide')
        )}
      </StyledMuted>
    </Stack>
  );
}

export function syncCell(coaster: Coaster, { t, language }: CoasterCellContext) {
  if (coaster.pendingRides === 0) {
    return <StyledMuted>{t(coaster.deviceId === null ? 'coasters.noMachine' : 'coasters.inSync')}</StyledMuted>;
  }
  return (
    <Stack as="span" gap={1} align="flex-start">
      <StyledMuted data-attention="">
        {t('coasters.pendingRides', { count: formatNumber(coaster.pendingRides, language) })}
      </StyledMuted>
      {coaster.syncLagSeconds !== null && (
        <StyledMuted>
          {t('coasters.syncLag', { duration: formatDuration(coaster.syncLagSeconds, language) })}
        </StyledMuted>
      )}
    </Stack>
  );
}

function versionLine(key: 'app' | 'game', version: string | null, newest: string | null, t: TFunction) {
  return (
    <StyledLine>
      {t(`coasters.${key}`, { version: version ?? t('coasters.unknownVersion') })}
      {versionIsBehind(version, newest) && <Badge tone="warning">{t('coasters.newest', { version: newest })}</Badge>}
    </StyledLine>
  );
}

export function versionsCell(coaster: Coaster, { t, newest }: CoasterCellContext) {
  if (coaster.appVersion === null && coaster.gameVersion === null) {
    return <StyledMuted>{t('coasters.unknownVersion')}</StyledMuted>;
  }
  return (
    <Stack as="span" gap={1} align="flex-start">
      {versionLine('app', coaster.appVersion, newest.appVersion, t)}
      {versionLine('game', coaster.gameVersion, newest.gameVersions[coaster.gameModel], t)}
    </Stack>
  );
}

/** The block in force and the licence file's end; a file is flagged only on a machine that still plays on it. */
export function licenseCell(coaster: Coaster, context: CoasterCellContext) {
  const { t, language, now, timeZone } = context;
  const { block, licenseFileExpiresAt } = coaster;
  const plays = (connectedCoasterStatuses as readonly string[]).includes(coaster.status);
  const file = licenseFileExpiresAt ? licenseFileState(licenseFileExpiresAt, now) : undefined;
  return (
    <Stack as="span" gap={1} align="flex-start">
      {block ? (
        <>
          <Badge tone="danger">{t('coasters.blocked')}</Badge>
          <StyledMuted data-attention="">
            {t('clientPages.blocking.reasonCode', {
              code: block.code,
              reason: t(`clientPages.blocking.reasons.${block.reason}`),
            })}
          </StyledMuted>
          <StyledMuted>
            {t('coasters.blockedSince', { date: formatDate(block.since, language, 'dateTime', timeZone) })}
          </StyledMuted>
        </>
      ) : (
        <StyledMuted>{t('coasters.notBlocked')}</StyledMuted>
      )}
      {licenseFileExpiresAt ? (
        <StyledLine>
          <StyledMuted>
            {t('coasters.fileUntil', { date: formatDate(licenseFileExpiresAt, language, 'dateTime', timeZone) })}
          </StyledMuted>
          {plays && file === 'expiringSoon' && <Badge tone="warning">{t('coasters.fileExpiringSoon')}</Badge>}
          {plays && file === 'expired' && <Badge tone="danger">{t('coasters.fileExpired')}</Badge>}
        </StyledLine>
      ) : (
        <StyledMuted>{t('coasters.noFile')}</StyledMuted>
      )}
    </Stack>
  );
}

const uptimeOf = (share: number, language: string) =>
  formatNumber(share, language, { style: 'percent', maximumFractionDigits: 1 });

export function uptimeCell(coaster: Coaster, { t, language }: CoasterCellContext) {
  if (coaster.uptime7d === null) return <StyledMuted>{t('coasters.notMeasured')}</StyledMuted>;
  return uptimeOf(coaster.uptime7d, language);
}

/** The columns both pages show, by id; each page puts them in its order and adds its own. */
export function coasterColumns<Row extends Coaster>(
  context: CoasterCellContext,
): Record<
  'machine' | 'status' | 'lastSeen' | 'today' | 'sync' | 'versions' | 'license' | 'uptime',
  DataTableColumn<Row>
> {
  const { t } = context;
  return {
    machine: { id: 'machine', header: t('coasters.columns.machine'), cell: (row) => machineCell(row, context) },
    status: { id: 'status', header: t('coasters.columns.status'), cell: (row) => statusCell(row, context) },
    lastSeen: { id: 'lastSeen', header: t('coasters.columns.lastSeen'), cell: (row) => lastSeen(row, context, false) },
    today: { id: 'today', header: t('coasters.columns.today'), cell: (row) => todayCell(row, context) },
    sync: { id: 'sync', header: t('coasters.columns.sync'), cell: (row) => syncCell(row, context) },
    versions: { id: 'versions', header: t('coasters.columns.versions'), cell: (row) => versionsCell(row, context) },
    license: { id: 'license', header: t('coasters.columns.license'), cell: (row) => licenseCell(row, context) },
    uptime: {
      id: 'uptime',
      header: t('coasters.columns.uptime'),
      cell: (row) => uptimeCell(row, context),
      align: 'end',
      wrapHeader: true,
    },
  };
}
