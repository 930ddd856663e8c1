import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ContentLanguage } from '@orbit/domain';
import { mockNews } from '@orbit/mocks';
import { NewsScreen, type NewsScreenProps } from './NewsScreen.tsx';

const meta = {
  title: 'Screens/Client/NewsScreen',
  component: NewsScreen,
  args: {
    news: mockNews,
    language: 'en',
    onLanguageChange: fn(),
    onRetry: fn(),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof NewsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen with its switch working, as the app wires it: the list shows the news written in the chosen language. */
function WithLanguageSwitch(props: NewsScreenProps) {
  const [language, setLanguage] = useState<ContentLanguage>(props.language);
  return (
    <NewsScreen
      {...props}
      language={language}
      news={mockNews.filter((item) => item.languages[language])}
      onLanguageChange={(next) => {
        props.onLanguageChange(next);
        setLanguage(next);
      }}
    />
  );
}

export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    const titles = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(titles).toEqual([
      'New scenario pack: Frozen Glacier',
      'Scheduled maintenance on Sunday',
      'Welcome to the new console',
    ]);
    await expect(canvas.getByText('03/05/2026')).toBeVisible();
  },
};

export const ReadMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Read more: Scheduled maintenance on Sunday' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Scheduled maintenance on Sunday' });
    await expect(dialog).toHaveTextContent('Published on 12/04/2026');
    await expect(dialog).toHaveTextContent('synchronisation service is under maintenance');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Read more: Scheduled maintenance on Sunday' })).toHaveFocus();
  },
};

export const SwitchToPortuguese: Story = {
  render: (args) => <WithLanguageSwitch {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The segment's label takes the click, as it does for a person.
    await userEvent.click(canvas.getByText('PT'));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('pt');
    await expect(canvas.getByRole('radio', { name: 'PT' })).toBeChecked();
    await expect(canvas.getByRole('heading', { name: 'Novo pacote de cenários: Geleira Congelada' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { news: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading news…');
  },
};

export const Empty: Story = {
  args: { news: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No news found.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { news: undefined, failed: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The news could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const SpanishInterfacePortugueseNews: Story = {
  globals: { locale: 'es' },
  args: { language: 'pt', news: mockNews.filter((item) => item.languages.pt) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Leer más/ })).toHaveLength(2);
  },
};
