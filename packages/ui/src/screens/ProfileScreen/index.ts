export { ProfileScreen, type ProfileScreenProps, type ProfileUser } from './ProfileScreen.tsx';
export { formatCalendarSpan, timeTogether, type CalendarSpan } from './timeTogether.ts';
