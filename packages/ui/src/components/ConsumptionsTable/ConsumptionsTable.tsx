import styled from 'styled-components';
import type { Consumption } from '@orbit/contract';
import { ridePercentage, rideScenarioTitle, rideStatus, type RideStatus } from '@orbit/domain';
import { formatDate, formatNumber, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Badge, type BadgeTone } from '../Badge/index.ts';
import { PlainTable } from '../PlainTable/index.ts';
import { formatRideDuration } from './formatRideDuration.ts';

export type ConsumptionsTableVariant = 'table' | 'list';

export interface ConsumptionsTableProps {
  /** The rides to show, newest first. */
  consumptions: readonly Consumption[];
  /** What the rides are, such as "Rides of Parque Aventura 1"; names the table or list. */
  caption: string;
  /** `table` for wide screens, `list` stacks each ride as a small card for phones. */
  variant?: ConsumptionsTableVariant;
  /** The owner's IANA time zone, for ride dates; the browser's when omitted. */
  timeZone?: string;
}

const statusTones: Record<RideStatus, BadgeTone> = { completed: 'success', incomplete: 'warning' };

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space[1]} ${vars.space[3]};
  padding: ${vars.space[3]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text};
`;

const StyledItemTitle = styled.span`
  font-weight: ${vars.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const StyledMuted = styled.span`
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

/** Rides of a licence: date, scenario, duration, customers, ride status and how much of the scenario was ridden. */
export function ConsumptionsTable({ consumptions, caption, variant = 'table', timeZone }: ConsumptionsTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const rows = consumptions.map((ride) => {
    const status = rideStatus(ride.durationInSeconds);
    return {
      ride,
      status,
      date: formatDate(ride.consumedAt, language, 'dateTime', timeZone),
      scenario: rideScenarioTitle(ride, language),
      percentage: formatNumber(ridePercentage(ride.durationInSeconds, ride.time) / 100, language, { style: 'percent' }),
    };
  });

  if (variant === 'list') {
    return (
      <StyledList aria-label={caption}>
        {rows.map(({ ride, status, date, scenario, percentage }) => (
          <StyledItem key={ride.id}>
            <StyledItemTitle>{scenario}</StyledItemTitle>
            <Badge tone={statusTones[status]}>{t(`licenses.rideStatuses.${status}`)}</Badge>
            <StyledMuted>{date}</StyledMuted>
            <StyledMuted>{percentage}</StyledMuted>
            <StyledMuted>
              {t('licenses.duration')}: {formatRideDuration(ride.durationInSeconds)}
            </StyledMuted>
            <StyledMuted>
              {t('licenses.customers')}: {formatNumber(ride.customersAmount, language)}
            </StyledMuted>
          </StyledItem>
        ))}
      </StyledList>
    );
  }

  return (
    <PlainTable caption={caption} density="compact" noWrap>
      <thead>
        <tr>
          <th scope="col">{t('licenses.date')}</th>
          <th scope="col">{t('licenses.scenario')}</th>
          <th scope="col">{t('licenses.duration')}</th>
          <th scope="col">{t('licenses.customers')}</th>
          <th scope="col">{t('licenses.rideStatus')}</th>
          <th scope="col">{t('licenses.completion')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ ride, status, date, scenario, percentage }) => (
          <tr key={ride.id}>
            <td>{date}</td>
            <td>{scenario}</td>
            <td data-numeric="">{formatRideDuration(ride.durationInSeconds)}</td>
            <td data-numeric="">{formatNumber(ride.customersAmount, language)}</td>
            <td>
              <Badge tone={statusTones[status]}>{t(`licenses.rideStatuses.${status}`)}</Badge>
            </td>
            <td data-numeric="">{percentage}</td>
          </tr>
        ))}
      </tbody>
    </PlainTable>
  );
}
