export { ScenariosAdminScreen, type ScenariosAdminScreenProps } from './ScenariosAdminScreen.tsx';
