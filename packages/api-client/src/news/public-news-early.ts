import type { ContentLanguage } from '@orbit/domain';
import { addressOf, fetchEarly } from '../early.ts';

/** The key of the sign-in page's news query, for a page that came with its answer (ADR 0045). */
export function publicNewsQueryKey(query: { lang?: ContentLanguage } = {}) {
  return ['news', 'public', query] as const;
}

/**
 * Starts GET /api/public/news for the sign-in page with the page's first code (ADR 0044): its news then show with
 * the form instead of a request and a download later. Apart from `public-news.ts` so that the entry can call it
 * without the data layer; a test holds the path to the contract's.
 */
export function fetchPublicNewsEarly(lang: ContentLanguage): void {
  fetchEarly(addressOf('/api/public/news', { lang }));
}
