import styled from 'styled-components';
import type { LicenseScenario } from '@orbit/contract';
import { formatNumber, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { Skeleton } from '../Skeleton/index.ts';

/** The scenario texts of the licence as they arrive. */
export type LicenseScenariosState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; scenarios: readonly LicenseScenario[] };

export interface LicenseScenariosCardProps {
  /** Ids of the scenarios the licence holds (`scenariosObtained`), in the order shown. */
  scenarioIds: readonly number[];
  /** Titles, pictures and times of the client's scenarios. */
  state: LicenseScenariosState;
  /** Called by the retry button after a failure. */
  onRetry?: () => void;
}

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-width: 0;
`;

const StyledThumbnail = styled.span`
  flex: none;
  width: calc(${vars.size.controlLg} * 1.5);
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceMuted};

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const StyledTitle = styled.span`
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.text};
  overflow-wrap: anywhere;
`;

const StyledMuted = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

const StyledMessage = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const StyledError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  color: ${vars.color.errorText};
  font-size: ${vars.fontSize.sm};
`;

/**
 * The licence page's scenario card (docs/domain.md#screens-and-addresses, docs/domain.md#constants-and-limits): each scenario the licence holds with its thumbnail, its title in the
 * reader's language (English when not translated) and its length in minutes. "Falha ao carregar o cenário." when the
 * texts cannot be loaded (docs/domain.md#errors).
 */
export function LicenseScenariosCard({ scenarioIds, state, onRetry }: LicenseScenariosCardProps) {
  const { t, i18n } = useTranslation();
  let content;
  if (scenarioIds.length === 0) {
    content = <StyledMessage>{t('licenses.noScenarios')}</StyledMessage>;
  } else if (state.status === 'loading') {
    content = <Skeleton shape="block" />;
  } else if (state.status === 'error') {
    content = (
      <StyledError role="alert">
        <span>{t('adminContent.scenarios.cardLoadError')}</span>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </StyledError>
    );
  } else {
    const byId = new Map(state.scenarios.map((scenario) => [scenario.id, scenario]));
    content = (
      <StyledList>
        {scenarioIds.map((id) => {
          const scenario = byId.get(id);
          const title = scenario?.title ?? t('licenses.scenarioFallback', { id });
          return (
            <StyledItem key={id}>
              <StyledThumbnail>
                {scenario?.thumbnailUrl && <img src={scenario.thumbnailUrl} alt="" loading="lazy" />}
              </StyledThumbnail>
              <StyledText>
                <StyledTitle lang={scenario?.language ?? undefined}>{title}</StyledTitle>
                {scenario && (
                  <StyledMuted>
                    {t('adminContent.scenarios.minutes', {
                      minutes: formatNumber(scenario.time / 60, i18n.language, { maximumFractionDigits: 1 }),
                    })}
                  </StyledMuted>
                )}
              </StyledText>
            </StyledItem>
          );
        })}
      </StyledList>
    );
  }
  return <Card heading={t('licenses.scenarios')}>{content}</Card>;
}
