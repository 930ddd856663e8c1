import { useState } from 'react';
import styled from 'styled-components';
import type { ContentLanguage } from '@orbit/domain';
import type { News } from '@orbit/contract';
import { breakpoint, size, space } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.ts';
import { NewsCard, newestFirst, type NewsCardHeadingLevel } from '../NewsCard/index.ts';
import { NewsViewerDialog } from '../NewsViewerDialog/index.ts';
import { pictureFilesIn } from '../Thumbnail/index.ts';

export type NewsListLayout = 'grid' | 'stack';

export interface NewsListProps {
  /** The news to list; shown newest first whatever their order. */
  news: readonly News[];
  /** The content language to show (docs/domain.md#constants-and-limits: en or pt). */
  language: ContentLanguage;
  /** The folder where the picture of an image key is served; without it no picture is shown. */
  imageFolder?: (imageKey: string) => string;
  /** `grid` fills the width with columns of cards, `stack` puts one card under the other. */
  layout?: NewsListLayout;
  /** Level of the card titles in the page outline. */
  headingLevel?: NewsCardHeadingLevel;
  /** The reader's IANA time zone for the dates; the browser's when omitted. */
  timeZone?: string;
  /**
   * The first card's picture is in the page's first screen (the sign-in page, the news page): it comes with the page
   * and is fetched first; the other pictures always wait for the first draw (ADR 0074).
   */
  firstPictureInView?: boolean;
}

const pagePadding = Number.parseInt(space[4], 10);
const formWidthPx = Number.parseInt(size.formWidth, 10);

/**
 * The width a card's picture is drawn at, for the browser to choose its file (custom properties cannot be used in
 * `sizes`): the page's width less its padding on phones, else about a form's width (a grid's column is 0.7 to 1.4 of
 * it).
 */
const thumbnailSizes: Record<NewsListLayout, string> = {
  stack: `(max-width: ${formWidthPx + 2 * pagePadding}px) calc(100vw - ${2 * pagePadding}px), ${formWidthPx}px`,
  grid: `(max-width: ${breakpoint.shell}px) calc(100vw - ${2 * pagePadding}px), ${formWidthPx}px`,
};

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
export function NewsList({
  news,
  language,
  imageFolder,
  layout = 'grid',
  headingLevel = 2,
  timeZone,
  firstPictureInView = false,
}: NewsListProps) {
  const [reading, setReading] = useState<News | undefined>(undefined);
  const picturesOf = (imageKey: string | null) =>
    imageKey && imageFolder ? pictureFilesIn(imageFolder(imageKey)) : undefined;
  const readingImage = picturesOf(reading?.imageKey ?? null);

  return (
    <>
      <StyledList data-layout={layout}>
        {newestFirst(news).map((item, index) => (
          <li key={item.id}>
            <NewsCard
              news={item}
              language={language}
              onReadMore={setReading}
              thumbnail={picturesOf(item.imageKey)?.thumbnail}
              thumbnailSizes={thumbnailSizes[layout]}
              thumbnailLoading={firstPictureInView && index === 0 ? 'first-screen' : 'deferred'}
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
        imageUrl={readingImage?.image}
        imageWebpUrl={readingImage?.imageWebp}
        timeZone={timeZone}
      />
    </>
  );
}
