import type { DateRangePreset } from '../DateRangePicker/index.ts';
import { RangePicker } from '../DateRangePicker/RangePicker.tsx';

/** A period between two local date-times written `YYYY-MM-DDTHH:mm`, start not after end. */
export interface DateTimeRange {
  /** First moment of the period, in the person's local time. */
  start: string;
  /** Last moment of the period, in the person's local time. */
  end: string;
}

export interface DateTimeRangePickerProps {
  /** Visible label and accessible name of the field. */
  label: string;
  /** The picked period, or null when none is. */
  value: DateTimeRange | null;
  /** Called with the applied period, or null when it was cleared and applied. */
  onChange: (value: DateTimeRange | null) => void;
  /** The earliest day that can be picked (ISO date). */
  min?: string;
  /** The latest day that can be picked (ISO date). */
  max?: string;
  /** Ready-made periods of days shown beside the calendar; their times stay as chosen. */
  presets?: readonly DateRangePreset[];
  /** Help shown under the label and read after it. */
  hint?: string;
  /** Error message from the form; marks the field invalid. */
  error?: string;
  /** Shows the required asterisk. */
  required?: boolean;
  /** Greys the field out and ignores presses. */
  disabled?: boolean;
  /** Id of the button that opens the calendar. */
  id?: string;
}

/**
 * A period with times, as the rides report asks: days picked like DateRangePicker's, plus a start and an end
 * time (HH:mm, from 00:00 to 23:59 by default).
 */
export function DateTimeRangePicker(props: DateTimeRangePickerProps) {
  return <RangePicker {...props} withTime />;
}
