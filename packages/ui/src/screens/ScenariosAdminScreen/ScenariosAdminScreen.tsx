import { lazy, Suspense, useMemo, useState } from 'react';
import type { Scenario } from '@orbit/contract';
import { contentTextIn } from '@orbit/domain';
import { formatNumber, useTranslation } from '@orbit/i18n';
import { Button } from '../../components/Button/index.ts';
import {
  ContentTranslationEditorDialog,
  type ContentTranslationTexts,
} from '../../components/ContentTranslationEditorDialog/index.ts';
import { DataTable, type DataTableColumn } from '../../components/DataTable/index.ts';
import type { MultiPickerOption } from '../../components/MultiPicker/index.ts';
import type { ScenarioEditorSubmission } from '../../components/ScenarioEditorDialog/index.ts';
import {
  ContentAdminPage,
  ContentThumbnail,
  StyledCellText,
  useContentRowColumns,
  useToasts,
  type ContentTableViewProps,
} from '../adminContentParts/index.ts';

// The editor's form code (Formik and the picture picker) arrives when it first opens, not with the page (ADR 0040);
// the dialog shows a moment later, over the list, so nothing on the page moves.
const ScenarioEditorDialog = lazy(async () => ({
  default: (await import('../../components/ScenarioEditorDialog/index.ts')).ScenarioEditorDialog,
}));

export interface ScenariosAdminScreenProps extends ContentTableViewProps {
  /** The scenarios matching the search; undefined while the first answer is on its way. */
  scenarios?: readonly Scenario[];
  /** The list is loading (the first time, or for a new search without earlier rows). */
  loading?: boolean;
  /** The list could not be loaded: a message with a retry button (docs/domain.md#errors). */
  failed?: boolean;
  /** Called by the retry button. */
  onRetry?: () => void;
  /** The search as typed; the parent asks the server (accent- and case-insensitive). */
  search: string;
  /** Called 300 ms after the last key with the new search (docs/domain.md#screens-and-addresses). */
  onSearchChange: (search: string) => void;
  /** Admins and supervisors change scenarios; colaboradores only look (ADR 0016). */
  canChange: boolean;
  /** Countries for the restriction picker, named in the reader's language. */
  countries: readonly MultiPickerOption[];
  /** The countries are loading. */
  countriesLoading?: boolean;
  /** The countries failed to load. */
  countriesError?: boolean;
  /** Where a scenario picture's thumbnail is served. */
  thumbnailUrl: (imageKey: string) => string;
  /** Creates a scenario (picture first); resolves with it, so its translation can follow. */
  onCreate: (submission: ScenarioEditorSubmission) => Promise<Scenario>;
  /** Saves the changes of an edited scenario. */
  onUpdate: (scenario: Scenario, submission: ScenarioEditorSubmission) => Promise<unknown>;
  /** Saves the Portuguese texts of a scenario. */
  onTranslate: (scenario: Scenario, texts: ContentTranslationTexts) => Promise<unknown>;
  /** Switches a scenario on or off; the list refreshes afterwards. */
  onToggleActive: (scenario: Scenario, isActive: boolean) => Promise<unknown>;
}

type Editing = { mode: 'create' } | { mode: 'edit'; scenario: Scenario } | null;

/** A scenario's name in the reader's language (English fallback, `@orbit/domain`). */
function nameOf(scenario: Scenario, language: string, fallback: string): string {
  return contentTextIn(scenario.languages, language)?.title ?? fallback;
}

/**
 * The scenarios admin (docs/domain.md#screens-and-addresses, docs/domain.md#states-and-transitions, docs/domain.md#validation): the catalogue with a debounced search, a create button, and per row an edit
 * button, a Portuguese translation button and the active switch. Creating opens the editor, then the translation.
 */
