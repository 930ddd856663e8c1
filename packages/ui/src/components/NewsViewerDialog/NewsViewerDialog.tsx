import styled from 'styled-components';
import type { ContentLanguage } from '@orbit/domain';
import type { News } from '@orbit/contract';
import { useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Modal } from '../Modal/index.ts';
import { formatNewsDate, newsTextIn } from '../NewsCard/index.ts';
import { Stack } from '../Stack/index.ts';

export interface NewsViewerDialogProps {
  /** The news to read; the dialog is closed while this is undefined. */
  news: News | undefined;
  /** The content language to show (docs/domain.md#constants-and-limits: en or pt). */
  language: ContentLanguage;
  /** Called by the close button, Escape or a click outside. */
  onClose: () => void;
  /** Address of the full picture (PNG, for a browser that reads no WebP); without it the dialog has no picture. */
  imageUrl?: string;
  /** Address of the full picture as WebP, which browsers that read it fetch instead. */
  imageWebpUrl?: string;
  /** The reader's IANA time zone for the date; the browser's when omitted. */
  timeZone?: string;
}

const StyledPicture = styled.picture`
  display: block;

  & > img {
    display: block;
    width: 100%;
    max-height: 50vh;
    object-fit: contain;
    border-radius: ${vars.radius.md};
    background: ${vars.color.surfaceMuted};
  }
`;

const StyledDate = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

const StyledDescription = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** The "read more" dialog of a piece of news (docs/domain.md#screens-and-addresses): picture, title and the whole description. */
export function NewsViewerDialog({ news, language, onClose, imageUrl, imageWebpUrl, timeZone }: NewsViewerDialogProps) {
  const { t } = useTranslation();
  const text = news && newsTextIn(news, language);
  return (
    <Modal open={news !== undefined && text !== undefined} onClose={onClose} title={text?.title ?? ''}>
      {news && text && (
        <Stack gap={4}>
          {imageUrl && (
            <StyledPicture>
              {imageWebpUrl && <source type="image/webp" srcSet={imageWebpUrl} />}
              <img src={imageUrl} alt="" decoding="async" />
            </StyledPicture>
          )}
          <StyledDate>
            {t('clientPages.news.publishedOn', { date: formatNewsDate(news.createdAt, timeZone) })}
          </StyledDate>
          <StyledDescription>{text.description}</StyledDescription>
        </Stack>
      )}
    </Modal>
  );
}
