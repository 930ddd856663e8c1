import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { InWindowCorner, expectInsideWindow, type WindowCorner } from '../../storybook/edgeStories.tsx';
import { formWidthDecorator, withPickerState } from '../PickerPopover/pickerStories.tsx';
import { DateTimeRangePicker } from './DateTimeRangePicker.tsx';

const StatefulDateTimeRangePicker = withPickerState(DateTimeRangePicker);

const meta = {
  title: 'Primitives/DateTimeRangePicker',
  component: DateTimeRangePicker,
  args: { label: 'Rides between', value: null, onChange: fn() },
  render: (args) => <StatefulDateTimeRangePicker {...args} />,
  decorators: [formWidthDecorator],
} satisfies Meta<typeof DateTimeRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The popover open on a picked period, with its times. */
export const Open: Story = {
  args: { value: { start: '2026-05-04T08:00', end: '2026-05-08T20:30' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Rides between/ }));
    const dialog = canvas.getByRole('dialog', { name: 'Choose dates' });
    await expect(within(dialog).getByLabelText('Start time')).toHaveValue('08:00');
    await expect(within(dialog).getByLabelText('End time')).toHaveValue('20:30');
    await expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeEnabled();
  },
};

/** Empty, filled, required with an error, disabled. */
export const Matrix: Story = {
  render: (args) => (
    <StoryGrid>
      <StoryRow label="states" stack>
        <DateTimeRangePicker {...args} label="Empty" />
        <DateTimeRangePicker {...args} label="Filled" value={{ start: '2026-05-01T08:00', end: '2026-05-15T22:30' }} />
        <DateTimeRangePicker {...args} label="Required" required error="Choose a period." />
        <DateTimeRangePicker
          {...args}
          label="Disabled"
          value={{ start: '2026-05-01T00:00', end: '2026-05-15T23:59' }}
          disabled
        />
      </StoryRow>
    </StoryGrid>
  ),
};

/** Whole days by default: the times start at 00:00 and 23:59. */
export const PicksDaysAndTimes: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Rides between/ }));
    const dialog = canvas.getByRole('dialog', { name: 'Choose dates' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Friday, May 1, 2026' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sunday, May 10, 2026' }));
    const startTime = within(dialog).getByLabelText('Start time');
    await expect(startTime).toHaveValue('00:00');
    await expect(within(dialog).getByLabelText('End time')).toHaveValue('23:59');
    fireEvent.change(startTime, { target: { value: '08:30' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2026-05-01T08:30', end: '2026-05-10T23:59' });
    await expect(canvas.getByRole('button', { name: /^Rides between/ })).toHaveAccessibleName(
      // Intl puts a narrow no-break space before AM and PM.
      /^Rides between May 1, 2026, 8:30\sAM – May 10, 2026, 11:59\sPM$/,
    );
  },
};

/** On one day the end time must come after the start time before Apply is possible. */
export const EndBeforeStartOnOneDay: Story = {
  args: { value: { start: '2026-05-12T09:00', end: '2026-05-12T18:00' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Rides between/ }));
    const dialog = canvas.getByRole('dialog', { name: 'Choose dates' });
    const endTime = within(dialog).getByLabelText('End time');
    fireEvent.change(endTime, { target: { value: '07:00' } });
    await waitFor(() => expect(endTime).toHaveAccessibleDescription('The end must come after the start.'));
    await expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
    fireEvent.change(endTime, { target: { value: '19:15' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2026-05-12T09:00', end: '2026-05-12T19:15' });
  },
};

function openNearCorner(corner: WindowCorner): Story {
  return {
    args: { value: { start: '2026-05-04T08:00', end: '2026-05-08T20:30' } },
    render: (args) => (
      <InWindowCorner corner={corner}>
        <StatefulDateTimeRangePicker {...args} />
      </InWindowCorner>
    ),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: /^Rides between/ }));
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
