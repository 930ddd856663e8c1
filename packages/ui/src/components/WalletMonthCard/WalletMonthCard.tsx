import styled from 'styled-components';
import { ticketsPerBigMac, type WalletMonthFigures } from '@orbit/domain';
import { formatDate, formatNumber, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Card } from '../Card/index.ts';
import { ErrorState } from '../ErrorState/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { StatCard, type StatCardTrend } from '../StatCard/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';

export interface WalletMonthCardProps {
  /** Any instant of the month shown, such as its start; it names the card. */
  month: string;
  /** The owner's IANA time zone, for the month's name; the browser's when omitted. */
  timeZone?: string;
  /** The month's figures; absent while loading or after an error. */
  figures?: WalletMonthFigures;
  /** Coins a Big Mac costs in the owner's country, for the ticket-per-coins index; unknown when absent. */
  bigMacCoins?: number;
  /** The figures are loading: skeletons stand in for them. */
  loading?: boolean;
  /** Loading failed: an error with a retry button replaces the figures. */
  error?: boolean;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
}

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(calc(${vars.size.controlLg} * 4), 1fr));
  gap: ${vars.space[4]};
`;

/** The figures, and whether each has a hint line once loaded (its skeleton keeps that line's room). */
const figureKeys = [
  ['tickets', true],
  ['rides', false],
  ['consumers', true],
  ['creditsInserted', false],
  ['ticketsPerBigMac', true],
] as const;

function trendOf(current: number, previous: number): StatCardTrend {
  if (current > previous) return 'up';
  if (current < previous) return 'down';
  return 'flat';
}

/** The wallet's month at a glance: tickets, rides, consumers, credits inserted and the ticket-per-coins index. */
export function WalletMonthCard({
  month,
  timeZone,
  figures,
  bigMacCoins,
  loading = false,
  error = false,
  onRetry,
}: WalletMonthCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const heading = t('wallet.monthHeading', { month: formatDate(month, language, 'monthYear', timeZone) });

  if (error) {
    return (
      <Card heading={heading}>
        <ErrorState message={t('wallet.monthError')} onRetry={onRetry} />
      </Card>
    );
  }

  if (loading || !figures) {
    return (
      <Card heading={heading}>
        <StyledGrid aria-busy="true">
          <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
          {figureKeys.map(([key, withHint]) => (
            <StatCard
              key={key}
              label={t(`wallet.${key}`)}
              value={<Skeleton />}
              hint={withHint ? <Skeleton /> : undefined}
            />
          ))}
        </StyledGrid>
      </Card>
    );
  }

  const count = (value: number) => formatNumber(value, language);
  const index = ticketsPerBigMac(figures, bigMacCoins);

  return (
    <Card heading={heading}>
      <StyledGrid>
        <StatCard label={t('wallet.tickets')} value={count(figures.tickets)} hint={t('wallet.ticketsHint')} />
        <StatCard label={t('wallet.rides')} value={count(figures.rides)} />
        <StatCard
          label={t('wallet.consumers')}
          value={count(figures.consumers)}
          trend={trendOf(figures.consumers, figures.previousConsumers)}
          hint={t('wallet.previousPeriod', { amount: count(figures.previousConsumers) })}
        />
        <StatCard label={t('wallet.creditsInserted')} value={count(figures.creditsInserted)} />
        <StatCard
          label={t('wallet.ticketsPerBigMac')}
          value={index === null ? '—' : formatNumber(index, language, { maximumFractionDigits: 1 })}
          hint={
            index === null ? t('wallet.indexUnavailable') : t('wallet.bigMacHint', { coins: count(bigMacCoins ?? 0) })
          }
        />
      </StyledGrid>
    </Card>
  );
}