export function ScenariosAdminScreen(props: ScenariosAdminScreenProps) {
  const { scenarios, loading = false, failed = false, search, canChange, thumbnailUrl } = props;
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [editing, setEditing] = useState<Editing>(null);
  const [translating, setTranslating] = useState<Scenario | null>(null);
  const toasts = useToasts();
  // Stable while the same scenario is translated, so the dialog keeps what is typed across renders.
  const translation = useMemo(() => {
    const english = translating?.languages.en;
    const portuguese = translating?.languages.pt;
    return {
      english,
      source: english && { title: english.title, second: english.theme, description: english.description },
      initial: portuguese && { title: portuguese.title, second: portuguese.theme, description: portuguese.description },
    };
  }, [translating]);
  const untitled = (scenario: Scenario) => t('adminContent.scenarios.untitled', { id: scenario.id });
  const name = (scenario: Scenario) => nameOf(scenario, language, untitled(scenario));

  async function save(submission: ScenarioEditorSubmission) {
    if (editing?.mode === 'edit') {
      await props.onUpdate(editing.scenario, submission);
      setEditing(null);
      return;
    }
    const created = await props.onCreate(submission);
    setEditing(null);
    // docs/domain.md#screens-and-addresses: after the creation, a second modal adds the Portuguese translation.
    setTranslating(created);
  }

  async function translate(texts: ContentTranslationTexts) {
    if (!translating) return;
    await props.onTranslate(translating, texts);
    toasts.show('success', t('adminContent.translation.saved', { name: name(translating) }));
    setTranslating(null);
  }

  const price = (scenario: Scenario) =>
    scenario.sellable
      ? `${formatNumber(scenario.sellable.brlValue / 100, language, { style: 'currency', currency: 'BRL' })} · ${formatNumber(
          scenario.sellable.usdValue / 100,
          language,
          { style: 'currency', currency: 'USD' },
        )}`
      : t('adminContent.scenarios.free');

  const contentColumns = useContentRowColumns<Scenario>({
    portugueseHeader: t('adminContent.scenarios.portuguese'),
    actionsHeader: t('adminContent.scenarios.actions'),
    canChange,
    onToggle: props.onToggleActive,
    showError: (message) => toasts.show('error', message),
    toggleFailedReason: t('adminContent.scenarioEditor.saveFailed'),
    onEdit: (row) => setEditing({ mode: 'edit', scenario: row }),
    onTranslate: setTranslating,
    name,
  });
  const columns: DataTableColumn<Scenario>[] = [
    {
      id: 'id',
      header: t('adminContent.scenarios.id'),
      cell: (row) => row.id,
      sortValue: (row) => row.id,
      width: '4rem',
    },
    {
      id: 'picture',
      header: t('adminContent.scenarios.picturePreview'),
      cell: (row) => <ContentThumbnail url={row.imageKey ? thumbnailUrl(row.imageKey) : undefined} />,
      width: '6rem',
    },
    {
      id: 'title',
      header: t('adminContent.scenarios.name'),
      cell: (row) => <StyledCellText>{name(row)}</StyledCellText>,
      sortValue: name,
    },
    {
      id: 'theme',
      header: t('adminContent.scenarios.theme'),
      cell: (row) => <StyledCellText>{contentTextIn(row.languages, language)?.theme ?? ''}</StyledCellText>,
    },
    { id: 'gameModel', header: t('adminContent.scenarios.gameModel'), cell: (row) => row.gameModel },
    { id: 'version', header: t('adminContent.scenarios.version'), cell: (row) => row.version },
    {
      id: 'time',
      header: t('adminContent.scenarios.time'),
      align: 'end',
      cell: (row) => (
        <StyledCellText>
          {t('adminContent.scenarios.minutes', {
            minutes: formatNumber(row.time / 60, language, { maximumFractionDigits: 1 }),
          })}
        </StyledCellText>
      ),
      sortValue: (row) => row.time,
    },
    {
      id: 'price',
      header: t('adminContent.scenarios.price'),
      cell: (row) => <StyledCellText>{price(row)}</StyledCellText>,
    },
    {
      id: 'reach',
      header: t('adminContent.scenarios.reach'),
      cell: (row) => (
        <StyledCellText>
          {row.sellable && row.sellable.restrictedCountryIds.length > 0
            ? t('adminContent.scenarios.notSoldIn', { count: row.sellable.restrictedCountryIds.length })
            : t('adminContent.scenarios.everywhere')}
        </StyledCellText>
      ),
    },
    ...contentColumns,
  ];

  const rows = scenarios ?? [];
  const edited = editing?.mode === 'edit' ? editing.scenario : undefined;

  return (
    <ContentAdminPage
      title={t('adminContent.scenarios.title')}
      description={t('adminContent.scenarios.description')}
      searchLabel={t('adminContent.scenarios.searchLabel')}
      searchPlaceholder={t('adminContent.scenarios.searchPlaceholder')}
      search={search}
      density={props.density ?? 'comfortable'}
      onDensityChange={props.onDensityChange}
      onSearchChange={props.onSearchChange}
      note={canChange ? undefined : t('adminContent.scenarios.readOnly')}
      actions={
        <>
          {scenarios && (
            <span role="status">
              {t('adminContent.scenarios.count', { count: formatNumber(rows.length, language) })}
            </span>
          )}
          {canChange && (
            <Button onClick={() => setEditing({ mode: 'create' })}>{t('adminContent.scenarios.create')}</Button>
          )}
        </>
      }
    >
      <DataTable
        label={t('adminContent.scenarios.tableLabel')}
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.id)}
        loading={loading && !scenarios}
        error={failed}
        onRetry={props.onRetry}
        emptyMessage={
          search.trim()
            ? t('adminContent.scenarios.noMatches', { query: search.trim() })
            : t('adminContent.scenarios.empty')
        }
        defaultSort={{ columnId: 'id', direction: 'ascending' }}
        cardTitle={name}
        cardHeadingLevel={2}
        density={props.density}
        sort={props.sort}
        onSortChange={props.onSortChange}
      />
      {editing !== null && (
        <Suspense fallback={null}>
          <ScenarioEditorDialog
            open
            onClose={() => setEditing(null)}
            scenario={edited}
            countries={props.countries}
            countriesLoading={props.countriesLoading}
            countriesError={props.countriesError}
            currentPictureUrl={edited?.imageKey ? thumbnailUrl(edited.imageKey) : undefined}
            onSubmit={save}
          />
        </Suspense>
      )}
      <ContentTranslationEditorDialog
        open={translating !== null}
        onClose={() => setTranslating(null)}
        kind="scenario"
        name={translating ? (translation.english?.title ?? name(translating)) : ''}
        source={translation.source}
        initial={translation.initial}
        onSubmit={translate}
      />
      {toasts.region}
    </ContentAdminPage>
  );
}
