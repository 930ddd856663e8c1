import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { limits } from '@orbit/domain';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { SearchBox, type SearchBoxProps } from './SearchBox.tsx';

/** Keeps the value in state, as a screen would, and reports every change to the story's `onChange` spy. */
function StatefulSearchBox({ value: initialValue, onChange, ...props }: SearchBoxProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <SearchBox
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
  title: 'Primitives/SearchBox',
  component: SearchBox,
  args: { label: 'Search licences', placeholder: 'Label, key or client', value: '', onChange: fn() },
  render: (args) => <StatefulSearchBox {...args} />,
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Empty, filled (with the clear button), with a visible label, disabled. */
export const Matrix: Story = {
  render: (args) => (
    <StoryGrid>
      <StoryRow label="states" stack>
        <StatefulSearchBox {...args} label="Empty" />
        <StatefulSearchBox {...args} label="Filled" value="Arcade" />
        <StatefulSearchBox {...args} label="Visible label" showLabel />
        <StatefulSearchBox {...args} label="Disabled" value="Arcade" disabled />
      </StoryRow>
    </StoryGrid>
  ),
};

export const TypingSearches: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search licences' });
    await userEvent.type(input, 'arc');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(args.onChange).toHaveBeenLastCalledWith('arc');
  },
};

export const DebounceWaitsForAPause: Story = {
  args: { debounceMs: limits.scenarioSearchDebounceMs },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search licences' });
    await userEvent.type(input, 'orbit');
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onChange).toHaveBeenCalledOnce());
    await expect(args.onChange).toHaveBeenCalledWith('orbit');
  },
};

export const ClearEmptiesAndRefocuses: Story = {
  args: { value: 'Arcade' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search licences' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

export const EscapeClears: Story = {
  args: { value: 'Arcade' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search licences' });
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenCalledWith('');
  },
};
