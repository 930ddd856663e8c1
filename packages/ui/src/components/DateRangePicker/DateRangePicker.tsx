import { RangePicker, type RangePreset } from './RangePicker.tsx';

/** A period of whole days, both ISO dates (`YYYY-MM-DD`), start not after end. */
export interface DateRange {
  /** First day of the period. */
  start: string;
  /** Last day of the period. */
  end: string;
}

export type DateRangePreset = RangePreset;

export interface DateRangePickerProps {
  /** Visible label and accessible name of the field. */
  label: string;
  /** The picked period, or null when none is. */
  value: DateRange | null;
  /** Called with the applied period, or null when it was cleared and applied. */
  onChange: (value: DateRange | null) => void;
  /** The earliest day that can be picked (ISO date). */
  min?: string;
  /** The latest day that can be picked (ISO date). */
  max?: string;
  /** Ready-made periods shown beside the calendar, such as "Last 7 days". */
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
 * A period of days: the field opens two months side by side (one on phones); the first day picked is the
 * start, the next the end, and Apply sets the value.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  return <RangePicker {...props} withTime={false} />;
}
