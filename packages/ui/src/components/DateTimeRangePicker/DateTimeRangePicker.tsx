import { RangePicker, type RangeFieldProps } from '../DateRangePicker/RangePicker.tsx';

/** A period between two local date-times written `YYYY-MM-DDTHH:mm`, start not after end. */
export interface DateTimeRange {
  /** First moment of the period, in the person's local time. */
  start: string;
  /** Last moment of the period, in the person's local time. */
  end: string;
}

export type DateTimeRangePickerProps = RangeFieldProps<DateTimeRange>;

/**
 * A period with times, as the rides report asks: days picked like DateRangePicker's, plus a start and an end
 * time (HH:mm, from 00:00 to 23:59 by default).
 */
export function DateTimeRangePicker(props: DateTimeRangePickerProps) {
  return <RangePicker {...props} withTime />;
}
