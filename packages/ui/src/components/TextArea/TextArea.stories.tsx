import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { limits } from '@orbit/domain';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: {
    label: 'Notes',
    name: 'notes',
    max: limits.licenseNotesMax,
    warnAbove: limits.licenseNotesWarnAbove,
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const notes = (length: number) => 'Arcade Centro, second floor. '.repeat(6).slice(0, length);

export const Default: Story = {};

/** Every state: empty, some text, near the limit, at the limit, hint, error, disabled. */
export const Matrix: Story = {
  render: (args) => (
    <StoryGrid>
      <StoryRow label="states" stack>
        <TextArea {...args} label="Empty" name="empty" />
        <TextArea {...args} label="Some text" name="some" defaultValue={notes(42)} />
        <TextArea {...args} label="Near the limit" name="near" defaultValue={notes(145)} />
        <TextArea {...args} label="At the limit" name="limit" defaultValue={notes(150)} />
        <TextArea {...args} label="With hint" name="hint" hint="Only staff can read these notes." required />
        <TextArea {...args} label="With error" name="error" defaultValue="x" error="This field is required." />
        <TextArea {...args} label="Disabled" name="disabled" defaultValue={notes(20)} disabled />
      </StoryRow>
    </StoryGrid>
  ),
};

export const CounterFollowsTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notesField = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(notesField, 'Call the owner');
    await expect(notesField).toHaveAccessibleDescription('14 of 150 characters');
    await expect(notesField).not.toHaveAttribute('aria-invalid');
  },
};

export const WarnsNearTheLimit: Story = {
  args: { defaultValue: notes(140) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notesField = canvas.getByRole('textbox', { name: 'Notes' });
    await expect(canvas.getByText('140 of 150 characters')).toHaveAttribute('data-tone', 'normal');
    await userEvent.type(notesField, '!');
    await expect(canvas.getByText('141 of 150 characters')).toHaveAttribute('data-tone', 'warning');
  },
};

export const StopsAtTheLimit: Story = {
  args: { defaultValue: notes(148) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notesField = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(notesField, 'abcdef');
    await expect(notesField).toHaveValue(`${notes(148)}ab`);
    await expect(notesField).toHaveAttribute('aria-invalid', 'true');
    await expect(notesField).toHaveAccessibleDescription('Limit of 150 characters reached. 150 of 150 characters');
  },
};
