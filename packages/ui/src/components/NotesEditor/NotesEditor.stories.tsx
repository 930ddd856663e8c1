import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NotesEditor } from './NotesEditor.tsx';

const meta = {
  title: 'Domain/Licenses/NotesEditor',
  component: NotesEditor,
  args: {
    notes: 'Near the food court entrance.',
    licenseLabel: 'Parque Aventura 1',
    onSave: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof NotesEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { notes: '' } };

/** The card shows at most 130 characters of the notes. */
export const LongNotes: Story = {
  args: { notes: 'Beside the bowling alley on the second floor. '.repeat(4).trim().slice(0, 150) },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/^Beside the bowling/);
    await expect(text.textContent).toHaveLength(131);
  },
};

export const EditsAndSaves: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit notes' }));
    const dialog = canvas.getByRole('dialog', { name: 'Notes of Parque Aventura 1' });
    const field = within(dialog).getByLabelText('Notes');
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'By the main door');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith('By the main door');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Above 140 characters the counter warns; at 150 typing stops. */
export const NearTheLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit notes' }));
    const field = within(canvas.getByRole('dialog')).getByLabelText('Notes');
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(145));
    await expect(field).toHaveAccessibleDescription(/145/);
  },
};

export const SaveFails: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('The notes are too long.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit notes' }));
    await userEvent.click(within(canvas.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The notes are too long.');
    await expect(canvas.getByRole('dialog')).toBeVisible();
  },
};
