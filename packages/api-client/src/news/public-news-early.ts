import type { ContentLanguage } from '@orbit/domain';
import { addressOf, fetchEarly } from '../early.ts';

/**
 * Starts GET /api/public/news for the sign-in page with the page's first code (ADR 0044): its news then show with
 * the form instead of a request and a download later. Apart from `public-news.ts` so that the entry can call it
 * without the data layer; a test holds the path to the contract's.
 */
export function fetchPublicNewsEarly(lang: ContentLanguage): void {
  fetchEarly(addressOf('/api/public/news', { lang }));
}
