export { NewsAdminScreen, type NewsAdminScreenProps } from './NewsAdminScreen.tsx';
