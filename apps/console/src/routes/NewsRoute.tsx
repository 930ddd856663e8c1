import { useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { useNews } from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { contentLanguageFor, type ContentLanguage } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { NewsScreen } from '@orbit/ui';
import { imageFolderOf } from './newsImages.ts';

/** /dash/news: active news in the chosen text language, starting with the interface's own. */
export function NewsRoute() {
  const { i18n } = useTranslation();
  const user = useOutletContext<CurrentUser>();
  const [language, setLanguage] = useState<ContentLanguage>(() => contentLanguageFor(i18n.language));
  const news = useNews({ lang: language });

  return (
    <NewsScreen
      news={news.data?.results}
      loading={news.isFetching && news.data === undefined}
      failed={news.isError}
      onRetry={() => void news.refetch()}
      language={language}
      onLanguageChange={setLanguage}
      imageFolder={imageFolderOf}
      timeZone={user.timezone}
    />
  );
}
