import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { News } from '@orbit/contract';
import { mockAdminNews } from '@orbit/mocks';
import {
  choosePicture,
  contentAdminStoryArgs,
  findDialog,
  saveTranslation,
  typeFields,
} from '../../storybook/contentStoryHelpers.ts';
import { NewsAdminScreen } from './NewsAdminScreen.tsx';

const created: News = {
  id: 20,
  isActive: true,
  createdAt: '2026-05-15T12:00:00.000Z',
  updatedAt: '2026-05-15T12:00:00.000Z',
  issuerUserId: 1,
  imageKey: 'winter',
  languages: { en: { title: 'Winter pack', resume: 'Three snowy rides.', description: 'Three rides arrive in June.' } },
};

const meta = {
  title: 'Screens/Admin/NewsAdminScreen',
  component: NewsAdminScreen,
  args: { news: mockAdminNews, total: mockAdminNews.length, timeZone: 'UTC', ...contentAdminStoryArgs(created) },
} satisfies Meta<typeof NewsAdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens "New news item", fills it in with a picture and presses Create; the dialog, for what follows. */
async function createNewsItem(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'New news item' }));
  const { dialog, element } = await findDialog(canvasElement, 'New news item');
  await typeFields(dialog, [
    [/^Title/, 'Winter pack'],
    [/^Summary/, 'Three snowy rides.'],
    [/^Text/, 'Three rides arrive in June.'],
  ]);
  await choosePicture(element);
  await userEvent.click(dialog.getByRole('button', { name: 'Create news item' }));
  return dialog;
}

/** Every item, the shown-of-total counter, the switches and the translation state. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`Showing ${mockAdminNews.length} of ${mockAdminNews.length}`)).toBeVisible();
    const draft = canvas.getByRole('row', { name: /Summer tournament/ });
    await expect(within(draft).getByText('Not translated')).toBeVisible();
    await userEvent.click(within(draft).getByRole('switch', { name: 'Active' }));
    await waitFor(() => expect(args.onToggleActive).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }), true));
  },
};

/** Compact rows, sorted by title, as remembered for the person: the density toggle shows beside the title. */
export const CompactSortedByTitle: Story = {
  args: {
    density: 'compact',
    onDensityChange: fn(),
    sort: { columnId: 'title', direction: 'ascending' },
    onSortChange: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Compact' })).toBeChecked();
    await expect(canvas.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('searchbox', { name: /Search/ })).toHaveAttribute('aria-keyshortcuts', '/');
    await userEvent.click(canvas.getByTitle('Sort by Title'));
    await expect(args.onSortChange).toHaveBeenCalledWith({ columnId: 'title', direction: 'descending' });
    await userEvent.click(canvas.getByText('Comfortable'));
    await expect(args.onDensityChange).toHaveBeenCalledWith('comfortable');
  },
};

export const Empty: Story = {
  args: { news: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No news yet. Create the first one.')).toBeVisible();
  },
};

export const Loading: Story = { args: { news: undefined, total: undefined, loading: true } };

export const ServerError: Story = {
  args: { news: undefined, total: undefined, failed: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A search narrows the list; the counter says how many of all are shown. */
export const Searched: Story = {
  args: { news: mockAdminNews.slice(0, 1), search: 'summer' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(`Showing 1 of ${mockAdminNews.length}`)).toBeVisible();
  },
};

/** Create in English with a picture, then the full-screen Portuguese translation (docs/domain.md#states-and-transitions). */
export const CreateAndTranslate: Story = {
  play: async ({ args, canvasElement }) => {
    await createNewsItem(canvasElement);
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledTimes(1));
    await saveTranslation(canvasElement, 'Winter pack', [
      [/^Title in Portuguese/, 'Pacote de inverno'],
      [/^Summary in Portuguese/, 'Três passeios na neve.'],
      [/^Description in Portuguese/, 'Chegam em junho.'],
    ]);
    await waitFor(() => expect(args.onTranslate).toHaveBeenCalledTimes(1));
  },
};

/** An upload answered without an image key: "Image upload failed" in the dialog. */
export const UploadFails: Story = {
  args: { onCreate: fn(() => Promise.reject(new Error('Image upload failed'))) },
  play: async ({ canvasElement }) => {
    const dialog = await createNewsItem(canvasElement);
    await expect(await dialog.findByText('Image upload failed')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { canChange: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'New news item' })).not.toBeInTheDocument();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notícias' })).toBeVisible();
    await expect(canvas.getByText(`Mostrando ${mockAdminNews.length} de ${mockAdminNews.length}`)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'New news item' })).toBeVisible();
  },
};
