import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { formWidthDecorator, withPickerState } from '../PickerPopover/pickerStories.tsx';
import { DatePicker } from './DatePicker.tsx';

const StatefulDatePicker = withPickerState(DatePicker);

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker,
  args: { label: 'Reference date', value: null, onChange: fn() },
  render: (args) => <StatefulDatePicker {...args} />,
  decorators: [formWidthDecorator],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The calendar open on the picked day, as a reviewer sees it. */
export const OpenCalendar: Story = {
  args: { value: '2026-05-08' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
    const dialog = canvas.getByRole('dialog', { name: 'Choose date' });
    await expect(within(dialog).getByRole('grid', { name: 'May 2026' })).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Friday, May 8, 2026' })).toHaveFocus());
  },
};

/** Empty, filled, with a hint, required with an error, disabled. */
export const Matrix: Story = {
  render: (args) => (
    <StoryGrid>
      <StoryRow label="states" stack>
        <DatePicker {...args} label="Empty" />
        <DatePicker {...args} label="Filled" value="2026-05-08" />
        <DatePicker {...args} label="With hint" hint="The day the report starts." value="2026-05-08" />
        <DatePicker {...args} label="Required" required error="Choose a date." />
        <DatePicker {...args} label="Disabled" value="2026-05-08" disabled />
      </StoryRow>
    </StoryGrid>
  ),
};

export const PicksFromTheCalendar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Choose date' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const dialog = canvas.getByRole('dialog', { name: 'Choose date' });
    // The calendar opens on today, with the focus on it.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Friday, May 15, 2026' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2026-05-17');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Reference date' })).toHaveValue('05/17/2026');
    await expect(button).toHaveFocus();
  },
};

export const TypesADateInTheLanguagesOrder: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Reference date' });
    await userEvent.type(input, '5/20/2026');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalledWith('2026-05-20');
    await expect(input).toHaveValue('05/20/2026');
  },
};

export const InvalidTextShowsAnError: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Reference date' });
    await userEvent.type(input, '02/31/2026{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid date, such as 05/15/2026.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const OutsideMinAndMax: Story = {
  args: { min: '2026-05-10', max: '2026-05-20', value: '2026-05-12' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Reference date' });
    await userEvent.clear(input);
    await userEvent.type(input, '05/25/2026{Enter}');
    await expect(input).toHaveAccessibleDescription('Choose 05/20/2026 or an earlier date.');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
    const dialog = canvas.getByRole('dialog', { name: 'Choose date' });
    await expect(within(dialog).getByRole('button', { name: 'Saturday, May 9, 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const EscapeClosesTheCalendar: Story = {
  args: { value: '2026-05-08' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Choose date' });
    await userEvent.click(canvas.getByRole('textbox', { name: 'Reference date' }));
    // Alt+ArrowDown in the field opens the calendar on the picked day.
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Friday, May 8, 2026' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Portuguese shows and reads dates day first. */
export const InPortuguese: Story = {
  globals: { locale: 'pt' },
  args: { label: 'Data de referência', value: '2026-05-08' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Data de referência' });
    await expect(input).toHaveValue('08/05/2026');
    await userEvent.clear(input);
    await userEvent.type(input, '09/05/2026{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2026-05-09');
    await userEvent.click(canvas.getByRole('button', { name: 'Escolher data' }));
    await expect(canvas.getByRole('grid', { name: 'maio de 2026' })).toBeVisible();
  },
};
