import type { ContentLanguage } from '@orbit/domain';
import type { News } from '@orbit/contract';
import { useTranslation } from '@orbit/i18n';
import { DelayedLoader } from '../../components/DelayedLoader/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorState } from '../../components/ErrorState/index.ts';
import { NewsList } from '../../components/NewsList/index.ts';
import { ScreenHeader } from '../../components/ScreenHeader/index.ts';
import { Stack } from '../../components/Stack/index.ts';
import { ToggleGroup } from '../../components/ToggleGroup/index.ts';

export interface NewsScreenProps {
  /** The active news in `language`; undefined until they arrive. */
  news: readonly News[] | undefined;
  /** The news are being fetched (first load or after a language switch). */
  loading?: boolean;
  /** Loading failed: the error state with a retry button shows instead of the list. */
  failed?: boolean;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
  /** The chosen content language of the PT/EN switch. */
  language: ContentLanguage;
  /** Called with the language the person switches to. */
  onLanguageChange: (language: ContentLanguage) => void;
  /** The folder where the picture of an image key is served (the app knows where); without it no picture is shown. */
  imageFolder?: (imageKey: string) => string;
  /** The reader's IANA time zone for the dates; the browser's when omitted. */
  timeZone?: string;
}

const contentLanguageOrder: readonly ContentLanguage[] = ['pt', 'en'];

/** The client's News screen (docs/domain.md#screens-and-addresses): active news in the chosen language with a PT/EN switch, newest first. */
export function NewsScreen({
  news,
  loading = false,
  failed = false,
  onRetry,
  language,
  onLanguageChange,
  imageFolder,
  timeZone,
}: NewsScreenProps) {
  const { t } = useTranslation();

  function content() {
    if (failed) return <ErrorState message={t('clientPages.news.error')} onRetry={onRetry} retrying={loading} />;
    if (loading || !news) return <DelayedLoader layout="block" label={t('clientPages.news.loading')} />;
    if (news.length === 0) return <EmptyState message={t('clientPages.news.empty')} />;
    return (
      <NewsList news={news} language={language} imageFolder={imageFolder} timeZone={timeZone} firstPictureInView />
    );
  }

  return (
    <Stack gap={6}>
      <ScreenHeader title={t('clientPages.news.title')}>
        <ToggleGroup
          label={t('clientPages.news.language')}
          options={contentLanguageOrder.map((code) => ({ value: code, label: code.toUpperCase() }))}
          value={language}
          onChange={onLanguageChange}
          size="sm"
        />
      </ScreenHeader>
      {content()}
    </Stack>
  );
}
