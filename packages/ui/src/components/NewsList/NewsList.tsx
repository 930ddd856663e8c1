import { useState } from 'react';
import styled from 'styled-components';
import type { ContentLanguage } from '@orbit/domain';
import type { News } from '@orbit/contract';
import { vars } from '../../theme/vars.ts';
import { NewsCard, newestFirst, type NewsCardHeadingLevel, type NewsImageUrls } from '../NewsCard/index.ts';
import { NewsViewerDialog } from '../NewsViewerDialog/index.ts';

export type NewsListLayout = 'grid' | 'stack';

export interface NewsListProps {
  /** The news to list; shown newest first whatever their order. */
  news: readonly News[];
  /** The content language to show (docs/domain.md#constants-and-limits: en or pt). */
  language: ContentLanguage;
  /** Where the picture of an image key is served; without it no picture is shown. */
  imageUrls?: (imageKey: string) => NewsImageUrls;
  /** `grid` fills the width with columns of cards, `stack` puts one card under the other. */
  layout?: NewsListLayout;
  /** Level of the card titles in the page outline. */
  headingLevel?: NewsCardHeadingLevel;
  /** The reader's IANA time zone for the dates; the browser's when omitted. */
  timeZone?: string;
}

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, calc(${vars.size.formWidth} * 0.7)), 1fr));
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-layout='stack'] {
    grid-template-columns: minmax(0, 1fr);
  }

  & > li {
    display: flex;
    flex-direction: column;
  }

  & > li > article {
    flex: 1;
  }
`;

/** Cards of news with the read-more dialog (docs/domain.md#screens-and-addresses: the News screen and the sign-in page). */
export function NewsList({ news, language, imageUrls, layout = 'grid', headingLevel = 2, timeZone }: NewsListProps) {
  const [reading, setReading] = useState<News | undefined>(undefined);
  const readingImage = reading?.imageKey ? imageUrls?.(reading.imageKey).image : undefined;

  return (
    <>
      <StyledList data-layout={layout}>
        {newestFirst(news).map((item) => (
          <li key={item.id}>
            <NewsCard
              news={item}
              language={language}
              onReadMore={setReading}
              thumbnailUrl={item.imageKey ? imageUrls?.(item.imageKey).thumbnail : undefined}
              headingLevel={headingLevel}
              timeZone={timeZone}
            />
          </li>
        ))}
      </StyledList>
      <NewsViewerDialog
        news={reading}
        language={language}
        onClose={() => setReading(undefined)}
        imageUrl={readingImage}
        timeZone={timeZone}
      />
    </>
  );
}
