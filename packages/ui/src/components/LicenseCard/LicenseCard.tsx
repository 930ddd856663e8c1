import { useId, useState } from 'react';
import styled from 'styled-components';
import type { ClientLicense } from '@orbit/contract';
import { limits, maskLicenseKey, truncate } from '@orbit/domain';
import { formatDate, formatNumber, useTranslation } from '@orbit/i18n';
import { focusRing } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';
import { DescriptionList } from '../DescriptionList/index.ts';
import { LicenseMachineStatus } from '../LicenseMachineStatus/index.ts';
import { Link } from '../Link/index.ts';
import { Stack } from '../Stack/index.ts';

export interface LicenseCardProps {
  /** The licence shown. */
  license: ClientLicense;
  /** Where the View link goes. */
  detailHref: string;
  /** The owner's IANA time zone, for the online-at date and the machine's last call; the browser's when omitted. */
  timeZone?: string;
  /** Starts with the details shown. */
  defaultExpanded?: boolean;
  /** "Now", to tell how long ago the machine last called; the time of the render when omitted. */
  now?: Date;
}

const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.sm};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text};
  overflow-wrap: anywhere;
`;

/** Looks like a link (an "expand link") but toggles the details in place, so it is a button. */
const StyledExpand = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font-family: inherit;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.link};
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    ${focusRing()}
  }
`;

/**
 * One licence on a small screen: name, masked key, game model and its machine's status as the coasters pages show it,
 * with an expand link for the rest (online-at, last sync, rides waiting to sync, notes).
 */
export function LicenseCard({
  license,
  detailHref,
  timeZone,
  defaultExpanded = false,
  now = new Date(),
}: LicenseCardProps) {
  const { t, i18n } = useTranslation();
  const { device } = license;
  const [expanded, setExpanded] = useState(defaultExpanded);
  const detailsId = useId();
  const titleId = useId();
  const summary = [
    { id: 'key', label: t('licenses.key'), value: maskLicenseKey(license.key, limits.maskedKeyVisible) },
    { id: 'gameModel', label: t('licenses.gameModel'), value: license.gameModel },
    {
      id: 'machine',
      label: t('devices.machine'),
      value: <LicenseMachineStatus license={license} now={now} timeZone={timeZone} />,
    },
  ];
  const details = [
    {
      id: 'onlineAt',
      label: t('licenses.onlineAt'),
      value: formatDate(license.updatedAt, i18n.language, 'dateTime', timeZone),
    },
    ...(device
      ? [
          {
            id: 'lastSync',
            label: t('devices.lastSync'),
            value: device.lastSyncAt
              ? formatDate(device.lastSyncAt, i18n.language, 'dateTime', timeZone)
              : t('devices.neverSynced'),
          },
          {
            id: 'pendingRides',
            label: t('devices.pendingRides'),
            value: formatNumber(device.pendingRides, i18n.language),
          },
        ]
      : []),
    { id: 'notes', label: t('licenses.notes'), value: truncate(license.notes, limits.tableNotesLength) || '—' },
  ];
  return (
    <StyledCard aria-labelledby={titleId}>
      <StyledTitle id={titleId}>{license.label}</StyledTitle>
      <DescriptionList items={summary} layout="inline" />
      <div id={detailsId} hidden={!expanded}>
        {expanded && <DescriptionList items={details} layout="inline" />}
      </div>
      <Stack direction="row" gap={3} align="center" justify="space-between" wrap>
        <StyledExpand
          type="button"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('licenses.showLess') : t('licenses.showMore')}
        </StyledExpand>
        <Link href={detailHref} variant="standalone" aria-label={t('licenses.viewLicense', { label: license.label })}>
          {t('licenses.view')}
        </Link>
      </Stack>
    </StyledCard>
  );
}
