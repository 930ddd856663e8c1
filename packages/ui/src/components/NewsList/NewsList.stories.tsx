import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockNews } from '@orbit/mocks';
import { NewsList } from './NewsList.tsx';

const meta = {
  title: 'Domain/News/NewsList',
  component: NewsList,
  args: { news: [...mockNews].reverse(), language: 'en', timeZone: 'UTC' },
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const dates = within(canvasElement)
      .getAllByRole('article')
      .map((article) => article.querySelector('time')?.textContent);
    await expect(dates).toEqual(['03/05/2026', '12/04/2026', '01/03/2026']);
  },
};

export const Stack: Story = {
  args: { layout: 'stack' },
};
