import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Licence label', name: 'label' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every state: empty, filled, hint, required, error, disabled. */
export const Matrix: Story = {
  render: () => (
    <StoryGrid>
      <StoryRow label="states" stack>
        <TextField label="Empty" name="empty" />
        <TextField label="Filled" name="filled" defaultValue="Arcade Centro" />
        <TextField label="With hint" name="hint" hint="Up to 10 characters are shown in tables." />
        <TextField label="Required" name="required" required />
        <TextField
          label="With error"
          name="error"
          required
          defaultValue="ab"
          error="Must be at least 6 characters long."
        />
        <TextField
          label="Hint and error"
          name="both"
          hint="Letters and numbers."
          defaultValue="abcdef"
          error="Must contain letters and numbers."
        />
        <TextField label="Disabled" name="disabled" defaultValue="Read only" disabled />
      </StoryRow>
    </StoryGrid>
  ),
};

export const TypingUpdatesTheValue: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Licence label');
    await userEvent.type(input, 'Arcade Norte');
    await expect(input).toHaveValue('Arcade Norte');
  },
};

export const ErrorIsReadWithTheField: Story = {
  args: { required: true, hint: 'Shown on the licence list.', error: 'This field is required.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Licence label' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This field is required. Shown on the licence list.');
  },
};
