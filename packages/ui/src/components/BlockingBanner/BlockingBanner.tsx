import { useId } from 'react';
import styled from 'styled-components';
import { blockReasonForCode, limits, type BlockingBanner as BlockingBannerState } from '@orbit/domain';
import { formatDate, useTranslation } from '@orbit/i18n';
import { ErrorIcon, WarningIcon } from '../../icons/index.ts';
import { toneRules } from '../../theme/mixins.ts';
import { media, vars } from '../../theme/vars.ts';
import { Button } from '../Button/index.ts';

export interface BlockingBannerProps {
  /** What to show, as `blockingBanner` of `@orbit/domain` decides it (docs/domain.md#states-and-transitions); `none` renders nothing. */
  state: BlockingBannerState;
  /** Codes of the open orders that block the whole account, each shown with its reason (docs/domain.md#records-and-fields). */
  codes?: readonly number[];
  /** Called by the request button, which the red banner shows only when `state.canRequestUnblock` is true. */
  onRequestUnblock?: () => void;
  /** The request is being sent: the button is busy and ignores presses. */
  requesting?: boolean;
  /** The button cannot be used now, for instance while offline or while the page reloads after a request. */
  requestDisabled?: boolean;
  /** Why the last request failed, shown below the message. */
  errorMessage?: string;
  /** The client's IANA time zone, in which the expiry date is written; the browser's when omitted. */
  timeZone?: string;
}

const StyledBanner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]} ${vars.space[4]};
  padding: ${vars.space[3]} ${vars.space[6]};
  border-bottom: ${vars.size.borderWidth} solid;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};

  ${toneRules({ error: 'error', warning: 'warning' })}

  ${media.compact} {
    padding: ${vars.space[3]} ${vars.space[4]};
  }
`;

const StyledIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-self: flex-start;
  align-items: center;
  height: calc(${vars.lineHeight.normal} * ${vars.fontSize.sm});
  font-size: ${vars.size.iconMd};
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1 1 0;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: min(100%, calc(${vars.size.formWidth} / 2));

  & p {
    margin: 0;
  }
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
`;

const StyledCodes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-weight: ${vars.fontWeight.medium};
`;

/**
 * The band at the top of every signed-in page (docs/domain.md#states-and-transitions): red while an order blocks the whole account, with the
 * temporary unblock button when the client may ask for one; amber with the expiry date while a temporary unblock
 * is in force and its request is under review.
 */
export function BlockingBanner({
  state,
  codes = [],
  onRequestUnblock,
  requesting = false,
  requestDisabled = false,
  errorMessage,
  timeZone,
}: BlockingBannerProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  if (state.kind === 'none') return null;

  if (state.kind === 'temporarilyUnblocked') {
    return (
      <StyledBanner data-tone="warning" aria-labelledby={titleId}>
        <StyledIcon aria-hidden="true">
          <WarningIcon />
        </StyledIcon>
        <StyledBody>
          <StyledTitle id={titleId}>{t('clientPages.blocking.temporaryTitle')}</StyledTitle>
          <p>
            {t('clientPages.blocking.temporaryMessage', {
              date: formatDate(state.expiresAt, i18n.language, 'dateTime', timeZone),
            })}
          </p>
        </StyledBody>
      </StyledBanner>
    );
  }

  return (
    <StyledBanner data-tone="error" aria-labelledby={titleId}>
      <StyledIcon aria-hidden="true">
        <ErrorIcon />
      </StyledIcon>
      <StyledBody>
        <StyledTitle id={titleId}>{t('clientPages.blocking.blockedTitle')}</StyledTitle>
        <p>{t('clientPages.blocking.blockedMessage')}</p>
        {codes.length > 0 && (
          <StyledCodes>
            {[...new Set(codes)].map((code) => {
              const reason = blockReasonForCode(code);
              return (
                <li key={code}>
                  {reason
                    ? t('clientPages.blocking.reasonCode', {
                        code,
                        reason: t(`clientPages.blocking.reasons.${reason}`),
                      })
                    : `#${code}`}
                </li>
              );
            })}
          </StyledCodes>
        )}
        {errorMessage && <p role="alert">{errorMessage}</p>}
      </StyledBody>
      {state.canRequestUnblock && onRequestUnblock && (
        <Button
          variant="secondary"
          size="sm"
          loading={requesting}
          disabled={requestDisabled}
          onClick={onRequestUnblock}
        >
          {t('clientPages.blocking.requestUnblock', { days: limits.temporaryUnblockDays })}
        </Button>
      )}
    </StyledBanner>
  );
}
