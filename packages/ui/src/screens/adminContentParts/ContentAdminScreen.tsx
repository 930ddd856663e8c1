import { useMemo, useState, type ReactNode } from 'react';
import { contentTextIn, type ContentLanguage } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { Button } from '../../components/Button/index.ts';
import {
  ContentTranslationEditorDialog,
  type ContentTranslationTexts,
} from '../../components/ContentTranslationEditorDialog/index.ts';
import { DataTable, type DataTableColumn, type DataTableSort } from '../../components/DataTable/index.ts';
import {
  ContentAdminPage,
  ContentThumbnail,
  StyledCellText,
  useContentRowColumns,
  useToasts,
  type ContentRow,
  type ContentTableViewProps,
} from './adminContentParts.tsx';

/** The texts every language of a scenario or news item has. */
interface ContentText {
  title: string;
  description: string;
}

/** What the shared screen needs from a scenario or a news item. */
export interface ContentItem extends ContentRow {
  imageKey: string | null;
  languages: Partial<Record<ContentLanguage, ContentText>>;
}

/** The texts of one language of `Row`. */
type ContentTextOf<Row extends ContentItem> = NonNullable<Row['languages'][ContentLanguage]>;

/** The props the news and scenarios admin screens both take, for their rows of `Row` and their editor's `Submission`. */
export interface ContentAdminProps<Row, Submission> extends ContentTableViewProps {
  /** The list is loading. */
  loading?: boolean;
  /** The list could not be loaded: a message with a retry button (docs/domain.md#errors). */
  failed?: boolean;
  /** Called by the retry button. */
  onRetry?: () => void;
  /** The search as typed. */
  search: string;
  /** Called 300 ms after the last key with the new search (docs/domain.md#screens-and-addresses). */
  onSearchChange: (search: string) => void;
  /** Admins and supervisors change the content; colaboradores only look (ADR 0016). */
  canChange: boolean;
  /** Where a picture's thumbnail is served. */
  thumbnailUrl: (imageKey: string) => string;
  /** Creates an item; resolves with it, so its translation can follow. */
  onCreate: (submission: Submission) => Promise<Row>;
  /** Saves the changes of an edited item. */
  onUpdate: (row: Row, submission: Submission) => Promise<unknown>;
  /** Saves the Portuguese texts of an item. */
  onTranslate: (row: Row, texts: ContentTranslationTexts) => Promise<unknown>;
  /** Switches an item on or off; the list refreshes afterwards. */
  onToggleActive: (row: Row, isActive: boolean) => Promise<unknown>;
}

/** The editor dialog as the shared screen drives it. */
export interface ContentEditorState<Row, Submission> {
  /** A create or an edit is under way. */
  open: boolean;
  /** The item edited; none while creating. */
  row?: Row;
  /** The edited item's picture. */
  pictureUrl?: string;
  onClose: () => void;
  onSubmit: (submission: Submission) => Promise<void>;
}

export interface ContentAdminScreenProps<Row extends ContentItem, Submission> extends ContentAdminProps<
  Row,
  Submission
> {
  /** Which content: the texts are `adminContent.<kind>.*`. */
  kind: 'news' | 'scenarios';
  /** The items matching the search; undefined while the first answer is on its way. */
  rows?: readonly Row[];
  /** The shown-of-total counter beside the create button, once there are rows. */
  counter?: string;
  /** The screen's own columns, between the name and the shared ones. */
  columns: readonly DataTableColumn<Row>[];
  /**
   * The second text of the translation, the news item's summary or the scenario's theme: a function of the module,
   * so that the translation's texts stay the same across renders.
   */
  secondText: (text: ContentTextOf<Row>) => string;
  /** The reason given when a switch could not be sent and the server gave none. */
  toggleFailedReason: string;
  /** What to tell once an item is created, if anything. */
  createdMessage?: (name: string) => string;
  /** The table's order before the reader sorts. */
  defaultSort?: DataTableSort;
  /** The editor dialog of a new or an edited item. */
  editor: (state: ContentEditorState<Row, Submission>) => ReactNode;
}

type Editing<Row> = { mode: 'create' } | { mode: 'edit'; row: Row } | null;

/**
 * The layout and flow the news and scenarios admin share: the search, counter and create button, the table with
 * the id, picture and name first and the translation, active switch and actions last, and the editor followed, for a
 * new item, by the Portuguese translation (docs/domain.md#states-and-transitions).
 */
