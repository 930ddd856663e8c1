import styled from 'styled-components';
import type { ClientLicense } from '@orbit/contract';
import { limits, maskLicenseKey, truncate } from '@orbit/domain';
import { formatDate, useTranslation } from '@orbit/i18n';
import { LicenceDeviceSummary } from '../LicenceDeviceSummary/index.ts';
import { Link } from '../Link/index.ts';
import { PlainTable } from '../PlainTable/index.ts';

export interface LicenceTableProps {
  /** The licences to list, already filtered by the search. */
  licences: readonly ClientLicense[];
  /** Where the View link of a licence goes. */
  detailHref: (licence: ClientLicense) => string;
  /** The owner's IANA time zone, for the online-at dates; the browser's when omitted. */
  timeZone?: string;
  /** "Now", to tell how recently each machine called; the time of the render when omitted. */
  now?: Date;
}

const StyledKey = styled.td`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/**
 * The client's licences as a semantic table: name, masked key, game model, online-at, the machine (online or not, its
 * last sync and the rides it still holds), short notes and a View link.
 */
export function LicenceTable({ licences, detailHref, timeZone, now = new Date() }: LicenceTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <PlainTable caption={t('licences.tableCaption')}>
      <thead>
        <tr>
          <th scope="col">{t('licences.name')}</th>
          <th scope="col">{t('licences.key')}</th>
          <th scope="col">{t('licences.gameModel')}</th>
          <th scope="col">{t('licences.onlineAt')}</th>
          <th scope="col">{t('devices.machine')}</th>
          <th scope="col">{t('licences.notes')}</th>
          <th scope="col">{t('licences.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {licences.map((licence) => (
          <tr key={licence.id}>
            <th scope="row">{licence.label}</th>
            <StyledKey>{maskLicenseKey(licence.key, limits.maskedKeyVisible)}</StyledKey>
            <td>{licence.gameModel}</td>
            <td>{formatDate(licence.updatedAt, i18n.language, 'dateTime', timeZone)}</td>
            <td>
              <LicenceDeviceSummary device={licence.device} now={now} timeZone={timeZone} />
            </td>
            <td title={licence.notes || undefined}>{truncate(licence.notes, limits.tableNotesLength)}</td>
            <td>
              <Link
                href={detailHref(licence)}
                variant="standalone"
                aria-label={t('licences.viewLicence', { label: licence.label })}
              >
                {t('licences.view')}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </PlainTable>
  );
}
