export { CoastersScreen } from './CoastersScreen.tsx';
