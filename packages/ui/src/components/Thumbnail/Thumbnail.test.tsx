import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Thumbnail, type ThumbnailSources } from './Thumbnail.tsx';

const sources: ThumbnailSources = {
  webp: [
    { url: '/uploads/k/thumbnail-320.webp', width: 320 },
    { url: '/uploads/k/thumbnail-720.webp', width: 720 },
  ],
  fallback: '/uploads/k/image-thumbnail.png',
};
const sizes = '(max-width: 432px) calc(100vw - 32px), 400px';

/** The markup as a browser reads it, from the server's drawing of a page. */
function drawnByTheServer(element: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  return container;
}

describe('Thumbnail', () => {
  it('holds only its box in the server’s drawing of a page, with no address to fetch', () => {
    const page = drawnByTheServer(<Thumbnail sources={sources} sizes={sizes} />);
    const image = page.querySelector('img');
    expect(image?.getAttribute('width')).toBe('320');
    expect(image?.getAttribute('height')).toBe('180');
    expect(image?.hasAttribute('src')).toBe(false);
    expect(page.querySelector('source')).toBeNull();
  });

  it('comes with the server’s drawing when it is in the first screen, fetched first and as WebP', () => {
    const page = drawnByTheServer(<Thumbnail sources={sources} sizes={sizes} loading="first-screen" />);
    const source = page.querySelector('source');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('srcset')).toBe(
      '/uploads/k/thumbnail-320.webp 320w, /uploads/k/thumbnail-720.webp 720w',
    );
    expect(source?.getAttribute('sizes')).toBe(sizes);
    const image = page.querySelector('img');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('src')).toBe(sources.fallback);
  });

  it('is fetched lazily and decoded off the main thread in the browser’s render, the PNG only without WebP', () => {
    const { container } = render(<Thumbnail sources={sources} sizes={sizes} />);
    expect(container.querySelector('source')?.getAttribute('type')).toBe('image/webp');
    const image = container.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('decoding')).toBe('async');
    expect(image?.getAttribute('src')).toBe(sources.fallback);
    expect(image?.getAttribute('width')).toBe('320');
    expect(image?.getAttribute('height')).toBe('180');
  });
});
