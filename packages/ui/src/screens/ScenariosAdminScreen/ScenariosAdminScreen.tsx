import { lazy, Suspense } from 'react';
import type { Scenario, ScenarioText } from '@orbit/contract';
import { contentTextIn } from '@orbit/domain';
import { formatNumber, useTranslation } from '@orbit/i18n';
import type { DataTableColumn } from '../../components/DataTable/index.ts';
import type { MultiPickerOption } from '../../components/MultiPicker/index.ts';
import type { ScenarioEditorSubmission } from '../../components/ScenarioEditorDialog/index.ts';
import { ContentAdminScreen, StyledCellText, type ContentAdminProps } from '../adminContentParts/index.ts';

// The editor's form code (Formik and the picture picker) arrives when it first opens, not with the page (ADR 0040);
// the dialog shows a moment later, over the list, so nothing on the page moves.
const ScenarioEditorDialog = lazy(async () => ({
  default: (await import('../../components/ScenarioEditorDialog/index.ts')).ScenarioEditorDialog,
}));

export interface ScenariosAdminScreenProps extends ContentAdminProps<Scenario, ScenarioEditorSubmission> {
  /** The scenarios matching the search; undefined while the first answer is on its way. */
  scenarios?: readonly Scenario[];
  /** The search as typed; the parent asks the server (accent- and case-insensitive). */
  search: string;
  /** Countries for the restriction picker, named in the reader's language. */
  countries: readonly MultiPickerOption[];
  /** The countries are loading. */
  countriesLoading?: boolean;
  /** The countries failed to load. */
  countriesError?: boolean;
}

/** The scenario's second text, its theme, in the translation. */
const themeOf = (text: ScenarioText) => text.theme;

/**
 * The scenarios admin (docs/domain.md#screens-and-addresses, docs/domain.md#states-and-transitions, docs/domain.md#validation): the catalogue with a debounced search, a create button, and per row an edit
 * button, a Portuguese translation button and the active switch. Creating opens the editor, then the translation.
 */
export function ScenariosAdminScreen({
  scenarios,
  countries,
  countriesLoading,
  countriesError,
  ...props
}: ScenariosAdminScreenProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;

  const price = (scenario: Scenario) =>
    scenario.sellable
      ? `${formatNumber(scenario.sellable.brlValue / 100, language, { style: 'currency', currency: 'BRL' })} · ${formatNumber(
          scenario.sellable.usdValue / 100,
          language,
          { style: 'currency', currency: 'USD' },
        )}`
      : t('adminContent.scenarios.free');

  const columns: DataTableColumn<Scenario>[] = [
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
  ];

  return (
    <ContentAdminScreen
      {...props}
      kind="scenarios"
      rows={scenarios}
      counter={t('adminContent.scenarios.count', { count: formatNumber(scenarios?.length ?? 0, language) })}
      columns={columns}
      secondText={themeOf}
      toggleFailedReason={t('adminContent.scenarioEditor.saveFailed')}
      defaultSort={{ columnId: 'id', direction: 'ascending' }}
      editor={({ open, row, pictureUrl, onClose, onSubmit }) =>
        open && (
          <Suspense fallback={null}>
            <ScenarioEditorDialog
              open
              onClose={onClose}
              scenario={row}
              countries={countries}
              countriesLoading={countriesLoading}
              countriesError={countriesError}
              currentPictureUrl={pictureUrl}
              onSubmit={onSubmit}
            />
          </Suspense>
        )
      }
    />
  );
}
