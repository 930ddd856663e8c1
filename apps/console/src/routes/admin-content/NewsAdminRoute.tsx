import { useOutletContext } from 'react-router-dom';
import { uploadImage, useAdminNewsList, useCreateNews, useNewsStatus, useUpdateNews } from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { NewsAdminScreen } from '@orbit/ui';
import { thumbnailUrlOf } from '../thumbnailUrl.ts';
import { useSearchState } from '../../urlState.ts';
import { canChangeContent } from './contentAccess.ts';
import { useTablePreferences } from '../../preferences/tablePreferences.ts';
import { contentListCodec } from './contentSearchAddress.ts';

/** The list's search and sort in the address; the sortable columns are the screen's. */
const newsListCodec = contentListCodec(['id', 'title', 'createdAt']);

/** /dash/admin/news: every news item with its real calls (docs/domain.md#screens-and-addresses). */
export function NewsAdminRoute() {
  const user = useOutletContext<CurrentUser>();
  const [address, setAddress] = useSearchState(newsListCodec);
  const [preferences, remember] = useTablePreferences(user.id, 'news');
  const search = address.search;
  const news = useAdminNewsList(search.trim() ? { q: search.trim() } : {});
  const create = useCreateNews();
  const update = useUpdateNews();
  const status = useNewsStatus();

  return (
    <NewsAdminScreen
      news={news.data?.results}
      total={news.data?.total}
      loading={news.isPending}
      failed={news.isError && !news.data}
      onRetry={() => void news.refetch()}
      search={search}
      // The list follows the text as it is typed: the address changes in place, not one entry per word.
      onSearchChange={(text) => setAddress({ ...address, search: text }, 'replace')}
      density={preferences.density}
      onDensityChange={(density) => remember({ density })}
      // The address's sort wins; without one, the sort this person chose last.
      sort={address.sort ?? preferences.sort}
      onSortChange={(sort) => {
        setAddress({ ...address, sort }, 'replace');
        remember({ sort });
      }}
      canChange={canChangeContent(user.scope)}
      thumbnailUrl={thumbnailUrlOf}
      timeZone={user.timezone}
      onCreate={async ({ language, texts, picture }) => {
        if (!texts || !picture) throw new Error('The news form sent no texts or no picture');
        // The picture goes first (ADR 0031): a failed upload creates nothing, so a retry cannot make two items.
        const { imageKey } = await uploadImage('news', picture);
        return create.mutateAsync({ languages: { [language]: texts }, imageKey });
      }}
      onUpdate={async (item, { language, texts, picture }) => {
        const imageKey = picture ? (await uploadImage('news', picture)).imageKey : undefined;
        return update.mutateAsync({
          id: item.id,
          body: { ...(texts && { languages: { [language]: texts } }), ...(imageKey && { imageKey }) },
        });
      }}
      onTranslate={(item, texts) =>
        update.mutateAsync({
          id: item.id,
          body: { languages: { pt: { title: texts.title, resume: texts.second, description: texts.description } } },
        })
      }
      onToggleActive={(item, isActive) => status.mutateAsync({ id: item.id, isActive })}
    />
  );
}
