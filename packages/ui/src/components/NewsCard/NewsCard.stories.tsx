import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { mockNews } from '@orbit/mocks';
import { vars } from '../../theme/vars.ts';
import { NewsCard } from './NewsCard.tsx';

/** As wide as a card in the news grid. */
const StyledColumn = styled.div`
  max-width: calc(${vars.size.formWidth} * 0.8);
`;

const [latest, , englishOnly] = mockNews;
if (!latest || !englishOnly) throw new Error('The news fixtures changed');

/** A picture drawn inline, so the story needs no image server. */
const picture = `data:image/svg+xml,${encodeURIComponent(
  // The picture's own content, not a style of the design system.
  // eslint-disable-next-line no-restricted-syntax
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#bfdbfe"/><circle cx="8" cy="4.5" r="2.5" fill="#4f46e5"/></svg>',
)}`;

const meta = {
  title: 'Domain/News/NewsCard',
  component: NewsCard,
  args: { news: latest, language: 'en', onReadMore: fn(), timeZone: 'UTC' },
  decorators: [
    (Story) => (
      <StyledColumn>
        <Story />
      </StyledColumn>
    ),
  ],
} satisfies Meta<typeof NewsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'New scenario pack: Frozen Glacier' })).toBeVisible();
    await expect(canvas.getByText('03/05/2026')).toHaveAttribute('datetime', latest.createdAt);
    await userEvent.click(canvas.getByRole('button', { name: 'Read more: New scenario pack: Frozen Glacier' }));
    await expect(args.onReadMore).toHaveBeenCalledWith(latest);
  },
};

export const WithPicture: Story = {
  args: { thumbnail: { webp: [{ url: picture, width: 320 }], fallback: picture } },
};

export const Portuguese: Story = {
  args: { language: 'pt' },
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Novo pacote de cenários: Geleira Congelada' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Leia mais/ })).toBeVisible();
  },
};

export const UntranslatedFallsBackToEnglish: Story = {
  args: { news: englishOnly, language: 'pt' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Welcome to the new console' })).toBeVisible();
  },
};
