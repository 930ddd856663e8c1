import styled from 'styled-components';
import type { ClientLicense } from '@orbit/contract';
import { formatDate, formatNumber, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { LicenseMachineStatus } from '../LicenseMachineStatus/index.ts';
import { Stack } from '../Stack/index.ts';

export interface LicenseDeviceSummaryProps {
  /** The licence: its machine (null when none was ever activated) with the status the server read, its revocation. */
  license: Pick<ClientLicense, 'revokedAt' | 'device'>;
  /** "Now", to tell how long ago the machine last called. */
  now: Date;
  /** The owner's IANA time zone, for the last call and the last sync; the browser's when omitted. */
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
 * A licence's machine as its owner sees it in the licence list (ADR 0049): its status as the coasters pages show it
 * (ADR 0084) and when it last called, when its rides last arrived, and how many it still holds.
 */
export function LicenseDeviceSummary({ license, now, timeZone }: LicenseDeviceSummaryProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { device } = license;
  return (
    <Stack as="span" gap={1} align="flex-start">
      <LicenseMachineStatus license={license} now={now} timeZone={timeZone} />
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
