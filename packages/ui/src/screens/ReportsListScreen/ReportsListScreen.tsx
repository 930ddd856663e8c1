import styled from 'styled-components';
import { formatDate, useTranslation } from '@orbit/i18n';
import { media, vars } from '../../theme/vars.ts';
import { Card } from '../../components/Card/index.ts';
import { Link } from '../../components/Link/index.ts';
import { ScreenHeader } from '../../components/ScreenHeader/index.ts';

/** The staff reports of docs/domain.md#screens-and-addresses, the wallet statement among them. */
export type ReportId =
  | 'rides'
  | 'coins'
  | 'walletStatement'
  | 'licensesByLocation'
  | 'salesByMonth'
  | 'consumptionByMonth'
  | 'consumptionByDay'
  | 'searchLicense';

/** One card of the list. */
export interface ReportCardInfo {
  /** Which report; its name and description come from the catalogue. */
  id: ReportId;
  /** Where View goes. */
  href: string;
  /** When the report was added to the console (ISO instant). */
  createdAt: string;
}

export interface ReportsListScreenProps {
  /** The reports, in the order shown. */
  reports: readonly ReportCardInfo[];
  /** The staff member's IANA time zone, for the dates; the browser's when omitted. */
  timeZone?: string;
}

const StyledScreen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  min-width: 0;
`;

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, calc(${vars.size.controlLg} * 6)), 1fr));
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.compact} {
    grid-template-columns: minmax(0, 1fr);
  }

  & > li,
  & > li > * {
    height: 100%;
  }
`;

const StyledDescription = styled.p`
  flex: 1;
  margin: 0;
  color: ${vars.color.textMuted};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

/** The reports list (docs/domain.md#screens-and-addresses): a card per report with its name, its created date and View. */
export function ReportsListScreen({ reports, timeZone }: ReportsListScreenProps) {
  const { t, i18n } = useTranslation();
  return (
    <StyledScreen>
      <ScreenHeader title={t('adminReports.listTitle')} />
      <StyledGrid>
        {reports.map((report) => {
          const name = t(`adminReports.reports.${report.id}.name`);
          return (
            <li key={report.id}>
              <Card heading={name}>
                <StyledDescription>{t(`adminReports.reports.${report.id}.description`)}</StyledDescription>
                <StyledFooter>
                  <span>
                    {t('adminReports.createdOn', {
                      date: formatDate(report.createdAt, i18n.language, 'medium', timeZone),
                    })}
                  </span>
                  <Link href={report.href} variant="button" aria-label={t('adminReports.viewReport', { name })}>
                    {t('adminReports.view')}
                  </Link>
                </StyledFooter>
              </Card>
            </li>
          );
        })}
      </StyledGrid>
    </StyledScreen>
  );
}
