import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { findDialog } from '../../storybook/contentStoryHelpers.ts';
import { ContentTranslationEditorDialog } from './ContentTranslationEditorDialog.tsx';

const meta = {
  title: 'Domain/Admin/ContentTranslationEditorDialog',
  component: ContentTranslationEditorDialog,
  args: {
    open: true,
    onClose: fn(),
    kind: 'scenario',
    name: 'Sunset Canyon',
    source: { title: 'Sunset Canyon', second: 'Desert', description: 'A ride at dusk through red rocks.' },
    onSubmit: fn(() => Promise.resolve()),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContentTranslationEditorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = 'Portuguese translation of “Sunset Canyon”';

async function translate(canvasElement: HTMLElement) {
  const { dialog } = await findDialog(canvasElement, heading);
  await userEvent.type(dialog.getByLabelText(/^Title in Portuguese/), 'Cânion do Pôr do Sol');
  await userEvent.type(dialog.getByLabelText(/^Theme in Portuguese/), 'Deserto');
  await userEvent.type(dialog.getByLabelText(/^Description in Portuguese/), 'Um passeio ao entardecer.');
  return dialog;
}

/** Nothing typed yet: Save waits for all three texts; the English ones show as the source. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await findDialog(canvasElement, heading);
    await expect(dialog.getByRole('button', { name: 'Save translation' })).toBeDisabled();
    await expect(dialog.getByLabelText(/^Theme in Portuguese/)).toHaveAccessibleDescription('In English: Desert');
  },
};

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await translate(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save translation' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'Cânion do Pôr do Sol',
        second: 'Deserto',
        description: 'Um passeio ao entardecer.',
      }),
    );
  },
};

/** Spaces alone are no translation: Save stays disabled. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await findDialog(canvasElement, heading);
    await userEvent.type(dialog.getByLabelText(/^Title in Portuguese/), 'Cânion');
    await userEvent.type(dialog.getByLabelText(/^Theme in Portuguese/), '   ');
    await userEvent.type(dialog.getByLabelText(/^Description in Portuguese/), 'Um passeio.');
    await expect(dialog.getByRole('button', { name: 'Save translation' })).toBeDisabled();
  },
};

export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const dialog = await translate(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save translation' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Save translation/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Internal server error'))) },
  play: async ({ canvasElement }) => {
    const dialog = await translate(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save translation' }));
    await expect(await dialog.findByText('Internal server error')).toBeVisible();
    await expect(dialog.getByText('The translation could not be saved.')).toBeVisible();
  },
};

/** News translate full screen (docs/domain.md#screens-and-addresses), with a summary instead of a theme. */
export const News: Story = {
  args: {
    kind: 'news',
    name: 'Summer tournament',
    source: { title: 'Summer tournament', second: 'Rules and prizes.', description: 'The tournament opens in July.' },
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await findDialog(canvasElement, 'Portuguese translation of “Summer tournament”');
    await expect(dialog.getByLabelText(/^Summary in Portuguese/)).toBeVisible();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const { dialog } = await findDialog(canvasElement, 'Tradução para o português de “Sunset Canyon”');
    await expect(dialog.getByRole('button', { name: 'Salvar tradução' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { kind: 'news', name: 'Summer tournament' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const { dialog } = await findDialog(canvasElement, 'Portuguese translation of “Summer tournament”');
    await expect(dialog.getByRole('button', { name: 'Later' })).toBeVisible();
  },
};
