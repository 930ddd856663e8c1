import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { ToggleGroup, type ToggleGroupOption, type ToggleGroupProps } from './ToggleGroup.tsx';

const periods: ToggleGroupOption[] = [
  { value: 'day', label: 'Day' },
  { value: 'isoWeek', label: 'Week' },
  { value: 'month', label: 'Month' },
];

/** Keeps the choice in state, as a screen would, and reports every change to the story's `onChange` spy. */
function StatefulToggleGroup({ value: initialValue, onChange, ...props }: ToggleGroupProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <ToggleGroup
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/ToggleGroup',
  component: ToggleGroup,
  args: { label: 'Period', options: periods, value: 'day', onChange: fn() },
  render: (args) => <StatefulToggleGroup {...args} />,
} satisfies Meta<typeof ToggleGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Sizes, a visible label, a disabled choice, the whole group disabled. */
export const Matrix: Story = {
  render: (args) => (
    <StoryGrid>
      <StoryRow label="sizes">
        <ToggleGroup {...args} label="Medium" />
        <ToggleGroup {...args} label="Small" size="sm" value="month" />
      </StoryRow>
      <StoryRow label="visible label">
        <ToggleGroup {...args} label="Consumption by" showLabel value="isoWeek" />
      </StoryRow>
      <StoryRow label="disabled">
        <ToggleGroup
          {...args}
          label="One choice disabled"
          options={periods.map((option) => (option.value === 'month' ? { ...option, disabled: true } : option))}
        />
        <ToggleGroup {...args} label="All disabled" disabled />
      </StoryRow>
    </StoryGrid>
  ),
};

export const ArrowsMoveAndChoose: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Period' });
    await userEvent.tab();
    const day = within(group).getByRole('radio', { name: 'Day' });
    await expect(day).toHaveFocus();
    await expect(day).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    const week = within(group).getByRole('radio', { name: 'Week' });
    await expect(week).toHaveFocus();
    await expect(week).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('isoWeek');
    // Arrows wrap around the ends.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(within(group).getByRole('radio', { name: 'Month' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('month');
  },
};

export const ClickChooses: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Month'));
    await expect(canvas.getByRole('radio', { name: 'Month' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Day' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('month');
  },
};
