export { NewsScreen, type NewsScreenProps } from './NewsScreen.tsx';
