import { useMemo, useState } from 'react';
import type { News } from '@orbit/contract';
import { contentTextIn, truncate } from '@orbit/domain';
import { formatDate, formatNumber, useTranslation } from '@orbit/i18n';
import { Button } from '../../components/Button/index.ts';
import {
  ContentTranslationEditorDialog,
  type ContentTranslationTexts,
} from '../../components/ContentTranslationEditorDialog/index.ts';
import { DataTable, type DataTableColumn } from '../../components/DataTable/index.ts';
import { NewsEditorDialog, type NewsEditorDialogSubmission } from '../../components/NewsEditorDialog/index.ts';
import {
  ContentAdminPage,
  ContentThumbnail,
  StyledCellText,
  useContentRowColumns,
  useToasts,
  type ContentTableViewProps,
} from '../adminContentParts/index.ts';

export interface NewsAdminScreenProps extends ContentTableViewProps {
  /** The news items matching the search, newest first; undefined while the first answer is on its way. */
  news?: readonly News[];
  /** How many news items exist in all, for the shown-of-total counter (docs/domain.md#screens-and-addresses). */
  total?: number;
  /** The list is loading. */
  loading?: boolean;
  /** The list could not be loaded: a message with a retry button. */
  failed?: boolean;
  /** Called by the retry button. */
  onRetry?: () => void;
  /** The search as typed (id, issuer, active flag or any language's texts, docs/domain.md#validation). */
  search: string;
  /** Called 300 ms after the last key with the new search. */
  onSearchChange: (search: string) => void;
  /** Admins and supervisors change news; colaboradores only look (ADR 0016). */
  canChange: boolean;
  /** Where a news picture's thumbnail is served. */
  thumbnailUrl: (imageKey: string) => string;
  /** The staff member's IANA time zone, for dates. */
  timeZone?: string;
  /** Creates a news item in English with its picture; resolves with it, so its translation can follow. */
  onCreate: (submission: NewsEditorDialogSubmission) => Promise<News>;
  /** Saves an edit: one language's texts and, when replaced, the picture. */
  onUpdate: (news: News, submission: NewsEditorDialogSubmission) => Promise<unknown>;
  /** Saves the Portuguese texts of a news item. */
  onTranslate: (news: News, texts: ContentTranslationTexts) => Promise<unknown>;
  /** Shows or hides a news item; the list refreshes afterwards. */
  onToggleActive: (news: News, isActive: boolean) => Promise<unknown>;
}

type Editing = { mode: 'create' } | { mode: 'edit'; news: News } | null;

/** Characters of the summary shown in a row. */
const resumePreviewLength = 60;

/**
 * The news admin (docs/domain.md#screens-and-addresses, docs/domain.md#states-and-transitions, docs/domain.md#validation): every news item with a search, a shown-of-total counter and a create button; per
 * row the status switch and an edit button. Creating (English and a picture) opens the full-screen Portuguese
 * translation next.
 */
