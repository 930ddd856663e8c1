import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { AdminDevice } from '@orbit/contract';
import { clockDrifts, licenseFileState } from '@orbit/domain';
import { formatDate, formatNumber, useTranslation, type TFunction } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Badge } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { CoasterStatusBadge } from '../CoasterStatusBadge/index.ts';
import { ConfirmDialog } from '../ConfirmDialog/index.ts';
import { DataTable, type DataTableColumn, type DataTableLayout } from '../DataTable/index.ts';
import { ErrorState } from '../ErrorState/index.ts';
import { Stack } from '../Stack/index.ts';

/** What staff may do to a machine: free its licence's slot (the PC was replaced) or revoke it. */
export type DeviceAction = 'free' | 'revoke';

export interface ClientDevicesCardProps {
  /** Every machine activated on the client's licences, newest first. */
  devices: readonly AdminDevice[];
  /** The machines are loading: skeleton rows stand in for them. */
  loading?: boolean;
  /** Loading failed: an error with a retry button replaces the table. */
  error?: boolean;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
  /** Frees a machine's slot, after a confirmation; rejects with the server's message. Absent: not offered. */
  onFree?: (device: AdminDevice) => Promise<unknown>;
  /** Revokes a machine, after a confirmation; rejects with the server's message. Absent: not offered. */
  onRevoke?: (device: AdminDevice) => Promise<unknown>;
  /** "Now", to tell how long each machine's licence file lasts; the render's time if omitted. */
  now?: Date;
  /** The viewer's IANA time zone, for dates; the browser's when omitted. */
  timeZone?: string;
  /** Forces the table or the cards; cards below 991 px when `auto`. */
  layout?: DataTableLayout;
}

const StyledName = styled.span`
  font-weight: ${vars.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const StyledMuted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};

  &[data-attention] {
    color: ${vars.color.text};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

const StyledNotice = styled.div`
  margin-bottom: ${vars.space[4]};
