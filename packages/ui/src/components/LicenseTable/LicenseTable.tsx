import styled from 'styled-components';
import type { ClientLicense } from '@orbit/contract';
import { limits, maskLicenseKey, truncate } from '@orbit/domain';
import { formatDate, useTranslation } from '@orbit/i18n';
import { LicenseDeviceSummary } from '../LicenseDeviceSummary/index.ts';
import { Link } from '../Link/index.ts';
import { PlainTable } from '../PlainTable/index.ts';

export interface LicenseTableProps {
  /** The licences to list, already filtered by the search. */
  licenses: readonly ClientLicense[];
  /** Where the View link of a licence goes. */
  detailHref: (license: ClientLicense) => string;
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
export function LicenseTable({ licenses, detailHref, timeZone, now = new Date() }: LicenseTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <PlainTable caption={t('licenses.tableCaption')}>
      <thead>
        <tr>
          <th scope="col">{t('licenses.name')}</th>
          <th scope="col">{t('licenses.key')}</th>
          <th scope="col">{t('licenses.gameModel')}</th>
          <th scope="col">{t('licenses.onlineAt')}</th>
          <th scope="col">{t('devices.machine')}</th>
          <th scope="col">{t('licenses.notes')}</th>
          <th scope="col">{t('licenses.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {licenses.map((license) => (
          <tr key={license.id}>
            <th scope="row">{license.label}</th>
            <StyledKey>{maskLicenseKey(license.key, limits.maskedKeyVisible)}</StyledKey>
            <td>{license.gameModel}</td>
            <td>{formatDate(license.updatedAt, i18n.language, 'dateTime', timeZone)}</td>
            <td>
              <LicenseDeviceSummary license={license} now={now} timeZone={timeZone} />
            </td>
            <td title={license.notes || undefined}>{truncate(license.notes, limits.tableNotesLength)}</td>
            <td>
              <Link
                href={detailHref(license)}
                variant="standalone"
                aria-label={t('licenses.viewLicense', { label: license.label })}
              >
                {t('licenses.view')}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </PlainTable>
  );
}
