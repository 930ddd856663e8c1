export {
  DateRangePicker,
  type DateRange,
  type DateRangePickerProps,
  type DateRangePreset,
} from './DateRangePicker.tsx';
