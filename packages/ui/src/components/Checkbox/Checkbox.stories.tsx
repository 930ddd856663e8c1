import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'OrbitCoaster', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Unticked, ticked and partly ticked, enabled and disabled. */
export const Matrix: Story = {
  render: () => (
    <StoryGrid>
      <StoryRow label="enabled">
        <Checkbox label="Unticked" />
        <Checkbox label="Ticked" defaultChecked />
        <Checkbox label="Some selected" indeterminate />
      </StoryRow>
      <StoryRow label="disabled">
        <Checkbox label="Unticked, disabled" disabled />
        <Checkbox label="Ticked, disabled" defaultChecked disabled />
      </StoryRow>
    </StoryGrid>
  ),
};

export const ClickTicksIt: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'OrbitCoaster' });
    await userEvent.click(within(canvasElement).getByText('OrbitCoaster'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true, expect.anything());
  },
};

export const SpaceUnticksIt: Story = {
  args: { defaultChecked: true },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'OrbitCoaster' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false, expect.anything());
  },
};

export const IndeterminateIsMixed: Story = {
  args: { label: 'Select all', indeterminate: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Select all' });
    await expect(box).toBePartiallyChecked();
  },
};
