export { DashboardScreen, type DashboardReport, type DashboardScreenProps } from './DashboardScreen.tsx';
