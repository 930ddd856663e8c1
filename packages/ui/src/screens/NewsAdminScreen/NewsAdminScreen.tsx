import type { News, NewsText } from '@orbit/contract';
import { contentTextIn, truncate } from '@orbit/domain';
import { formatDate, formatNumber, useTranslation } from '@orbit/i18n';
import type { DataTableColumn } from '../../components/DataTable/index.ts';
import { NewsEditorDialog, type NewsEditorDialogSubmission } from '../../components/NewsEditorDialog/index.ts';
import { ContentAdminScreen, StyledCellText, type ContentAdminProps } from '../adminContentParts/index.ts';

export interface NewsAdminScreenProps extends ContentAdminProps<News, NewsEditorDialogSubmission> {
  /** The news items matching the search, newest first; undefined while the first answer is on its way. */
  news?: readonly News[];
  /** How many news items exist in all, for the shown-of-total counter (docs/domain.md#screens-and-addresses). */
  total?: number;
  /** The search as typed (id, issuer, active flag or any language's texts, docs/domain.md#validation). */
  search: string;
  /** The staff member's IANA time zone, for dates. */
  timeZone?: string;
}

/** Characters of the summary shown in a row. */
const resumePreviewLength = 60;

/** The news item's second text, its summary, in the translation. */
const summaryOf = (text: NewsText) => text.resume;

/**
 * The news admin (docs/domain.md#screens-and-addresses, docs/domain.md#states-and-transitions, docs/domain.md#validation): every news item with a search, a shown-of-total counter and a create button; per
 * row the status switch and an edit button. Creating (English and a picture) opens the full-screen Portuguese
 * translation next.
 */
export function NewsAdminScreen({ news, total, timeZone, ...props }: NewsAdminScreenProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const columns: DataTableColumn<News>[] = [
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
  ];

  return (
    <ContentAdminScreen
      {...props}
      kind="news"
      rows={news}
      counter={
        total === undefined
          ? undefined
          : t('adminContent.news.counter', {
              shown: formatNumber(news?.length ?? 0, language),
              total: formatNumber(total, language),
            })
      }
      columns={columns}
      secondText={summaryOf}
      toggleFailedReason={t('adminContent.newsEditor.saveFailed')}
      createdMessage={(name) => t('adminContent.newsEditor.created', { name })}
      editor={({ open, row, pictureUrl, onClose, onSubmit }) => (
        <NewsEditorDialog open={open} onClose={onClose} news={row} currentPictureUrl={pictureUrl} onSubmit={onSubmit} />
      )}
    />
  );
}
