import { contentTextIn, type ContentLanguage } from '@orbit/domain';
import type { News, NewsText } from '@orbit/contract';

/** The texts of `news` in `language`, or in the other content language while it is not translated yet. */
export function newsTextIn(news: Pick<News, 'languages'>, language: ContentLanguage): NewsText | undefined {
  return contentTextIn(news.languages, language);
}

/** docs/domain.md#screens-and-addresses: news dates read dd/mm/yyyy in every interface language. */
export function formatNewsDate(date: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(
    new Date(date),
  );
}

/** Newest first (docs/domain.md#screens-and-addresses), whatever order the list came in. */
export function newestFirst<T extends Pick<News, 'createdAt'>>(news: readonly T[]): T[] {
  return [...news].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
