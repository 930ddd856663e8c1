import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { InWindowCorner, expectInsideWindow, type WindowCorner } from '../../storybook/edgeStories.tsx';
import { formWidthDecorator, withPickerState } from '../PickerPopover/pickerStories.tsx';
import { DateRangePicker, type DateRangePreset } from './DateRangePicker.tsx';

const StatefulDateRangePicker = withPickerState(DateRangePicker);

const presets: DateRangePreset[] = [
  { id: 'last7', label: 'Last 7 days', range: { start: '2026-05-09', end: '2026-05-15' } },
  { id: 'thisMonth', label: 'This month', range: { start: '2026-05-01', end: '2026-05-31' } },
  { id: 'lastMonth', label: 'Last month', range: { start: '2026-04-01', end: '2026-04-30' } },
];

const meta = {
  title: 'Primitives/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Period', value: null, onChange: fn() },
  render: (args) => <StatefulDateRangePicker {...args} />,
  decorators: [formWidthDecorator],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The popover open on a picked range, with presets, as a reviewer sees it. */
export const OpenWithPresets: Story = {
  args: { presets, value: { start: '2026-05-09', end: '2026-05-15' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Period/ }));
    const dialog = canvas.getByRole('dialog', { name: 'Choose dates' });
    await expect(within(dialog).getAllByRole('grid')).toHaveLength(2);
    await expect(within(dialog).getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Saturday, May 9, 2026' })).toHaveFocus());
  },
};

/** Empty, filled, with a hint, required with an error, disabled. */
export const Matrix: Story = {
  render: (args) => (
    <StoryGrid>
      <StoryRow label="states" stack>
        <DateRangePicker {...args} label="Empty" />
        <DateRangePicker {...args} label="Filled" value={{ start: '2026-05-01', end: '2026-05-15' }} />
        <DateRangePicker {...args} label="With hint" hint="Up to one year." />
        <DateRangePicker {...args} label="Required" required error="Choose a period." />
        <DateRangePicker {...args} label="Disabled" value={{ start: '2026-05-01', end: '2026-05-15' }} disabled />
      </StoryRow>
    </StoryGrid>
  ),
};

export const PicksStartThenEnd: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /^Period/ });
    await userEvent.click(trigger);
    const dialog = canvas.getByRole('dialog', { name: 'Choose dates' });
    // Two months side by side on a wide screen.
    await expect(within(dialog).getByRole('grid', { name: 'May 2026' })).toBeVisible();
    await expect(within(dialog).getByRole('grid', { name: 'June 2026' })).toBeVisible();
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Monday, May 4, 2026' }));
    await expect(apply).toBeDisabled();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Start date: May 4, 2026 · End date: not chosen',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wednesday, June 10, 2026' }));
    await expect(within(dialog).getByRole('button', { name: 'Friday, May 15, 2026' }).closest('td')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(apply);
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2026-05-04', end: '2026-06-10' });
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveAccessibleName('Period May 4, 2026 – Jun 10, 2026');
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardPicksARange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Friday, May 15, 2026' })).toHaveFocus());
    await userEvent.keyboard('{Enter}{ArrowDown}{ArrowRight}{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Start date: May 15, 2026 · End date: May 23, 2026');
    // From the day: Next month, Clear, then Apply.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2026-05-15', end: '2026-05-23' });
  },
};

/** A preset fills the draft; Apply sets it. */
export const WithPresets: Story = {
  args: { presets },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Period/ }));
    const dialog = canvas.getByRole('dialog', { name: 'Choose dates' });
    const lastMonth = within(dialog).getByRole('button', { name: 'Last month' });
    await userEvent.click(lastMonth);
    await expect(lastMonth).toHaveAttribute('aria-pressed', 'true');
    await expect(within(dialog).getByRole('grid', { name: 'April 2026' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2026-04-01', end: '2026-04-30' });
  },
};

export const ClearThenApplyEmpties: Story = {
  args: { value: { start: '2026-05-01', end: '2026-05-15' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Period/ }));
    const dialog = canvas.getByRole('dialog', { name: 'Choose dates' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Start date: not chosen · End date: not chosen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByRole('button', { name: /^Period/ })).toHaveAccessibleName('Period Choose dates');
  },
};

export const EscapeKeepsTheValue: Story = {
  args: { value: { start: '2026-05-01', end: '2026-05-15' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /^Period/ });
    await userEvent.click(trigger);
    await userEvent.click(canvas.getByRole('button', { name: 'Wednesday, May 20, 2026' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveAccessibleName('Period May 1, 2026 – May 15, 2026');
  },
};

/** Below 600 px one month fits; the presets line up above it. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { presets, value: { start: '2026-05-04', end: '2026-05-08' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Period/ }));
    const dialog = canvas.getByRole('dialog', { name: 'Choose dates' });
    await waitFor(() => expect(within(dialog).getAllByRole('grid')).toHaveLength(1));
    await expect(within(dialog).getByRole('grid', { name: 'May 2026' })).toBeVisible();
  },
};

function openNearCorner(corner: WindowCorner): Story {
  return {
    args: { presets, value: { start: '2026-05-09', end: '2026-05-15' } },
    render: (args) => (
      <InWindowCorner corner={corner}>
        <StatefulDateRangePicker {...args} />
      </InWindowCorner>
    ),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: /^Period/ }));
      const dialog = canvas.getByRole('dialog', { name: 'Choose dates' });
      await expectInsideWindow(dialog);
      await expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeVisible();
    },
  };
}

/** In the window's bottom-right corner the popover opens above the field and shifts left to stay in view. */
export const OpenNearBottomEnd: Story = openNearCorner('bottom-end');

/** In the top-right corner it opens below and shifts left. */
export const OpenNearTopEnd: Story = openNearCorner('top-end');

/** In the bottom-left corner it opens above, from the field's start. */
export const OpenNearBottomStart: Story = openNearCorner('bottom-start');
