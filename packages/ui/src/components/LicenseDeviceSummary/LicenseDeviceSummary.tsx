import styled from 'styled-components';
import type { LicenseDevice } from '@orbit/contract';
import { formatDate, formatNumber, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { DeviceStateBadge } from '../DeviceStateBadge/index.ts';
import { Stack } from '../Stack/index.ts';

export interface LicenseDeviceSummaryProps {
  /** The licence's machine; null when none was ever activated. */
  device: LicenseDevice | null;
  /** "Now", to tell how recently the machine called. */
  now: Date;
  /** The owner's IANA time zone, for the last sync; the browser's when omitted. */
  timeZone?: string;
}

const StyledLine = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};

  &[data-attention] {
    color: ${vars.color.text};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

/**
 * A licence's machine as its owner sees it in the licence list (ADR 0049): whether it is online, when its rides last
 * arrived, and how many it still holds.
 */
export function LicenseDeviceSummary({ device, now, timeZone }: LicenseDeviceSummaryProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <Stack as="span" gap={1} align="flex-start">
      <DeviceStateBadge device={device} now={now} />
      {device && (
        <StyledLine>
          {device.lastSyncAt
            ? t('devices.lastSyncAt', { date: formatDate(device.lastSyncAt, language, 'dateTime', timeZone) })
            : t('devices.neverSynced')}
        </StyledLine>
      )}
      {device && device.pendingRides > 0 && (
        <StyledLine data-attention="">
          {t('devices.pendingCount', { count: formatNumber(device.pendingRides, language) })}
        </StyledLine>
      )}
    </Stack>
  );
}
