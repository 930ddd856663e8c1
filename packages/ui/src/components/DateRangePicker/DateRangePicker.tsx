import { RangePicker, type RangeFieldProps, type RangePreset } from './RangePicker.tsx';

/** A period of whole days, both ISO dates (`YYYY-MM-DD`), start not after end. */
export interface DateRange {
  /** First day of the period. */
  start: string;
  /** Last day of the period. */
  end: string;
}

export type DateRangePreset = RangePreset;

export type DateRangePickerProps = RangeFieldProps<DateRange>;

/**
 * A period of days: the field opens two months side by side (one on phones); the first day picked is the
 * start, the next the end, and Apply sets the value.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  return <RangePicker {...props} withTime={false} />;
}
