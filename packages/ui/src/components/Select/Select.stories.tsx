import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { Select, type SelectOption } from './Select.tsx';

const models: SelectOption[] = [
  { value: 'orbit-coaster', label: 'OrbitCoaster' },
  { value: 'bubble-coaster', label: 'BubbleCoaster' },
  { value: 'retired', label: 'Retired model', disabled: true },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Game model', name: 'model', options: models, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every state: chosen, placeholder, hint, required, error, disabled. */
export const Matrix: Story = {
  render: (args) => (
    <StoryGrid>
      <StoryRow label="states" stack>
        <Select {...args} label="Chosen" name="chosen" defaultValue="bubble-coaster" />
        <Select {...args} label="Placeholder" name="placeholder" placeholder="Choose a model" defaultValue="" />
        <Select {...args} label="With hint" name="hint" hint="The simulator the licence runs." />
        <Select
          {...args}
          label="Required with error"
          name="error"
          required
          placeholder="Choose a model"
          defaultValue=""
          error="This field is required."
        />
        <Select {...args} label="Disabled" name="disabled" disabled />
      </StoryRow>
    </StoryGrid>
  ),
};

export const ChoosingCallsOnChange: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Game model' });
    await userEvent.selectOptions(select, 'BubbleCoaster');
    await expect(select).toHaveValue('bubble-coaster');
    await expect(args.onChange).toHaveBeenLastCalledWith('bubble-coaster', expect.anything());
  },
};

export const ErrorIsReadWithTheField: Story = {
  args: { required: true, placeholder: 'Choose a model', defaultValue: '', error: 'This field is required.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Game model' });
    await expect(select).toBeRequired();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('This field is required.');
  },
};
