export { Calendar, type CalendarProps } from './Calendar.tsx';
export { addDays, addMonths, isIsoDate, isOutsideRange, parseIsoDate, startOfMonth, todayIso } from './dates.ts';
export { formatIsoDate, formatNumericDate, numericDatePattern, parseNumericDate } from './formatting.ts';
// MultiPicker still takes its anchor and popover state from here; the pickers' popover lives in PickerPopover/.
export { StyledPickerAnchor, usePickerPopover } from '../PickerPopover/index.ts';
