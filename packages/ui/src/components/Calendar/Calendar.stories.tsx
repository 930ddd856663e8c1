import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { Calendar, type CalendarProps } from './Calendar.tsx';

/** Keeps the picked day in state, as a picker would, and reports every pick to the story's `onSelect` spy. */
function StatefulCalendar({ selectedStart = null, onSelect, ...props }: CalendarProps) {
  const [selected, setSelected] = useState(selectedStart);
  return (
    <Calendar
      {...props}
      selectedStart={selected}
      onSelect={(date) => {
        setSelected(date);
        onSelect(date);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Calendar',
  component: Calendar,
  args: { label: 'Choose date', onSelect: fn() },
  render: (args) => <StatefulCalendar {...args} />,
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The month of the fixed "now" (15 May 2026, outlined as today). */
export const Default: Story = {};

/** A picked day, a range across two months, days outside min and max. */
export const Matrix: Story = {
  render: (args) => (
    <StoryGrid>
      <StoryRow label="picked day">
        <Calendar {...args} selectedStart="2026-05-08" />
      </StoryRow>
      <StoryRow label="range over two months">
        <Calendar {...args} selectedStart="2026-05-25" selectedEnd="2026-06-09" numberOfMonths={2} />
      </StoryRow>
      <StoryRow label="min 2026-05-10, max 2026-05-20">
        <Calendar {...args} min="2026-05-10" max="2026-05-20" />
      </StoryRow>
    </StoryGrid>
  ),
};

export const ClickPicksADay: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const day = canvas.getByRole('button', { name: 'Wednesday, May 20, 2026' });
    await userEvent.click(day);
    await expect(args.onSelect).toHaveBeenCalledWith('2026-05-20');
    await expect(day).toHaveFocus();
    await expect(day.closest('td')).toHaveAttribute('aria-selected', 'true');
  },
};

export const KeyboardMovesByDayWeekAndMonth: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Previous month, next month, then the grid's one focusable day.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const today = canvas.getByRole('button', { name: 'Friday, May 15, 2026' });
    await expect(today).toHaveFocus();
    await expect(today).toHaveAttribute('aria-current', 'date');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Saturday, May 16, 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Saturday, May 23, 2026' })).toHaveFocus();
    // Weeks start on Monday: Home goes to Monday, End to Sunday.
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: 'Monday, May 18, 2026' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Sunday, May 24, 2026' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Wednesday, June 24, 2026' })).toHaveFocus());
    await expect(canvas.getByRole('grid', { name: 'June 2026' })).toBeVisible();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Wednesday, May 27, 2026' })).toHaveFocus());
    await userEvent.keyboard('{PageUp}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('2026-04-27');
    await expect(canvas.getByRole('grid', { name: 'April 2026' })).toBeVisible();
  },
};

export const MonthButtonsTurnThePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByRole('grid', { name: 'June 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(canvas.getByRole('grid', { name: 'April 2026' })).toBeVisible();
  },
};

export const DisabledDaysCannotBePicked: Story = {
  args: { min: '2026-05-10', max: '2026-05-20' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const early = canvas.getByRole('button', { name: 'Saturday, May 9, 2026' });
    await expect(early).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(early);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Sunday, May 10, 2026' }));
    await expect(args.onSelect).toHaveBeenCalledWith('2026-05-10');
  },
};

/** Month and weekday names come from the language; the week still starts on Monday. */
export const InPortuguese: Story = {
  globals: { locale: 'pt' },
  args: { label: 'Escolher data', selectedStart: '2026-05-08' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'maio de 2026' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'segunda-feira');
    await expect(canvas.getByRole('button', { name: 'Mês anterior' })).toBeVisible();
  },
};
