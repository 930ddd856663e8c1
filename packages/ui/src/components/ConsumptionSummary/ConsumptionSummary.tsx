import styled from 'styled-components';
import type { LicenseConsumptionsReport } from '@orbit/contract';
import { formatNumber, useTranslation } from '@orbit/i18n';
import { media, vars } from '../../theme/vars.ts';
import { StatCard } from '../StatCard/index.ts';

export interface ConsumptionSummaryProps {
  /** Customers and rides of the licence this month, this ISO week and today. */
  report: LicenseConsumptionsReport;
}

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.space[3]};

  ${media.compact} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** This month, this week and today of one licence: customers as the figure, rides under it. */
export function ConsumptionSummary({ report }: ConsumptionSummaryProps) {
  const { t, i18n } = useTranslation();
  const periods = [
    { id: 'month', label: t('licenses.thisMonth'), totals: report.month },
    { id: 'isoWeek', label: t('licenses.thisWeek'), totals: report.isoWeek },
    { id: 'day', label: t('licenses.today'), totals: report.day },
  ] as const;
  return (
    <StyledGrid>
      {periods.map(({ id, label, totals }) => (
        <StatCard
          key={id}
          label={label}
          value={`${formatNumber(totals.customersAmount, i18n.language)} ${t('licenses.customersHint')}`}
          hint={t('licenses.ridesCount', { count: totals.ridesAmount })}
        />
      ))}
    </StyledGrid>
  );
}
