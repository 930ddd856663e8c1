export { ProfileScreen, type ProfileScreenProps, type ProfileUser } from './ProfileScreen.tsx';
