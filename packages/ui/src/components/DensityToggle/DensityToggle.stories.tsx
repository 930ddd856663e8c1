import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { DensityToggle, type DensityToggleProps } from './DensityToggle.tsx';

/** Keeps the density in state, as a table toolbar would, and reports every change to the story's `onChange` spy. */
function StatefulDensityToggle({ value: initialValue, onChange, ...props }: DensityToggleProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <DensityToggle
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
  title: 'Data display/DensityToggle',
  component: DensityToggle,
  args: { value: 'comfortable', onChange: fn() },
  render: (args) => <StatefulDensityToggle {...args} />,
} satisfies Meta<typeof DensityToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Each density, both sizes, with the label shown. */
export const Matrix: Story = {
  render: (args) => (
    <StoryGrid>
      <StoryRow label="small (tables)">
        <DensityToggle {...args} value="comfortable" />
        <DensityToggle {...args} value="compact" />
      </StoryRow>
      <StoryRow label="medium, label shown">
        <DensityToggle {...args} value="compact" size="md" showLabel />
      </StoryRow>
    </StoryGrid>
  ),
};

export const KeyboardSwitchesToCompact: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Comfortable' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Compact' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('compact');
    await expect(canvas.getByRole('radiogroup', { name: 'Density' })).toBeVisible();
  },
};

export const InItalian: Story = {
  globals: { locale: 'it' },
  args: { value: 'compact', showLabel: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Densità' })).toBeVisible();
    await userEvent.click(canvas.getByText('Comoda'));
    await expect(args.onChange).toHaveBeenCalledWith('comfortable');
  },
};
