export { DateTimeRangePicker, type DateTimeRange, type DateTimeRangePickerProps } from './DateTimeRangePicker.tsx';
