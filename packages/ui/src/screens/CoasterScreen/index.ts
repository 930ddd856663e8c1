export { CoasterScreen, type CoasterScreenProps, type CoasterScreenStatus } from './CoasterScreen.tsx';
