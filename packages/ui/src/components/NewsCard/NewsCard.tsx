import { useId } from 'react';
import styled from 'styled-components';
import type { ContentLanguage } from '@orbit/domain';
import type { News } from '@orbit/contract';
import { useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { size } from '../../theme/tokens.ts';
import { Button } from '../Button/index.ts';
import { Thumbnail, type ThumbnailLoading, type ThumbnailSources } from '../Thumbnail/index.ts';
import { formatNewsDate, newsTextIn } from './newsText.ts';

export type NewsCardHeadingLevel = 2 | 3;

export interface NewsCardProps {
  /** The piece of news. */
  news: News;
  /** The content language to show (docs/domain.md#constants-and-limits: en or pt); the other one is used while a translation is missing. */
  language: ContentLanguage;
  /** Called by "Read more" to open the whole text. */
  onReadMore: (news: News) => void;
  /** The files of the picture's thumbnail; without them the card has no picture. */
  thumbnail?: ThumbnailSources;
  /** The width the picture is drawn at on each screen (the `sizes` attribute); the card's whole width. */
  thumbnailSizes?: string;
  /** `first-screen` for a card whose picture is in the page's first screen; the others wait for the first draw. */
  thumbnailLoading?: ThumbnailLoading;
  /** Level of the title in the page outline. */
  headingLevel?: NewsCardHeadingLevel;
  /** The reader's IANA time zone for the date; the browser's when omitted. */
  timeZone?: string;
}

/** A card is at most a form's width wherever it stands. */
const formWidthPx = Number.parseInt(size.formWidth, 10);

const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.sm};
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
`;

const StyledDate = styled.time`
  font-size: ${vars.fontSize.xs};
  color: ${vars.color.textMuted};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text};
`;

const StyledResume = styled.p`
  flex: 1;
  margin: 0 0 ${vars.space[2]};
  color: ${vars.color.textMuted};
  line-height: ${vars.lineHeight.normal};
`;

/** One piece of news in a list (docs/domain.md#screens-and-addresses news): picture, date dd/mm/yyyy, title, resume and "Read more". */
export function NewsCard({
  news,
  language,
  onReadMore,
  thumbnail,
  thumbnailSizes = `${formWidthPx}px`,
  thumbnailLoading = 'deferred',
  headingLevel = 2,
  timeZone,
}: NewsCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const text = newsTextIn(news, language);
  if (!text) return null;
  const date = formatNewsDate(news.createdAt, timeZone);

  return (
    <StyledCard aria-labelledby={titleId}>
      {thumbnail && <Thumbnail sources={thumbnail} sizes={thumbnailSizes} loading={thumbnailLoading} />}
      <StyledBody>
        <StyledDate dateTime={news.createdAt} title={t('clientPages.news.publishedOn', { date })}>
          {date}
        </StyledDate>
        <StyledTitle as={`h${headingLevel}`} id={titleId}>
          {text.title}
        </StyledTitle>
        <StyledResume>{text.resume}</StyledResume>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('clientPages.news.readMoreAbout', { title: text.title })}
          onClick={() => onReadMore(news)}
        >
          {t('clientPages.news.readMore')}
        </Button>
      </StyledBody>
    </StyledCard>
  );
}
