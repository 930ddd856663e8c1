import { useId } from 'react';
import styled from 'styled-components';
import type { ClientLicense, Scenario } from '@orbit/contract';
import { contentTextIn } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { media, vars } from '../../theme/vars.ts';
import { Button } from '../Button/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { ErrorState } from '../ErrorState/index.ts';
import { Modal } from '../Modal/index.ts';
import { SearchBox } from '../SearchBox/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { Stack } from '../Stack/index.ts';
import { Toast, ToastRegion, type ToastTone } from '../Toast/index.ts';

/** The state of one of the modal's two lists. */
export type ScenarioListState = 'loading' | 'error' | 'ready';

/** A toast about the last transfer or removal (docs/domain.md#errors). */
export interface LicenseScenariosDialogNotice {
  tone: ToastTone;
  message: string;
}

export interface LicenseScenariosDialogProps {
  /** Whether the modal is shown; the parent owns this state. */
  open: boolean;
  /** Called by the close button, Escape or the backdrop. */
  onClose: () => void;
  /** The licence whose scenarios are managed. */
  license: Pick<ClientLicense, 'key' | 'label'>;
  /** The scenarios the licence holds, already matching the search. */
  obtained: readonly Scenario[];
  /** The scenarios this client's licence can still obtain, already matching the search. */
  obtainable: readonly Scenario[];
  /** State of the obtained list. */
  obtainedState: ScenarioListState;
  /** State of the obtainable list. */
  obtainableState: ScenarioListState;
  /** Called by the retry button of a list that failed to load. */
  onRetry: () => void;
  /** The search text (scenario number, title, theme), shared by both lists. */
  search: string;
  /** Called with the search text, 300 ms after the person stops typing (docs/domain.md#constants-and-limits). */
  onSearchChange: (search: string) => void;
  /** Called by a scenario's Transfer button. */
  onTransfer: (scenario: Scenario) => void;
  /** Called by a scenario's Remove button. */
  onRemove: (scenario: Scenario) => void;
  /** Ids of the scenarios whose transfer or removal runs: their buttons are busy. */
  pendingIds?: ReadonlySet<number>;
  /** Where the thumbnail of an image key is served ({imageKey}/image-thumbnail.png, docs/domain.md#calls). */
  thumbnailUrl: (imageKey: string) => string;
  /** The toast of the last change, if any. */
  notice?: LicenseScenariosDialogNotice;
  /** Called when the toast closes. */
  onNoticeDismiss?: () => void;
}

/** Debounce of the scenario search (docs/domain.md#constants-and-limits). */
const searchDebounceMs = 300;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.space[6]};
  align-items: start;

  ${media.belowList} {
    grid-template-columns: 1fr;
  }
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
`;

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
  grid-template-columns: ${vars.size.controlLg} 1fr auto;
  gap: ${vars.space[3]};
  align-items: center;
  padding: ${vars.space[2]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

const StyledThumbnail = styled.div`
  width: ${vars.size.controlLg};
  height: ${vars.size.controlLg};
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

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};

  & > strong {
    overflow-wrap: anywhere;
  }

  & > span {
    color: ${vars.color.textMuted};
  }
