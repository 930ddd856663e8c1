import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { mockAdminNews } from '@orbit/mocks';
import { choosePicture, findDialog, storyPicture, storyTextFile } from '../../storybook/contentStoryHelpers.ts';
import { NewsEditorDialog, type NewsEditorDialogSubmission } from './NewsEditorDialog.tsx';

const translatedNews = mockAdminNews.find((item) => item.languages.pt && item.languages.en);
if (!translatedNews) throw new Error('The news fixtures changed');
const englishTitle = translatedNews.languages.en?.title ?? '';

/** A picture drawn inline, standing for the saved one. */
const savedPicture = `data:image/svg+xml,${encodeURIComponent(
  // The picture's own content, not a style of the design system.
  // eslint-disable-next-line no-restricted-syntax
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#bfdbfe"/></svg>',
)}`;

const meta = {
  title: 'Domain/Admin/NewsEditorDialog',
  component: NewsEditorDialog,
  args: { open: true, onClose: fn(), onSubmit: fn((_submission: NewsEditorDialogSubmission) => Promise.resolve()) },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NewsEditorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillNews(canvasElement: HTMLElement) {
  const { dialog, element } = await findDialog(canvasElement, 'New news item');
  await userEvent.type(dialog.getByLabelText(/^Title/), 'Winter pack');
  await userEvent.type(dialog.getByLabelText(/^Summary/), 'Three new snowy rides.');
  await userEvent.type(dialog.getByLabelText(/^Text/), 'Three rides through snow and ice arrive in June.');
  await choosePicture(element, storyPicture('winter.png'));
  return dialog;
}

/** A new item: Create waits for the three English texts and a picture. */
export const CreateEmpty: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await findDialog(canvasElement, 'New news item');
    await expect(dialog.getByRole('button', { name: 'Create news item' })).toBeDisabled();
  },
};

export const CreateFilled: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await fillNews(canvasElement);
    await expect(dialog.getByText('New image')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Create news item' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const [submission] = args.onSubmit.mock.calls[0] ?? [];
    await expect(submission?.language).toBe('en');
    await expect(submission?.texts).toEqual({
      title: 'Winter pack',
      resume: 'Three new snowy rides.',
      description: 'Three rides through snow and ice arrive in June.',
    });
    await expect(submission?.picture?.name).toBe('winter.png');
  },
};

/** Only image files are pictures (docs/domain.md#validation): a text file is refused and Create stays disabled. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, element } = await findDialog(canvasElement, 'New news item');
    await userEvent.type(dialog.getByLabelText(/^Title/), 'Winter pack');
    await userEvent.type(dialog.getByLabelText(/^Summary/), 'Three new snowy rides.');
    await userEvent.type(dialog.getByLabelText(/^Text/), 'Soon.');
    await choosePicture(element, storyTextFile());
    await expect(dialog.getByText('Choose an image file (PNG, JPEG or WebP).')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create news item' })).toBeDisabled();
  },
};

export const Saving: Story = {
  args: { onSubmit: fn((_submission: NewsEditorDialogSubmission) => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const dialog = await fillNews(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Create news item' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Create news item/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** A reply that is a page instead of JSON (docs/domain.md#errors): its message shows under "Error adding news.". */
export const ServerError: Story = {
  args: {
    onSubmit: fn((_submission: NewsEditorDialogSubmission) =>
      Promise.reject(new Error('Server error: Received HTML instead of JSON response. Please check the API endpoint.')),
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await fillNews(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Create news item' }));
    await expect(await dialog.findByText(/Received HTML instead of JSON/)).toBeVisible();
    await expect(dialog.getByText('Error adding news.')).toBeVisible();
  },
};

/** Editing: pick the language, change a text, replace the picture; a field's error clears as soon as it is edited. */
export const Edit: Story = {
  args: { news: translatedNews, currentPictureUrl: savedPicture },
  play: async ({ args, canvasElement }) => {
    const { dialog, element } = await findDialog(canvasElement, `Edit “${englishTitle}”`);
    const save = dialog.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    await expect(dialog.getByRole('img', { name: 'Current picture' })).toBeVisible();
    await userEvent.click(dialog.getByText('Portuguese', { exact: true }));
    await expect(dialog.getByLabelText(/^Title/)).toHaveValue(translatedNews.languages.pt?.title ?? '');
    await userEvent.clear(dialog.getByLabelText(/^Title/));
    await userEvent.click(save);
    await expect(dialog.getByLabelText(/^Title/)).toHaveAccessibleDescription('This field is required.');
    await userEvent.type(dialog.getByLabelText(/^Title/), 'Novo título');
    await expect(dialog.getByLabelText(/^Title/)).not.toHaveAccessibleDescription('This field is required.');
    await choosePicture(element);
    await expect(dialog.getByText('New image')).toBeVisible();
    await userEvent.click(save);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const [submission] = args.onSubmit.mock.calls[0] ?? [];
    await expect(submission?.language).toBe('pt');
    await expect(submission?.texts?.title).toBe('Novo título');
    await expect(submission?.picture).toBeInstanceOf(File);
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const { dialog } = await findDialog(canvasElement, 'Nova notícia');
    await expect(dialog.getByRole('button', { name: 'Criar notícia' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { news: translatedNews, currentPictureUrl: savedPicture },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const { dialog } = await findDialog(canvasElement, `Edit “${englishTitle}”`);
    await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeVisible();
  },
};