export function NewsAdminScreen(props: NewsAdminScreenProps) {
  const { news, total, loading = false, failed = false, search, canChange, thumbnailUrl, timeZone } = props;
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [editing, setEditing] = useState<Editing>(null);
  const [translating, setTranslating] = useState<News | null>(null);
  const toasts = useToasts();
  const name = (item: News) =>
    contentTextIn(item.languages, language)?.title ?? t('adminContent.news.untitled', { id: item.id });
  const translation = useMemo(() => {
    const english = translating?.languages.en;
    const portuguese = translating?.languages.pt;
    return {
      english,
      source: english && { title: english.title, second: english.resume, description: english.description },
      initial: portuguese && {
        title: portuguese.title,
        second: portuguese.resume,
        description: portuguese.description,
      },
    };
  }, [translating]);

  async function save(submission: NewsEditorDialogSubmission) {
    if (editing?.mode === 'edit') {
      await props.onUpdate(editing.news, submission);
      setEditing(null);
      return;
    }
    const created = await props.onCreate(submission);
    setEditing(null);
    toasts.show('success', t('adminContent.newsEditor.created', { name: name(created) }));
    // docs/domain.md#states-and-transitions: create in English, then the image, then the Portuguese translation.
    setTranslating(created);
  }

  async function translate(texts: ContentTranslationTexts) {
    if (!translating) return;
    await props.onTranslate(translating, texts);
    toasts.show('success', t('adminContent.translation.saved', { name: name(translating) }));
    setTranslating(null);
  }

  const contentColumns = useContentRowColumns<News>({
    portugueseHeader: t('adminContent.news.portuguese'),
    actionsHeader: t('adminContent.news.actions'),
    canChange,
    onToggle: props.onToggleActive,
    showError: (message) => toasts.show('error', message),
    toggleFailedReason: t('adminContent.newsEditor.saveFailed'),
    onEdit: (row) => setEditing({ mode: 'edit', news: row }),
    onTranslate: setTranslating,
    name,
  });
  const columns: DataTableColumn<News>[] = [
    { id: 'id', header: t('adminContent.news.id'), cell: (row) => row.id, sortValue: (row) => row.id, width: '4rem' },
    {
      id: 'picture',
      header: t('adminContent.news.picturePreview'),
      cell: (row) => <ContentThumbnail url={row.imageKey ? thumbnailUrl(row.imageKey) : undefined} />,
      width: '6rem',
    },
    {
      id: 'title',
      header: t('adminContent.news.name'),
      cell: (row) => <StyledCellText>{name(row)}</StyledCellText>,
      sortValue: name,
    },
    {
      id: 'resume',
      header: t('adminContent.news.resume'),
      cell: (row) => (
        <StyledCellText>
          {truncate(contentTextIn(row.languages, language)?.resume ?? '', resumePreviewLength)}
        </StyledCellText>
      ),
    },
    {
      id: 'createdAt',
      header: t('adminContent.news.createdAt'),
      cell: (row) => <StyledCellText>{formatDate(row.createdAt, language, 'medium', timeZone)}</StyledCellText>,
      sortValue: (row) => Date.parse(row.createdAt),
    },
    { id: 'issuer', header: t('adminContent.news.issuer'), cell: (row) => `#${row.issuerUserId}`, align: 'end' },
    ...contentColumns,
  ];

  const rows = news ?? [];
  const edited = editing?.mode === 'edit' ? editing.news : undefined;

  return (
    <ContentAdminPage
      title={t('adminContent.news.title')}
      description={t('adminContent.news.description')}
      searchLabel={t('adminContent.news.searchLabel')}
      searchPlaceholder={t('adminContent.news.searchPlaceholder')}
      search={search}
      density={props.density ?? 'comfortable'}
      onDensityChange={props.onDensityChange}
      onSearchChange={props.onSearchChange}
      note={canChange ? undefined : t('adminContent.news.readOnly')}
      actions={
        <>
          {news && total !== undefined && (
            <span role="status">
              {t('adminContent.news.counter', {
                shown: formatNumber(rows.length, language),
                total: formatNumber(total, language),
              })}
            </span>
          )}
          {canChange && <Button onClick={() => setEditing({ mode: 'create' })}>{t('adminContent.news.create')}</Button>}
        </>
      }
    >
      <DataTable
        label={t('adminContent.news.tableLabel')}
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.id)}
        loading={loading && !news}
        error={failed}
        onRetry={props.onRetry}
        emptyMessage={
          search.trim() ? t('adminContent.news.noMatches', { query: search.trim() }) : t('adminContent.news.empty')
        }
        cardTitle={name}
        cardHeadingLevel={2}
        density={props.density}
        sort={props.sort}
        onSortChange={props.onSortChange}
      />
      <NewsEditorDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        news={edited}
        currentPictureUrl={edited?.imageKey ? thumbnailUrl(edited.imageKey) : undefined}
        onSubmit={save}
      />
      <ContentTranslationEditorDialog
        open={translating !== null}
        onClose={() => setTranslating(null)}
        kind="news"
        name={translating ? (translation.english?.title ?? name(translating)) : ''}
        source={translation.source}
        initial={translation.initial}
        onSubmit={translate}
      />
      {toasts.region}
    </ContentAdminPage>
  );
}
