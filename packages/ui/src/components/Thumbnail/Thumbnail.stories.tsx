import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { vars } from '../../theme/vars.ts';
import { Thumbnail, type ThumbnailSources } from './Thumbnail.tsx';

/** As wide as a card on the sign-in page. */
const StyledColumn = styled.div`
  max-width: ${vars.size.formWidth};
`;

/** A picture drawn inline at each width, so the story needs no image server. */
function drawnPicture(fill: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    // The picture's own content, not a style of the design system.
    // eslint-disable-next-line no-restricted-syntax
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="${fill}"/><circle cx="8" cy="4.5" r="2.5" fill="#4f46e5"/></svg>`,
  )}`;
}

// The picture's own content, not a style of the design system.
// eslint-disable-next-line no-restricted-syntax
const webp = drawnPicture('#bfdbfe');
// eslint-disable-next-line no-restricted-syntax
const png = drawnPicture('#fecaca');

const sources: ThumbnailSources = {
  webp: [
    { url: webp, width: 320 },
    { url: webp, width: 720 },
  ],
  fallback: png,
};

const meta = {
  title: 'Primitives/Thumbnail',
  component: Thumbnail,
  args: { sources, sizes: '100vw' },
  decorators: [
    (Story) => (
      <StyledColumn>
        <Story />
      </StyledColumn>
    ),
  ],
} satisfies Meta<typeof Thumbnail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Out of the first screen: fetched lazily once the browser has drawn the page, as WebP where the browser reads it. */
export const Deferred: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(image).toHaveAttribute('width', '320');
    await expect(image).toHaveAttribute('height', '180');
    await waitFor(() => expect(image?.currentSrc).toBe(webp));
  },
};

/** In the page's first screen: comes with the page and is fetched first. */
export const FirstScreen: Story = {
  args: { loading: 'first-screen' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('presentation');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'eager');
  },
};
