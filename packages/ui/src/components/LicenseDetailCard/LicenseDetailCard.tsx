import type { ClientLicense } from '@orbit/contract';
import { licenseClientType, licenseStatus, limits, maskLicenseKey, type LicenseStatus } from '@orbit/domain';
import { formatDate, formatNumber, useTranslation } from '@orbit/i18n';
import { Badge, type BadgeTone } from '../Badge/index.ts';
import { Card } from '../Card/index.ts';
import { DescriptionList, type DescriptionListItem } from '../DescriptionList/index.ts';
import { LicenseMachineStatus } from '../LicenseMachineStatus/index.ts';

export interface LicenseDetailCardProps {
  /** The licence shown. */
  license: ClientLicense;
  /** "Now", to tell whether an unlimited period has started and how long ago the machine last called. */
  now: Date;
  /** The owner's IANA time zone, for the online-at date and the machine's last call; the browser's when omitted. */
  timeZone?: string;
  /** Level of the card's heading in the page outline. */
  headingLevel?: 2 | 3;
}

const statusTones: Record<LicenseStatus, BadgeTone> = { active: 'success', revoked: 'danger', inactive: 'neutral' };

/**
 * The data card of a licence: name, masked key, online-at, game model, limited or unlimited type and status, and its
 * machine (ADR 0049): its status as the coasters pages show it (ADR 0084) and when it last called, its last sync and
 * the rides it played offline and has not sent yet.
 */
export function LicenseDetailCard({ license, now, timeZone, headingLevel = 2 }: LicenseDetailCardProps) {
  const { t, i18n } = useTranslation();
  const type = licenseClientType(license, now);
  const status = licenseStatus(license);
  const { device } = license;
  const deviceItems: DescriptionListItem[] = device
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
    : [];
  return (
    <Card heading={t('licenses.licenseData')} headingLevel={headingLevel}>
      <DescriptionList
        items={[
          { id: 'label', label: t('licenses.name'), value: license.label },
          { id: 'key', label: t('licenses.key'), value: maskLicenseKey(license.key, limits.maskedKeyVisible) },
          {
            id: 'onlineAt',
            label: t('licenses.onlineAt'),
            value: formatDate(license.updatedAt, i18n.language, 'dateTime', timeZone),
          },
          { id: 'gameModel', label: t('licenses.gameModel'), value: license.gameModel },
          {
            id: 'type',
            label: t('licenses.type'),
            value: <Badge tone={type === 'unlimited' ? 'info' : 'neutral'}>{t(`licenses.types.${type}`)}</Badge>,
          },
          {
            id: 'status',
            label: t('licenses.status'),
            value: <Badge tone={statusTones[status]}>{t(`licenses.statuses.${status}`)}</Badge>,
          },
          {
            id: 'machine',
            label: t('devices.machine'),
            value: <LicenseMachineStatus license={license} now={now} timeZone={timeZone} />,
          },
          ...deviceItems,
        ]}
      />
    </Card>
  );
}
