import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { thumbnailHeightOf } from '@orbit/domain';
import { vars } from '../../theme/vars.ts';

/** One WebP file of a thumbnail and its width in pixels. */
export interface ThumbnailFile {
  url: string;
  width: number;
}

/** The files of a thumbnail: WebP cut to 16:9 at several widths, and a PNG for browsers that read no WebP. */
export interface ThumbnailSources {
  /** The WebP files, one per width; the browser fetches the one that fills the drawn width at its density. */
  webp: readonly ThumbnailFile[];
  /** The picture for browsers that read no WebP. */
  fallback: string;
}

/**
 * `first-screen`: the picture is in the page's first screen (its largest paint, often): it comes with the page the
 * server draws and is fetched at once, first among pictures. `deferred`: the server's drawing of the page (ADR 0045)
 * holds only its box; the browser's render gives it its address, and the browser fetches it when it comes near the
 * view, so it never competes with what the first screen needs.
 */
export type ThumbnailLoading = 'first-screen' | 'deferred';

export interface ThumbnailProps {
  /** The picture's files. */
  sources: ThumbnailSources;
  /** The width the picture is drawn at on each screen (the `sizes` attribute: px, vw and calc(), no custom properties). */
  sizes: string;
  /** When the picture is fetched. */
  loading?: ThumbnailLoading;
  /** Text for readers; empty (the default) for a picture that only illustrates its neighbouring title. */
  alt?: string;
  /** Class of the picture element, for its parent's layout. */
  className?: string;
}

/** The width attribute: with the height, the shape the box takes before a file arrives, so nothing moves. */
const layoutWidth = 320;

const StyledPicture = styled.picture`
  display: block;

  & > img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: ${vars.color.surfaceMuted};
  }
`;

const noSubscription = () => () => undefined;

/** True in the browser's render, false in the server's drawing of the page. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A 16:9 picture sent as WebP at the width it is drawn (ADR 0074): `srcset` and `sizes` let the browser fetch one
 * file that fills the box at the screen's density; a browser that reads no WebP takes the PNG. Width and height are
 * set, so the box keeps its place while the file arrives.
 */
export function Thumbnail({ sources, sizes, loading = 'deferred', alt = '', className }: ThumbnailProps) {
  const inBrowser = useInBrowser();
  const firstScreen = loading === 'first-screen';
  const box = { width: layoutWidth, height: thumbnailHeightOf(layoutWidth) };
  if (!firstScreen && !inBrowser) {
    return (
      <StyledPicture className={className} data-deferred="">
        <img alt={alt} {...box} />
      </StyledPicture>
    );
  }
  return (
    <StyledPicture className={className}>
      <source
        type="image/webp"
        srcSet={sources.webp.map((file) => `${file.url} ${file.width}w`).join(', ')}
        sizes={sizes}
      />
      <img
        src={sources.fallback}
        alt={alt}
        {...box}
        loading={firstScreen ? 'eager' : 'lazy'}
        decoding={firstScreen ? undefined : 'async'}
        fetchPriority={firstScreen ? 'high' : 'auto'}
      />
    </StyledPicture>
  );
}