`;

/** The scenario's title in the reader's content language, else by the fallback rule of content texts. */
export function scenarioTitleIn(scenario: Pick<Scenario, 'id' | 'languages'>, language: string): string | undefined {
  return contentTextIn(scenario.languages, language)?.title;
}

interface ScenarioListProps {
  heading: string;
  scenarios: readonly Scenario[];
  state: ScenarioListState;
  emptyMessage: string;
  onRetry: () => void;
  actionLabel: string;
  actionName: (title: string) => string;
  onAction: (scenario: Scenario) => void;
  variant: 'primary' | 'secondary';
  pendingIds: ReadonlySet<number>;
  thumbnailUrl: (imageKey: string) => string;
}

function ScenarioList({
  heading,
  scenarios,
  state,
  emptyMessage,
  onRetry,
  actionLabel,
  actionName,
  onAction,
  variant,
  pendingIds,
  thumbnailUrl,
}: ScenarioListProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <StyledSection aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{heading}</StyledHeading>
      {state === 'loading' && <Skeleton lines={3} />}
      {state === 'error' && (
        <ErrorState message={t('adminLicenses.licenseScenariosDialog.loadError')} onRetry={onRetry} />
      )}
      {state === 'ready' && scenarios.length === 0 && <EmptyState message={emptyMessage} />}
      {state === 'ready' && scenarios.length > 0 && (
        <StyledList aria-labelledby={headingId}>
          {scenarios.map((scenario) => {
            const number = t('adminLicenses.licenseScenariosDialog.scenarioNumber', { id: scenario.id });
            const title = scenarioTitleIn(scenario, i18n.language) ?? number;
            const theme = contentTextIn(scenario.languages, i18n.language)?.theme;
            return (
              <StyledItem key={scenario.id}>
                <StyledThumbnail>
                  {scenario.imageKey && <img src={thumbnailUrl(scenario.imageKey)} alt="" loading="lazy" />}
                </StyledThumbnail>
                <StyledText>
                  <strong>{title}</strong>
                  <span>
                    {[
                      number,
                      theme,
                      t('adminLicenses.licenseScenariosDialog.minutes', { count: Math.round(scenario.time / 60) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </StyledText>
                <Button
                  size="sm"
                  variant={variant}
                  loading={pendingIds.has(scenario.id)}
                  aria-label={actionName(title)}
                  onClick={() => onAction(scenario)}
                >
                  {actionLabel}
                </Button>
              </StyledItem>
            );
          })}
        </StyledList>
      )}
    </StyledSection>
  );
}

/**
 * The Scenario modal of the client page (docs/domain.md#screens-and-addresses, docs/domain.md#states-and-transitions, docs/domain.md#errors): the licence's obtained scenarios and the ones this
 * client's licence can still obtain, side by side (stacked on narrow screens), with thumbnails and titles in the
 * person's language, one search over both, Transfer and Remove per scenario, and a toast for each outcome.
 */
export function LicenseScenariosDialog({
  open,
  onClose,
  license,
  obtained,
  obtainable,
  obtainedState,
  obtainableState,
  onRetry,
  search,
  onSearchChange,
  onTransfer,
  onRemove,
  pendingIds = new Set(),
  thumbnailUrl,
  notice,
  onNoticeDismiss,
}: LicenseScenariosDialogProps) {
  const { t } = useTranslation();
  const query = search.trim();
  const emptyWhenSearching = query ? t('adminLicenses.licenseScenariosDialog.noMatches', { query }) : undefined;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('adminLicenses.licenseScenariosDialog.title', { label: license.label })}
      variant="fullscreen"
    >
      <Stack gap={4}>
        <SearchBox
          label={t('adminLicenses.licenseScenariosDialog.search')}
          placeholder={t('adminLicenses.licenseScenariosDialog.searchPlaceholder')}
          value={search}
          onChange={onSearchChange}
          debounceMs={searchDebounceMs}
        />
        <StyledColumns>
          <ScenarioList
            heading={t('adminLicenses.licenseScenariosDialog.obtained')}
            scenarios={obtained}
            state={obtainedState}
            emptyMessage={emptyWhenSearching ?? t('adminLicenses.licenseScenariosDialog.noObtained')}
            onRetry={onRetry}
            actionLabel={t('adminLicenses.licenseScenariosDialog.remove')}
            actionName={(title) => t('adminLicenses.licenseScenariosDialog.removeScenario', { title })}
            onAction={onRemove}
            variant="secondary"
            pendingIds={pendingIds}
            thumbnailUrl={thumbnailUrl}
          />
          <ScenarioList
            heading={t('adminLicenses.licenseScenariosDialog.obtainable')}
            scenarios={obtainable}
            state={obtainableState}
            emptyMessage={emptyWhenSearching ?? t('adminLicenses.licenseScenariosDialog.noObtainable')}
            onRetry={onRetry}
            actionLabel={t('adminLicenses.licenseScenariosDialog.transfer')}
            actionName={(title) => t('adminLicenses.licenseScenariosDialog.transferScenario', { title })}
            onAction={onTransfer}
            variant="primary"
            pendingIds={pendingIds}
            thumbnailUrl={thumbnailUrl}
          />
        </StyledColumns>
        {notice && (
          <ToastRegion>
            <Toast tone={notice.tone} onDismiss={() => onNoticeDismiss?.()}>
              {notice.message}
            </Toast>
          </ToastRegion>
        )}
      </Stack>
    </Modal>
  );
}
