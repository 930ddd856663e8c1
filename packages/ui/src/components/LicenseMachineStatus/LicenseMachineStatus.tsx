import styled from 'styled-components';
import type { ClientLicense } from '@orbit/contract';
import { licenseCoasterStatus } from '@orbit/domain';
import { formatDate, formatRelativeTime, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { CoasterStatusBadge } from '../CoasterStatusBadge/index.ts';
import { Stack } from '../Stack/index.ts';

export interface LicenseMachineStatusProps {
  /** The licence: its machine with the status the server read (null when none was ever activated), its revocation. */
  license: Pick<ClientLicense, 'revokedAt' | 'device'>;
  /** "Now", to tell how long ago the machine last called. */
  now: Date;
  /** The owner's IANA time zone, for the exact time of the last call; the browser's when omitted. */
  timeZone?: string;
}

const StyledLastSeen = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/**
 * A licence's machine on the licence list and page: the status the coasters pages show (ADR 0084), as the server read
 * it, and how long ago it last called, with the exact time as the title.
 */
export function LicenseMachineStatus({ license, now, timeZone }: LicenseMachineStatusProps) {
  const { t, i18n } = useTranslation();
  const { device } = license;
  return (
    <Stack as="span" gap={1} align="flex-start">
      <CoasterStatusBadge status={licenseCoasterStatus(license)} />
      {device && (
        <StyledLastSeen>
          <time dateTime={device.lastSeenAt} title={formatDate(device.lastSeenAt, i18n.language, 'dateTime', timeZone)}>
            {t('devices.lastSeen', { ago: formatRelativeTime(device.lastSeenAt, now, i18n.language) })}
          </time>
        </StyledLastSeen>
      )}
    </Stack>
  );
}
