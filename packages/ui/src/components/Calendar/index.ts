export { Calendar, type CalendarProps } from './Calendar.tsx';
export { addDays, addMonths, isIsoDate, isOutsideRange, parseIsoDate, startOfMonth, todayIso } from './dates.ts';
export { formatIsoDate, formatNumericDate, numericDatePattern, parseNumericDate } from './formatting.ts';
