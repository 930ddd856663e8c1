import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mockNews } from '@orbit/mocks';
import { NewsViewerDialog } from './NewsViewerDialog.tsx';

const [latest] = mockNews;
if (!latest) throw new Error('The news fixtures changed');

const meta = {
  title: 'Domain/News/NewsViewerDialog',
  component: NewsViewerDialog,
  parameters: { layout: 'fullscreen' },
  args: { news: latest, language: 'en', onClose: fn(), timeZone: 'UTC' },
} satisfies Meta<typeof NewsViewerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('dialog', { name: 'New scenario pack: Frozen Glacier' });
    await expect(dialog).toHaveTextContent('Published on 03/05/2026');
    await expect(dialog).toHaveTextContent('three winter rides with new soundtracks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Portuguese: Story = {
  args: { language: 'pt' },
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(dialog).toHaveTextContent('Publicada em 03/05/2026');
    await expect(dialog).toHaveTextContent('O pacote Geleira Congelada');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Closed: Story = {
  args: { news: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};