export function ContentAdminScreen<Row extends ContentItem, Submission>(
  props: ContentAdminScreenProps<Row, Submission>,
) {
  const { kind, rows, loading = false, failed = false, search, canChange, thumbnailUrl, secondText } = props;
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [editing, setEditing] = useState<Editing<Row>>(null);
  const [translating, setTranslating] = useState<Row | null>(null);
  const toasts = useToasts();
  const name = (row: Row) =>
    contentTextIn(row.languages, language)?.title ?? t(`adminContent.${kind}.untitled`, { id: row.id });
  // Stable while the same item is translated, so the dialog keeps what is typed across renders.
  const translation = useMemo(() => {
    const textIn = (contentLanguage: ContentLanguage) =>
      translating?.languages[contentLanguage] as ContentTextOf<Row> | undefined;
    const texts = (text: ContentTextOf<Row> | undefined) =>
      text && { title: text.title, second: secondText(text), description: text.description };
    const english = textIn('en');
    return { english, source: texts(english), initial: texts(textIn('pt')) };
  }, [translating, secondText]);

  async function save(submission: Submission) {
    if (editing?.mode === 'edit') {
      await props.onUpdate(editing.row, submission);
      setEditing(null);
      return;
    }
    const created = await props.onCreate(submission);
    setEditing(null);
    if (props.createdMessage) toasts.show('success', props.createdMessage(name(created)));
    // docs/domain.md#states-and-transitions: after the creation, the Portuguese translation.
    setTranslating(created);
  }

  async function translate(texts: ContentTranslationTexts) {
    if (!translating) return;
    await props.onTranslate(translating, texts);
    toasts.show('success', t('adminContent.translation.saved', { name: name(translating) }));
    setTranslating(null);
  }

  const contentColumns = useContentRowColumns<Row>({
    portugueseHeader: t(`adminContent.${kind}.portuguese`),
    actionsHeader: t(`adminContent.${kind}.actions`),
    canChange,
    onToggle: props.onToggleActive,
    showError: (message) => toasts.show('error', message),
    toggleFailedReason: props.toggleFailedReason,
    onEdit: (row) => setEditing({ mode: 'edit', row }),
    onTranslate: setTranslating,
    name,
  });
  const columns: DataTableColumn<Row>[] = [
    {
      id: 'id',
      header: t(`adminContent.${kind}.id`),
      cell: (row) => row.id,
      sortValue: (row) => row.id,
      width: '4rem',
    },
    {
      id: 'picture',
      header: t(`adminContent.${kind}.picturePreview`),
      cell: (row) => <ContentThumbnail url={row.imageKey ? thumbnailUrl(row.imageKey) : undefined} />,
      width: '6rem',
    },
    {
      id: 'title',
      header: t(`adminContent.${kind}.name`),
      cell: (row) => <StyledCellText>{name(row)}</StyledCellText>,
      sortValue: name,
    },
    ...props.columns,
    ...contentColumns,
  ];

  const edited = editing?.mode === 'edit' ? editing.row : undefined;

  return (
    <ContentAdminPage
      title={t(`adminContent.${kind}.title`)}
      description={t(`adminContent.${kind}.description`)}
      searchLabel={t(`adminContent.${kind}.searchLabel`)}
      searchPlaceholder={t(`adminContent.${kind}.searchPlaceholder`)}
      search={search}
      density={props.density ?? 'comfortable'}
      onDensityChange={props.onDensityChange}
      onSearchChange={props.onSearchChange}
      note={canChange ? undefined : t(`adminContent.${kind}.readOnly`)}
      actions={
        <>
          {rows && props.counter !== undefined && <span role="status">{props.counter}</span>}
          {canChange && (
            <Button onClick={() => setEditing({ mode: 'create' })}>{t(`adminContent.${kind}.create`)}</Button>
          )}
        </>
      }
    >
      <DataTable
        label={t(`adminContent.${kind}.tableLabel`)}
        columns={columns}
        rows={rows ?? []}
        rowKey={(row) => String(row.id)}
        loading={loading && !rows}
        error={failed}
        onRetry={props.onRetry}
        emptyMessage={
          search.trim()
            ? t(`adminContent.${kind}.noMatches`, { query: search.trim() })
            : t(`adminContent.${kind}.empty`)
        }
        defaultSort={props.defaultSort}
        cardTitle={name}
        cardHeadingLevel={2}
        density={props.density}
        sort={props.sort}
        onSortChange={props.onSortChange}
      />
      {props.editor({
        open: editing !== null,
        row: edited,
        pictureUrl: edited?.imageKey ? thumbnailUrl(edited.imageKey) : undefined,
        onClose: () => setEditing(null),
        onSubmit: save,
      })}
      <ContentTranslationEditorDialog
        open={translating !== null}
        onClose={() => setTranslating(null)}
        kind={kind === 'news' ? 'news' : 'scenario'}
        name={translating ? (translation.english?.title ?? name(translating)) : ''}
        source={translation.source}
        initial={translation.initial}
        onSubmit={translate}
      />
      {toasts.region}
    </ContentAdminPage>
  );
}
