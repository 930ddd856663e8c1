import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { WalletRunway } from '@orbit/contract';
import { formatDate, formatNumber, formatRelativeTime, useTranslation } from '@orbit/i18n';
import { media, vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Card, type CardHeadingLevel } from '../Card/index.ts';
import { Stack } from '../Stack/index.ts';

export interface WalletRunwayCardProps {
  /** Days and rides left at the last 7 days' spending; null when none of the client's licences is charged per ride. */
  runway: WalletRunway | null;
  /** "Now", to tell how far away the block is. */
  now: Date;
  /** The viewer's IANA time zone, for the block's moment; the browser's when omitted. */
  timeZone?: string;
  /** Level of the card's heading in the page outline. */
  headingLevel?: CardHeadingLevel;
}

/** Under this many days left, the card warns (the owner's alerts come at 7, 3 and 1 days, ADR 0084). */
export const runwayWarningDays = 7;

const StyledFigures = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${vars.space[4]};

  ${media.belowList} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledFigure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

const StyledLabel = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.textMuted};
`;

const StyledValue = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  const labelId = useId();
  return (
    <StyledFigure role="group" aria-labelledby={labelId}>
      <StyledLabel id={labelId}>{label}</StyledLabel>
      <StyledValue>{value}</StyledValue>
      {hint && <StyledHint>{hint}</StyledHint>}
    </StyledFigure>
  );
}

/**
 * The wallet's runway (ADR 0084): the coins left, how many days and rides they last at the last 7 days' spending,
 * and when the automatic "insufficient coin balance" block is expected; a warning under 7 days and once the coins
 * ran out, and why no block is in sight when none is.
 */
export function WalletRunwayCard({ runway, now, timeZone, headingLevel }: WalletRunwayCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const heading = t('coasters.runway.title');
  if (!runway) {
    return (
      <Card heading={heading} headingLevel={headingLevel}>
        <StyledNote>{t('coasters.runway.notCharged')}</StyledNote>
      </Card>
    );
  }

  const { balance, coinsPerDay, daysLeft, ridesLeft, blockExpectedAt } = runway;
  const count = (value: number, digits = 0) => formatNumber(value, language, { maximumFractionDigits: digits });
  const days = (value: number) =>
    formatNumber(value, language, { style: 'unit', unit: 'day', unitDisplay: 'long', maximumFractionDigits: 1 });
  // The block comes once a charge leaves less than one ride's price: no ride left is the block (ADR 0084).
  const ranOut = balance <= 0 || daysLeft === 0 || ridesLeft === 0;
  const when = blockExpectedAt && {
    date: formatDate(blockExpectedAt, language, 'dateTime', timeZone),
    ago: formatRelativeTime(blockExpectedAt, now, language),
  };
  const none = '—';

  return (
    <Card heading={heading} headingLevel={headingLevel}>
      <Stack gap={4}>
        {/* A state, not news: the blocking banner above the page already interrupts with the block itself. */}
        {ranOut && <Alert tone="warning">{t('coasters.runway.ranOut')}</Alert>}
        {!ranOut && when && daysLeft !== null && daysLeft < runwayWarningDays && (
          <Alert tone="warning">{t('coasters.runway.soon', when)}</Alert>
        )}
        <StyledFigures>
          <Figure
            label={t('coasters.runway.balance')}
            value={count(balance)}
            hint={t('coasters.runway.perDay', { coins: count(coinsPerDay, 1) })}
          />
          <Figure
            label={t('coasters.runway.daysLeft')}
            value={daysLeft === null ? none : days(daysLeft)}
            hint={daysLeft === null ? t('coasters.runway.nothingSpent') : undefined}
          />
          <Figure label={t('coasters.runway.ridesLeft')} value={ridesLeft === null ? none : count(ridesLeft)} />
          <Figure
            label={t('coasters.runway.blockExpected')}
            value={
              when ? (
                <time dateTime={blockExpectedAt ?? undefined} title={when.date}>
                  {when.ago}
                </time>
              ) : (
                t('coasters.runway.noBlock')
              )
            }
            hint={when ? when.date : undefined}
          />
        </StyledFigures>
      </Stack>
    </Card>
  );
}