`;

/** A clock offset in the largest unit that reads well: "95 seconds", "12 minutes", "3 hours". */
function clockAmount(offsetSeconds: number, language: string): string {
  const seconds = Math.abs(offsetSeconds);
  const [unit, size] = seconds >= 7200 ? ['hour', 3600] : seconds >= 120 ? ['minute', 60] : ['second', 1];
  return formatNumber(Math.round(seconds / size), language, { style: 'unit', unit, unitDisplay: 'long' });
}

/** Which actions a machine still accepts: a machine holding its slot both, a replaced one only revocation. */
export function availableDeviceActions(device: Pick<AdminDevice, 'status'>): DeviceAction[] {
  if (device.status === 'active') return ['free', 'revoke'];
  return device.status === 'replaced' ? ['revoke'] : [];
}

const confirmKeys: Record<DeviceAction, { title: string; text: string; button: string; done: string }> = {
  free: {
    title: 'adminClients.devices.confirmFreeTitle',
    text: 'adminClients.devices.confirmFree',
    button: 'adminClients.devices.confirmFreeButton',
    done: 'adminClients.devices.freed',
  },
  revoke: {
    title: 'adminClients.devices.confirmRevokeTitle',
    text: 'adminClients.devices.confirmRevoke',
    button: 'adminClients.devices.confirmRevokeButton',
    done: 'adminClients.devices.revoked',
  },
};

const textValues = (device: AdminDevice) => ({ hostname: device.hostname, license: device.licenseLabel });

function statusCell(device: AdminDevice, t: TFunction, language: string, timeZone?: string) {
  const date = (value: string) => formatDate(value, language, 'dateTime', timeZone);
  let when = t('adminClients.devices.lastSeen', { date: date(device.lastSeenAt) });
  if (device.status === 'replaced' && device.freedAt) {
    when = t('adminClients.devices.freedOn', { date: date(device.freedAt) });
  }
  if (device.status === 'revoked' && device.revokedAt) {
    when = t('adminClients.devices.revokedOn', { date: date(device.revokedAt) });
  }
  const amount = clockAmount(device.clockOffsetSeconds, language);
  return (
    <Stack as="span" gap={1} align="flex-start">
      {/* The status the coasters pages show (ADR 0084), as the server read it. */}
      <CoasterStatusBadge status={device.coasterStatus} />
      <StyledMuted>{when}</StyledMuted>
      {device.status === 'active' &&
        (clockDrifts(device.clockOffsetSeconds) ? (
          <Badge tone="warning">
            {t(device.clockOffsetSeconds > 0 ? 'adminClients.devices.clockBehind' : 'adminClients.devices.clockAhead', {
              amount,
            })}
          </Badge>
        ) : (
          <StyledMuted>{t('adminClients.devices.clockInTime')}</StyledMuted>
        ))}
    </Stack>
  );
}

function licenseFileCell(device: AdminDevice, now: Date, t: TFunction, language: string, timeZone?: string) {
  const file = licenseFileState(device.licenseFileExpiresAt, now);
  return (
    <Stack as="span" gap={1} align="flex-start">
      <span>
        {t('adminClients.devices.fileUntil', {
          date: formatDate(device.licenseFileExpiresAt, language, 'dateTime', timeZone),
        })}
      </span>
      {/* Only a machine that holds its slot plays on its file: a warning about another's would be noise. */}
      {device.status === 'active' && file === 'expiringSoon' && (
        <Badge tone="warning">{t('adminClients.devices.fileExpiringSoon')}</Badge>
      )}
      {device.status === 'active' && file === 'expired' && (
        <Badge tone="danger">{t('adminClients.devices.fileExpired')}</Badge>
      )}
    </Stack>
  );
}

function ridesCell(device: AdminDevice, t: TFunction, language: string, timeZone?: string) {
  const count = (value: number) => formatNumber(value, language);
  return (
    <Stack as="span" gap={1} align="flex-start">
      <span>
        {device.lastSyncAt
          ? t('adminClients.devices.lastSync', { date: formatDate(device.lastSyncAt, language, 'dateTime', timeZone) })
          : t('adminClients.devices.neverSynced')}
      </span>
      <StyledMuted data-attention={device.pendingRides > 0 || undefined}>
        {t('adminClients.devices.pending', { count: count(device.pendingRides) })}
      </StyledMuted>
      <StyledMuted data-attention={device.missingRides > 0 || undefined}>
        {t('adminClients.devices.missing', { count: count(device.missingRides) })}
      </StyledMuted>
    </Stack>
  );
}

/**
 * The machines of the client page (ADR 0049): for each machine activated on the client's licences, its status as the
 * coasters pages show it (ADR 0084) and when it last called, with its clock, its versions, its licence file's end (flagged within a day),
 * its rides (last sync, waiting, missing), and, for admin and supervisor, "Free the device slot" and "Revoke the
 * device" behind a confirmation.
 */
export function ClientDevicesCard({
  devices,
  loading = false,
  error = false,
  onRetry,
  onFree,
  onRevoke,
  now = new Date(),
  timeZone,
  layout = 'auto',
}: ClientDevicesCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [pending, setPending] = useState<{ action: DeviceAction; device: AdminDevice }>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const handlers: Record<DeviceAction, ((device: AdminDevice) => Promise<unknown>) | undefined> = {
    free: onFree,
    revoke: onRevoke,
  };
  const withActions = onFree !== undefined || onRevoke !== undefined;
  const nowTime = now.getTime();

  const columns = useMemo<DataTableColumn<AdminDevice>[]>(() => {
    const at = new Date(nowTime);
    const all: DataTableColumn<AdminDevice>[] = [
      {
        id: 'machine',
        header: t('adminClients.devices.columns.machine'),
        cell: (device) => (
          <Stack as="span" gap={1} align="flex-start">
            <StyledName>{device.hostname}</StyledName>
            <StyledMuted>
              {device.licenseLabel} · {device.licenseKey}
            </StyledMuted>
            <StyledMuted>
              {t('adminClients.devices.versions', { app: device.appVersion, game: device.gameVersion })}
            </StyledMuted>
          </Stack>
        ),
      },
      {
        id: 'status',
        header: t('adminClients.devices.columns.status'),
        cell: (device) => statusCell(device, t, language, timeZone),
      },
      {
        id: 'licenseFile',
        header: t('adminClients.devices.columns.licenseFile'),
        cell: (device) => licenseFileCell(device, at, t, language, timeZone),
      },
      {
        id: 'rides',
        header: t('adminClients.devices.columns.rides'),
        cell: (device) => ridesCell(device, t, language, timeZone),
      },
    ];
    if (!withActions) return all;
    return [
      ...all,
      {
        id: 'actions',
        header: t('adminClients.devices.columns.actions'),
        cell: (device) => (
          <Stack direction="row" gap={2} wrap>
            {availableDeviceActions(device)
              .filter((action) => (action === 'free' ? onFree : onRevoke))
              .map((action) => (
                <Button
                  key={action}
                  variant="secondary"
                  size="sm"
                  aria-label={t(`adminClients.devices.${action}Of`, { hostname: device.hostname })}
                  onClick={() => {
                    setFailure(undefined);
                    setPending({ action, device });
                  }}
                >
                  {t(`adminClients.devices.${action}`)}
                </Button>
              ))}
          </Stack>
        ),
      },
    ];
  }, [t, language, timeZone, nowTime, withActions, onFree, onRevoke]);

  async function confirm() {
    if (!pending || busy) return;
    const act = handlers[pending.action];
    if (!act) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await act(pending.device);
      setDone(t(confirmKeys[pending.action].done, textValues(pending.device)));
      setPending(undefined);
    } catch (cause) {
      setFailure(cause instanceof Error && cause.message ? cause.message : t('adminClients.devices.error'));
    } finally {
      setBusy(false);
    }
  }

  const keys = pending && confirmKeys[pending.action];
  return (
    <Card heading={t('adminClients.devices.title')}>
      {done && (
        <StyledNotice>
          <Alert tone="success">{done}</Alert>
        </StyledNotice>
      )}
      {error ? (
        <ErrorState message={t('adminClients.devices.loadError')} onRetry={onRetry} />
      ) : (
        <DataTable
          label={t('adminClients.devices.tableCaption')}
          columns={columns}
          rows={devices}
          rowKey={(device) => String(device.id)}
          loading={loading}
          emptyMessage={t('adminClients.devices.empty')}
          layout={layout}
          cardTitle={(device) => device.hostname}
          height="auto"
        />
      )}
      <ConfirmDialog
        open={pending !== undefined}
        title={keys ? t(keys.title) : ''}
        confirmLabel={keys ? t(keys.button) : undefined}
        tone="danger"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(undefined)}
      >
        {failure && (
          <StyledNotice>
            <Alert tone="error" title={t('adminClients.devices.errorTitle')}>
              {failure}
            </Alert>
          </StyledNotice>
        )}
        {pending && keys && t(keys.text, textValues(pending.device))}
      </ConfirmDialog>
    </Card>
  );
}
