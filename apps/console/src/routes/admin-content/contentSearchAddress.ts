import type { SearchCodec } from '../../urlState.ts';

/** The news and scenario admin searches in the address (ADR 0066): the text searched, `q`, as the API names it. */
export const contentSearchCodec: SearchCodec<string> = {
  read: (search) => search.get('q') ?? '',
  write: (text) => {
    const search = new URLSearchParams();
    if (text.trim()) search.set('q', text);
    return search;
  },
};
